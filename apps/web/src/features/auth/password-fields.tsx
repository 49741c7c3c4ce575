import { useLingui } from '@lingui/react/macro';
import { TextField } from '../../components/ui/text-field';

/** The account's password, asked again before a change to the account (its address, its password). */
export function CurrentPasswordField() {
  const { t } = useLingui();
  return (
    <TextField
      name="current_password"
      type="password"
      label={t`Current password`}
      isRequired
      autoComplete="current-password"
    />
  );
}
