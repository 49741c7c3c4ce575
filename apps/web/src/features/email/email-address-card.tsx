/**
 * The profile's address card (docs/product/accounts.md): whether the address is confirmed, a new
 * link on request, and moving to another address. The move takes the password and counts only once
 * the link sent to the new address is used; until then nothing changes.
 */
import { useState, type FormEvent } from 'react';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader } from '../../components/ui/card';
import { Form, FormActions } from '../../components/ui/form';
import { TextField } from '../../components/ui/text-field';
import { focusFirstInvalid, lazySchema, parseForm } from '../../lib/form';
import { longToastMs, toast } from '../../lib/toast';
import { apiFieldErrors, errorMessage, trpcHooks } from '../../lib/trpc';
import { useSession } from '../auth/session';
import { useFieldErrors } from '../members/use-field-errors';

const changeEmailSchema = lazySchema(() => import('@lug/domain/auth').then((m) => m.changeEmailInput));

export function EmailAddressCard() {
  const { data: session } = useSession();
  const { errors, setErrors, onInput } = useFieldErrors();
  const [formKey, setFormKey] = useState(0);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const change = trpcHooks.auth.changeEmail.useMutation();
  const resend = trpcHooks.auth.requestEmailConfirmation.useMutation({
    onSuccess: () => toast.success('Confirmation link queued', `Look for it in the inbox of ${session?.user.email ?? 'your address'}.`),
    onError: (error) => toast.error('Could not send a new link', errorMessage(error), { durationMs: longToastMs }),
  });
  if (!session) return null;
  const { email, email_verified: verified } = session.user;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    changeEmailSchema.use((schema) => {
      const result = parseForm(schema, form);
      setErrors(result.errors);
      if (!result.success) {
        focusFirstInvalid(form);
        return;
      }
      change.mutate(result.data, {
        onSuccess: () => {
          setSentTo(result.data.new_email);
          setFormKey((key) => key + 1);
          toast.success('Confirmation link queued', `Your address changes once you use the link sent to ${result.data.new_email}.`, {
            durationMs: longToastMs,
          });
        },
        onError: (error) => {
          const fieldErrors = apiFieldErrors(error, ['new_email', 'current_password']);
          setErrors(fieldErrors);
          if (Object.keys(fieldErrors).length > 0) focusFirstInvalid(form);
          toast.error('Could not change your address', Object.values(fieldErrors)[0] ?? errorMessage(error), { durationMs: longToastMs });
        },
      });
    });
  }

  return (
    <div className="contents" onInput={onInput}>
      <Form key={formKey} validationErrors={errors} onSubmit={onSubmit} onFocus={changeEmailSchema.preload} aria-label="Email address">
        <Card>
          <CardHeader title="Email address" description="You sign in with this address, and your groups write to it." />
          <CardContent className="flex flex-col gap-5">
            <div className="flex flex-wrap items-center gap-3">
              <span className="font-medium text-fg break-all">{email}</span>
              {verified ? <Badge variant="success">Confirmed</Badge> : <Badge variant="warning">Not confirmed</Badge>}
              {verified ? null : (
                <Button size="sm" variant="secondary" isPending={resend.isPending} onPress={() => resend.mutate()}>
                  Send a new confirmation link
                </Button>
              )}
            </div>
            {sentTo ? (
              <p role="status" className="rounded-lg bg-accent-soft px-3 py-2 text-sm text-fg">
                We sent a link to {sentTo}. Your address changes when you use it; until then you keep signing in with {email}.
              </p>
            ) : null}
            <div className="grid gap-5 sm:grid-cols-2">
              <TextField name="new_email" type="email" label="New email address" isRequired autoComplete="email" />
              <TextField name="current_password" type="password" label="Current password" isRequired autoComplete="current-password" />
            </div>
          </CardContent>
        </Card>
        <FormActions>
          <Button type="submit" variant="secondary" isPending={change.isPending} className="sm:ms-auto">
            Change email address
          </Button>
        </FormActions>
      </Form>
    </div>
  );
}
