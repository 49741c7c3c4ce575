/**
 * "Two-factor authentication" on the profile: set up an authenticator app (a QR code, or the key
 * typed in), confirm it with a code, keep the recovery codes (shown once), or turn it off with a
 * code. Signing in then asks for a code after the password.
 */
import { lazy, Suspense, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { twoFactor } from '@lug/domain/auth-helpers';
import { CopyField } from '../../components/copy-field';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader } from '../../components/ui/card';
import { Dialog, Modal } from '../../components/ui/dialog';
import { Form } from '../../components/ui/form';
import { Spinner } from '../../components/ui/spinner';
import { TextField } from '../../components/ui/text-field';
import { longToastMs, toast } from '../../lib/toast';
import { apiErrorCode, apiFieldErrors, errorMessage } from '../../lib/trpc';
import { useFormatDate } from '../organizations/use-format-date';
import { accountSecurityQueries, useDisableTwoFactor, useEnableTwoFactor, useStartTwoFactorSetup } from './api';
import { TwoFactorCodeField } from './two-factor-code-field';

const TwoFactorQrCode = lazy(() => import('./two-factor-qr-code'));

/** `ABCDEFGH…` in groups of four, as authenticator apps show a key typed in. */
function grouped(secret: string) {
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}

export function TwoFactorCard() {
  // One card among the profile's: it loads (and fails) on its own, without holding the page.
  const status = useQuery(accountSecurityQueries.twoFactor());
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);

  return (
    <Card id="two-factor">
      <CardHeader
        title="Two-factor authentication"
        description="After your password, signing in also asks for a code from an authenticator app on your phone (such as Aegis, Google Authenticator, 1Password or Microsoft Authenticator)."
        actions={
          status.data?.enabled ? (
            <Badge variant="success">On</Badge>
          ) : status.data ? (
            <Badge variant="neutral">Off</Badge>
          ) : null
        }
      />
      <CardContent className="flex flex-col gap-5">
        {recoveryCodes ? (
          <RecoveryCodes codes={recoveryCodes} onDone={() => setRecoveryCodes(null)} />
        ) : status.isPending ? (
          <Spinner label="Loading two-factor authentication" />
        ) : status.isError ? (
          <p className="text-sm text-danger-text">
            Unable to load two-factor authentication: {errorMessage(status.error)}
          </p>
        ) : status.data.enabled ? (
          <EnabledState enabledAt={status.data.enabled_at} recoveryCodesLeft={status.data.recovery_codes_left} />
        ) : (
          <SetUp onEnabled={setRecoveryCodes} />
        )}
      </CardContent>
    </Card>
  );
}

function SetUp({ onEnabled }: { onEnabled: (codes: string[]) => void }) {
  const setup = useStartTwoFactorSetup();
  const enable = useEnableTwoFactor();
  const [pending, setPending] = useState<{ secret: string; uri: string } | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});

  if (!pending) {
    return (
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-fg-muted">Two-factor authentication is off for your account.</p>
        <Button
          isPending={setup.isPending}
          onPress={() =>
            setup.mutate(undefined, {
              onSuccess: setPending,
              onError: (error) =>
                toast.error('Unable to start the setup', errorMessage(error), { durationMs: longToastMs }),
            })
          }
        >
          Set up two-factor authentication
        </Button>
      </div>
    );
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get('code') ?? '').replace(/\s+/g, '');
    if (!new RegExp(`^\\d{${twoFactor.digits}}$`).test(code)) {
      setErrors({ code: `Enter the ${twoFactor.digits}-digit code from your authenticator app` });
      return;
    }
    setErrors({});
    enable.mutate(
      { code },
      {
        onSuccess: (result) => {
          onEnabled(result.recovery_codes);
          toast.success('Two-factor authentication is on', 'Your other sessions have been signed out.');
        },
        onError: (error) => {
          const message = errorMessage(error);
          const fieldErrors = apiFieldErrors(error, ['code']);
          setErrors(fieldErrors);
          if (!fieldErrors.code) {
            toast.error('Unable to turn on two-factor authentication', message, { durationMs: longToastMs });
            // The only refusal without a field: the set-up has expired, so start over.
            if (apiErrorCode(error) === 'BAD_REQUEST') setPending(null);
          }
        },
      },
    );
  }

  return (
    <div className="flex flex-col gap-5">
      <ol className="flex list-decimal flex-col gap-5 ps-5 text-sm text-fg">
        <li className="flex flex-col gap-3">
          <span>Scan this QR code with your authenticator app.</span>
          <Suspense fallback={<Spinner label="Loading the QR code" />}>
            <TwoFactorQrCode uri={pending.uri} />
          </Suspense>
          <CopyField
            label="Setup key"
            value={grouped(pending.secret)}
            description="Can’t scan? Type this key into the app instead (time-based)."
          />
        </li>
        <li className="flex flex-col gap-3">
          <span>Enter the {twoFactor.digits}-digit code the app shows for LUG Platform.</span>
          <Form
            validationErrors={errors}
            onSubmit={onSubmit}
            aria-label="Confirm two-factor authentication"
            className="gap-4"
          >
            <TextField
              name="code"
              label="Code from your app"
              isRequired
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={12}
              className="sm:max-w-56"
            />
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button variant="secondary" onPress={() => setPending(null)} isDisabled={enable.isPending}>
                Cancel
              </Button>
              <Button type="submit" isPending={enable.isPending}>
                Turn on
              </Button>
            </div>
          </Form>
        </li>
      </ol>
    </div>
  );
}

function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const text = `LUG Platform recovery codes\n\n${codes.join('\n')}\n\nEach code signs you in once if you lose your authenticator app.\n`;
  return (
    <div role="status" className="flex flex-col gap-4 rounded-lg border border-success/40 bg-success-soft p-4">
      <p className="text-sm font-medium text-success-text">
        Two-factor authentication is on. Save these recovery codes somewhere safe now: they are shown only this once.
        Each signs you in once if you lose your phone.
      </p>
      <ul
        aria-label="Recovery codes"
        className="grid grid-cols-2 gap-x-6 gap-y-1 font-mono text-sm text-fg sm:grid-cols-5"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button
          variant="secondary"
          size="sm"
          onPress={() => {
            const link = document.createElement('a');
            link.href = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
            link.download = 'lug-platform-recovery-codes.txt';
            link.click();
            URL.revokeObjectURL(link.href);
          }}
        >
          Download
        </Button>
        <Button size="sm" onPress={onDone}>
          I have saved them
        </Button>
      </div>
    </div>
  );
}

function EnabledState({ enabledAt, recoveryCodesLeft }: { enabledAt: string | null; recoveryCodesLeft: number }) {
  const formatDate = useFormatDate();
  const [turningOff, setTurningOff] = useState(false);
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-sm text-fg-muted">
        On{enabledAt ? ` since ${formatDate(enabledAt)}` : ''}. {recoveryCodesLeft} recovery code
        {recoveryCodesLeft === 1 ? '' : 's'} left
        {recoveryCodesLeft <= 3 ? ': turn it off and on again for a new set.' : '.'}
      </p>
      <Button variant="secondary" onPress={() => setTurningOff(true)}>
        Turn off
      </Button>
      <Modal isOpen={turningOff} onOpenChange={setTurningOff} isDismissable size="sm">
        <TurnOffDialog />
      </Modal>
    </div>
  );
}

function TurnOffDialog() {
  const disable = useDisableTwoFactor();
  const [useRecovery, setUseRecovery] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const field = useRecovery ? 'recovery_code' : 'code';

  return (
    <Dialog title="Turn off two-factor authentication">
      {({ close }) => (
        <Form
          validationErrors={errors}
          aria-label="Turn off two-factor authentication"
          className="gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            const value = String(new FormData(event.currentTarget).get(field) ?? '').trim();
            if (!value) {
              setErrors({
                [field]: useRecovery
                  ? 'Enter one of your recovery codes'
                  : 'Enter the code from your authenticator app',
              });
              return;
            }
            setErrors({});
            disable.mutate(
              { [field]: value },
              {
                onSuccess: () => {
                  toast.success('Two-factor authentication is off', 'Signing in now asks for your password only.');
                  close();
                },
                onError: (error) => {
                  const message = errorMessage(error);
                  const fieldErrors = apiFieldErrors(error, ['code', 'recovery_code']);
                  setErrors(fieldErrors);
                  if (!fieldErrors[field])
                    toast.error('Unable to turn off two-factor authentication', message, { durationMs: longToastMs });
                },
              },
            );
          }}
        >
          <p>Signing in will ask for your password only. Your other sessions are signed out.</p>
          <TwoFactorCodeField useRecovery={useRecovery} codeLabel="Code from your app" />
          <Button variant="ghost" size="sm" className="self-start" onPress={() => setUseRecovery((value) => !value)}>
            {useRecovery ? 'Use a code from your app instead' : 'Lost your phone? Use a recovery code'}
          </Button>
          <div className="mt-2 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onPress={close} isDisabled={disable.isPending}>
              Cancel
            </Button>
            <Button type="submit" variant="danger" isPending={disable.isPending}>
              Turn off
            </Button>
          </div>
        </Form>
      )}
    </Dialog>
  );
}
