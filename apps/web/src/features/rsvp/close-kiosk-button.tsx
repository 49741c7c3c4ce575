import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../components/ui/button';
import { Dialog, DialogTrigger, Modal } from '../../components/ui/dialog';
import { Form } from '../../components/ui/form';
import { TextField } from '../../components/ui/text-field';
import { apiFieldErrors, errorMessage } from '../../lib/trpc';
import { useCloseKiosk } from './api';

/** "Close kiosk" on a kiosk device: the password of the manager who opened it ends the kiosk (decision 0047). */
export function CloseKioskButton() {
  const { t } = useLingui();
  const close = useCloseKiosk();
  const [errors, setErrors] = useState<Record<string, string>>({});
  return (
    <DialogTrigger>
      <Button variant="secondary">
        <Trans>Close kiosk</Trans>
      </Button>
      <Modal isDismissable={!close.isPending} size="sm">
        <Dialog title={t`Close the kiosk`}>
          {({ close: dismiss }) => (
            <Form
              validationErrors={errors}
              aria-label={t`Close the kiosk`}
              className="gap-4"
              onSubmit={(event) => {
                event.preventDefault();
                const password = String(new FormData(event.currentTarget).get('password') ?? '');
                if (!password) return setErrors({ password: t`Enter the password of the manager who opened the kiosk` });
                setErrors({});
                close.mutate(
                  { password },
                  {
                    // Signed out: a fresh page, with nothing of the kiosk in memory.
                    onSuccess: () => window.location.assign('/login'),
                    onError: (error) => {
                      const fields = apiFieldErrors(error, ['password']);
                      setErrors(fields.password ? fields : { password: errorMessage(error) });
                    },
                  },
                );
              }}
            >
              <p>
                <Trans>The manager who opened this kiosk enters their password to close it.</Trans>
              </p>
              <TextField name="password" type="password" autoComplete="current-password" label={t`Password`} autoFocus />
              <div className="mt-2 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
                <Button variant="secondary" onPress={dismiss} isDisabled={close.isPending}>
                  <Trans>Cancel</Trans>
                </Button>
                <Button type="submit" variant="primary" isPending={close.isPending}>
                  <Trans>Close kiosk</Trans>
                </Button>
              </div>
            </Form>
          )}
        </Dialog>
      </Modal>
    </DialogTrigger>
  );
}
