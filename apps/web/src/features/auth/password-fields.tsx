import { TextField } from '../../components/ui/text-field';

/** The account's password, asked again before a change to the account (its address, its password). */
export function CurrentPasswordField() {
  return (
    <TextField
      name="current_password"
      type="password"
      label="Current password"
      isRequired
      autoComplete="current-password"
    />
  );
}
