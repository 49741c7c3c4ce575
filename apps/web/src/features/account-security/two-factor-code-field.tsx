import { useLingui } from '@lingui/react/macro';
import { TextField } from '../../components/ui/text-field';

/**
 * The second factor asked for (at sign-in, or to turn two factors off): the six digits from the
 * authenticator app (`code`), or one of the recovery codes (`recovery_code`) for a lost phone.
 */
export function TwoFactorCodeField({ useRecovery, codeLabel }: { useRecovery: boolean; codeLabel: string }) {
  const { t } = useLingui();
  return useRecovery ? (
    <TextField key="recovery" name="recovery_code" label={t`Recovery code`} isRequired autoComplete="off" autoFocus />
  ) : (
    <TextField
      key="code"
      name="code"
      label={codeLabel}
      isRequired
      inputMode="numeric"
      autoComplete="one-time-code"
      autoFocus
    />
  );
}
