/**
 * "Two-factor authentication" on the profile: set up an authenticator app (a QR code, or the key
 * typed in), confirm it with a code, keep the recovery codes (shown once), or turn it off with a
 * code. Signing in then asks for a code after the password.
 */
import { lazy, Suspense, useState, type FormEvent } from 'react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  // One card among the profile's: it loads (and fails) on its own, without holding the page.
  const status = useQuery(accountSecurityQueries.twoFactor());
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const loadError = status.isError ? errorMessage(status.error) : '';

  return (
    <Card id="two-factor">
      <CardHeader
        title={t`Two-factor authentication`}
        description={t`After your password, signing in also asks for a code from an authenticator app on your phone (such as Aegis, Google Authenticator, 1Password or Microsoft Authenticator).`}
        actions={
          status.data?.enabled ? (
            <Badge variant="success">
              <Trans>On</Trans>
            </Badge>
          ) : status.data ? (
            <Badge variant="neutral">
              <Trans>Off</Trans>
            </Badge>
          ) : null
        }
      />
      <CardContent className="flex flex-col gap-5">
        {recoveryCodes ? (
          <RecoveryCodes codes={recoveryCodes} onDone={() => setRecoveryCodes(null)} />
        ) : status.isPending ? (
          <Spinner label={t`Loading two-factor authentication`} />
        ) : status.isError ? (
          <p className="text-sm text-danger-text">
            <Trans>Unable to load two-factor authentication: {loadError}</Trans>
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
  const { t } = useLingui();
  const digits = twoFactor.digits;
  const setup = useStartTwoFactorSetup();
  const enable = useEnableTwoFactor();
  const [pending, setPending] = useState<{ secret: string; uri: string } | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});

  if (!pending) {
    return (
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-fg-muted">
          <Trans>Two-factor authentication is off for your account.</Trans>
        </p>
        <Button
          isPending={setup.isPending}
          onPress={() =>
            setup.mutate(undefined, {
              onSuccess: setPending,
              onError: (error) =>
                toast.error(t`Unable to start the setup`, errorMessage(error), { durationMs: longToastMs }),
            })
          }
        >
          <Trans>Set up two-factor authentication</Trans>
        </Button>
      </div>
    );
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get('code') ?? '').replace(/\s+/g, '');
    if (!new RegExp(`^\\d{${digits}}$`).test(code)) {
      setErrors({ code: t`Enter the ${digits}-digit code from your authenticator app` });
      return;
    }
    setErrors({});
    enable.mutate(
      { code },
      {
        onSuccess: (result) => {
          onEnabled(result.recovery_codes);
          toast.success(
            t`Two-factor authentication is on`,
            t`Your other sessions have been signed out and your API tokens revoked.`,
          );
        },
        onError: (error) => {
          const message = errorMessage(error);
          const fieldErrors = apiFieldErrors(error, ['code']);
          setErrors(fieldErrors);
          if (!fieldErrors.code) {
            toast.error(t`Unable to turn on two-factor authentication`, message, { durationMs: longToastMs });
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
          <span>
            <Trans>Scan this QR code with your authenticator app.</Trans>
          </span>
          <Suspense fallback={<Spinner label={t`Loading the QR code`} />}>
            <TwoFactorQrCode uri={pending.uri} />
          </Suspense>
          <CopyField
            label={t`Setup key`}
            value={grouped(pending.secret)}
            description={t`Can’t scan? Type this key into the app instead (time-based).`}
          />
        </li>
        <li className="flex flex-col gap-3">
          <span>
            <Trans>Enter the {digits}-digit code the app shows for LUG Platform.</Trans>
          </span>
          <p className="text-sm text-fg-muted">
            <Trans>
              Turning it on signs out your other sessions and revokes your API tokens: scripts that use a token need a
              new one afterwards. This session stays signed in.
            </Trans>
          </p>
          <Form
            validationErrors={errors}
            onSubmit={onSubmit}
            aria-label={t`Confirm two-factor authentication`}
            className="gap-4"
          >
            <TextField
              name="code"
              label={t`Code from your app`}
              isRequired
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={12}
              className="sm:max-w-56"
            />
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button variant="secondary" onPress={() => setPending(null)} isDisabled={enable.isPending}>
                <Trans>Cancel</Trans>
              </Button>
              <Button type="submit" isPending={enable.isPending}>
                <Trans>Turn on</Trans>
              </Button>
            </div>
          </Form>
        </li>
      </ol>
    </div>
  );
}

function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useLingui();
  const heading = t`LUG Platform recovery codes`;
  const note = t`Each code signs you in once if you lose your authenticator app.`;
  const text = `${heading}\n\n${codes.join('\n')}\n\n${note}\n`;
  return (
    <div role="status" className="flex flex-col gap-4 rounded-lg border border-success/40 bg-success-soft p-4">
      <p className="text-sm font-medium text-success-text">
        <Trans>
          Two-factor authentication is on. Save these recovery codes somewhere safe now: they are shown only this once.
          Each signs you in once if you lose your phone.
        </Trans>
      </p>
      <p className="text-sm text-fg">
        <Trans>
          Your other sessions have been signed out and your API tokens revoked. Create a new token for any script that
          used one.
        </Trans>
      </p>
      <ul
        aria-label={t`Recovery codes`}
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
          <Trans>Download</Trans>
        </Button>
        <Button size="sm" onPress={onDone}>
          <Trans>I have saved them</Trans>
        </Button>
      </div>
    </div>
  );
}

function EnabledState({ enabledAt, recoveryCodesLeft }: { enabledAt: string | null; recoveryCodesLeft: number }) {
  const formatDate = useFormatDate();
  const [turningOff, setTurningOff] = useState(false);
  const since = enabledAt ? formatDate(enabledAt) : null;
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-sm text-fg-muted">
        {since ? <Trans>On since {since}.</Trans> : <Trans>On.</Trans>}{' '}
        {recoveryCodesLeft <= 3 ? (
          <Plural
            value={recoveryCodesLeft}
            one="# recovery code left: turn it off and on again for a new set."
            other="# recovery codes left: turn it off and on again for a new set."
          />
        ) : (
          <Plural value={recoveryCodesLeft} one="# recovery code left." other="# recovery codes left." />
        )}
      </p>
      <Button variant="secondary" onPress={() => setTurningOff(true)}>
        <Trans>Turn off</Trans>
      </Button>
      <Modal isOpen={turningOff} onOpenChange={setTurningOff} isDismissable size="sm">
        <TurnOffDialog />
      </Modal>
    </div>
  );
}

function TurnOffDialog() {
  const { t } = useLingui();
  const disable = useDisableTwoFactor();
  const [useRecovery, setUseRecovery] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const field = useRecovery ? 'recovery_code' : 'code';

  return (
    <Dialog title={t`Turn off two-factor authentication`}>
      {({ close }) => (
        <Form
          validationErrors={errors}
          aria-label={t`Turn off two-factor authentication`}
          className="gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            const value = String(new FormData(event.currentTarget).get(field) ?? '').trim();
            if (!value) {
              setErrors({
                [field]: useRecovery
                  ? t`Enter one of your recovery codes`
                  : t`Enter the code from your authenticator app`,
              });
              return;
            }
            setErrors({});
            disable.mutate(
              { [field]: value },
              {
                onSuccess: () => {
                  toast.success(t`Two-factor authentication is off`, t`Signing in now asks for your password only.`);
                  close();
                },
                onError: (error) => {
                  const message = errorMessage(error);
                  const fieldErrors = apiFieldErrors(error, ['code', 'recovery_code']);
                  setErrors(fieldErrors);
                  if (!fieldErrors[field])
                    toast.error(t`Unable to turn off two-factor authentication`, message, { durationMs: longToastMs });
                },
              },
            );
          }}
        >
          <p>
            <Trans>Signing in will ask for your password only. Your other sessions are signed out.</Trans>
          </p>
          <TwoFactorCodeField useRecovery={useRecovery} codeLabel={t`Code from your app`} />
          <Button variant="ghost" size="sm" className="self-start" onPress={() => setUseRecovery((value) => !value)}>
            {useRecovery ? (
              <Trans>Use a code from your app instead</Trans>
            ) : (
              <Trans>Lost your phone? Use a recovery code</Trans>
            )}
          </Button>
          <div className="mt-2 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onPress={close} isDisabled={disable.isPending}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" variant="danger" isPending={disable.isPending}>
              <Trans>Turn off</Trans>
            </Button>
          </div>
        </Form>
      )}
    </Dialog>
  );
}
