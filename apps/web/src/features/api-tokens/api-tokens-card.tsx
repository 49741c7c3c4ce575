/**
 * "API tokens" on the profile: create a personal token (name, access, optional last day), shown
 * once; list them with their last use; revoke. Tokens act as you in every organisation.
 */
import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { ApiToken, CreatedApiToken } from '@lug/domain/api-tokens';
import { apiTokenScopes, type ApiTokenScope } from '@lug/domain/api-tokens-helpers';
import { CopyField } from '../../components/copy-field';
import { apiTokenScopeLabels } from './words';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader } from '../../components/ui/card';
import { ConfirmDialog } from '../../components/ui/dialog';
import { Form } from '../../components/ui/form';
import {
  PlainBody,
  PlainCell,
  PlainHead,
  PlainHeaderCell,
  PlainRow,
  PlainTable,
} from '../../components/ui/plain-table';
import { Select, SelectItem } from '../../components/ui/select';
import { Spinner } from '../../components/ui/spinner';
import { TextField } from '../../components/ui/text-field';
import { focusFirstInvalid, lazySchema, parseForm } from '../../lib/form';
import { longToastMs, toast } from '../../lib/toast';
import { apiFieldErrors, errorMessage } from '../../lib/trpc';
import { useSession } from '../auth/session';
import { useFormatDate, useFormatDateTime } from '../organizations/use-format-date';
import { apiTokenQueries, useCreateApiToken, useRevokeApiToken } from './api';

export function ApiTokensCard() {
  const { t } = useLingui();
  // One card among the profile's: it loads (and fails) on its own, without holding the page.
  const tokens = useQuery(apiTokenQueries.list());
  const { data: session } = useSession();
  const [created, setCreated] = useState<CreatedApiToken | null>(null);
  // A token outlives sessions and passwords: the server makes one only for a confirmed address.
  const confirmed = session?.user.email_verified !== false;
  const loadError = tokens.isError ? errorMessage(tokens.error) : '';

  return (
    <Card>
      <CardHeader
        title={t`API tokens`}
        description={t`Personal tokens let your scripts and the lug command act as you, in every organization you belong to. Keep them secret; revoke any you no longer use.`}
      />
      <CardContent className="flex flex-col gap-6">
        {confirmed ? (
          <CreateTokenForm onCreated={setCreated} />
        ) : (
          <p className="rounded-lg bg-accent-soft px-3 py-2 text-sm text-fg">
            <Trans>
              Confirm your email address to create API tokens: use the link in the confirmation email, or ask for a new
              one under Email address.
            </Trans>
          </p>
        )}
        {created ? <NewToken created={created} onDone={() => setCreated(null)} /> : null}
        {tokens.isPending ? (
          <Spinner label={t`Loading your API tokens`} />
        ) : tokens.isError ? (
          <p className="text-sm text-danger-text">
            <Trans>Unable to load your API tokens: {loadError}</Trans>
          </p>
        ) : tokens.data.length === 0 ? (
          <p className="text-sm text-fg-muted">
            <Trans>You have no API tokens yet.</Trans>
          </p>
        ) : (
          <TokenTable tokens={tokens.data} />
        )}
      </CardContent>
    </Card>
  );
}

const tokenSchema = lazySchema(() => import('@lug/domain/api-tokens').then((m) => m.createApiTokenInput));

function CreateTokenForm({ onCreated }: { onCreated: (created: CreatedApiToken) => void }) {
  const { t } = useLingui();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [scope, setScope] = useState<ApiTokenScope>('read');
  const [formKey, setFormKey] = useState(0);
  const create = useCreateApiToken();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const expires = new FormData(form).get('expires_on');
    tokenSchema.use((schema) => {
      const result = parseForm(schema, form, { scope, expires_on: expires ? String(expires) : null });
      setErrors(result.errors);
      if (!result.success) {
        focusFirstInvalid(form);
        return;
      }
      create.mutate(result.data, {
        onSuccess: (created) => {
          onCreated(created);
          setFormKey((key) => key + 1);
          setScope('read');
        },
        onError: (error) => {
          const message = errorMessage(error, t`Unable to create the token`);
          const fieldErrors = apiFieldErrors(error, ['name', 'scope', 'expires_on']);
          setErrors(fieldErrors);
          toast.error(t`Error creating API token`, Object.values(fieldErrors)[0] ?? message, {
            durationMs: longToastMs,
          });
        },
      });
    });
  }

  return (
    <Form
      key={formKey}
      validationErrors={errors}
      onSubmit={onSubmit}
      onFocus={tokenSchema.preload}
      aria-label={t`Create an API token`}
      className="gap-4"
    >
      <div className="grid gap-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,1.2fr)_minmax(0,1.2fr)]">
        <TextField
          name="name"
          label={t`Token name`}
          isRequired
          maxLength={100}
          description={t`What it is for, e.g. “Backup script”.`}
        />
        <Select
          label={t`Access`}
          selectedKey={scope}
          onSelectionChange={(key) => setScope(key as ApiTokenScope)}
          description={t`Read only cannot change anything.`}
        >
          {apiTokenScopes.map((value) => (
            <SelectItem key={value} id={value}>
              {t(apiTokenScopeLabels[value])}
            </SelectItem>
          ))}
        </Select>
        <TextField
          name="expires_on"
          label={t`Expires on`}
          type="date"
          description={t`Optional; the last day it works.`}
        />
      </div>
      <div className="flex justify-end">
        <Button type="submit" isPending={create.isPending}>
          <Trans>Create token</Trans>
        </Button>
      </div>
    </Form>
  );
}

function NewToken({ created, onDone }: { created: CreatedApiToken; onDone: () => void }) {
  const { t } = useLingui();
  const name = created.apiToken.name;
  return (
    <div role="status" className="flex flex-col gap-3 rounded-lg border border-success/40 bg-success-soft p-4">
      <p className="text-sm font-medium text-success-text">
        <Trans>Token “{name}” created. Copy it now: for your security it is shown only this once.</Trans>
      </p>
      <CopyField
        label={t`API token`}
        value={created.token}
        description={t`Send it as: Authorization: Bearer <token>`}
      />
      <div className="flex justify-end">
        <Button variant="secondary" size="sm" onPress={onDone}>
          <Trans>I have copied it</Trans>
        </Button>
      </div>
    </div>
  );
}

function TokenTable({ tokens }: { tokens: ApiToken[] }) {
  const { t } = useLingui();
  const when = useFormatDateTime();
  const formatDate = useFormatDate();
  const [revoking, setRevoking] = useState<ApiToken | null>(null);
  const revoke = useRevokeApiToken();
  const revokingName = revoking?.name;

  return (
    <>
      <PlainTable aria-label={t`Your API tokens`}>
        <PlainHead>
          <tr>
            <PlainHeaderCell scope="col">
              <Trans>Name</Trans>
            </PlainHeaderCell>
            <PlainHeaderCell scope="col">
              <Trans>Access</Trans>
            </PlainHeaderCell>
            <PlainHeaderCell scope="col">
              <Trans>Created</Trans>
            </PlainHeaderCell>
            <PlainHeaderCell scope="col">
              <Trans>Last used</Trans>
            </PlainHeaderCell>
            <PlainHeaderCell scope="col">
              <Trans>Expires</Trans>
            </PlainHeaderCell>
            <PlainHeaderCell scope="col">
              <span className="sr-only">
                <Trans>Actions</Trans>
              </span>
            </PlainHeaderCell>
          </tr>
        </PlainHead>
        <PlainBody>
          {tokens.map((token) => {
            const tokenName = token.name;
            return (
              <PlainRow key={token.id}>
                <PlainHeaderCell scope="row" className="font-medium">
                  {token.name}
                </PlainHeaderCell>
                <PlainCell>
                  <Badge variant={token.scope === 'read' ? 'neutral' : 'accent'}>
                    {t(apiTokenScopeLabels[token.scope])}
                  </Badge>
                </PlainCell>
                <PlainCell className="whitespace-nowrap">{when(token.created_at, '')}</PlainCell>
                <PlainCell className="whitespace-nowrap">{when(token.last_used_at, t`Never`)}</PlainCell>
                <PlainCell className="whitespace-nowrap">
                  {token.expired ? (
                    <Badge variant="danger">
                      <Trans>Expired</Trans>
                    </Badge>
                  ) : token.expires_at ? (
                    // The day chosen when it was made: it ends at that day's end (UTC).
                    formatDate(token.expires_at.slice(0, 10))
                  ) : (
                    <Trans>Never</Trans>
                  )}
                </PlainCell>
                <PlainCell className="text-end">
                  <Button
                    variant="ghost"
                    size="sm"
                    onPress={() => setRevoking(token)}
                    aria-label={t`Revoke ${tokenName}`}
                  >
                    <Trans>Revoke</Trans>
                  </Button>
                </PlainCell>
              </PlainRow>
            );
          })}
        </PlainBody>
      </PlainTable>
      <ConfirmDialog
        isOpen={revoking !== null}
        onOpenChange={(open) => (open ? undefined : setRevoking(null))}
        title={t`Revoke API token`}
        actionLabel={t`Revoke`}
        isPending={revoke.isPending}
        onAction={async () => {
          if (!revoking) return;
          try {
            await revoke.mutateAsync({ id: revoking.id });
            const name = revoking.name;
            toast.success(t`API token revoked`, t`Scripts using “${name}” can no longer sign in with it.`);
          } catch (error) {
            toast.error(t`Error revoking API token`, errorMessage(error), { durationMs: longToastMs });
            throw error;
          }
        }}
      >
        <Trans>Revoke “{revokingName}”? Anything using it stops working at once. This cannot be undone.</Trans>
      </ConfirmDialog>
    </>
  );
}
