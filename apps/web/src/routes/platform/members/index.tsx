import { useEffect } from 'react';
import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import type { Member } from '@lug/domain/members';
import { PlusIcon } from '../../../components/action-icons';
import { ConfirmDeleteDialog, useConfirmDelete } from '../../../components/catalogue/list-page';
import { PageHeader } from '../../../components/page-header';
import { screenError } from '../../../components/screen-error';
import { ButtonLink, Link } from '../../../components/ui/link';
import { Pagination, paginationNouns } from '../../../components/ui/pagination';
import { Select, SelectItem } from '../../../components/ui/select';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { PendingInvitations } from '../../../features/invitations/pending-invitations';
import { memberQueries, useDeleteMember } from '../../../features/members/api';
import { warmDateFormat } from '../../../features/organizations/use-format-date';
import { ExportMembersButton } from '../../../features/members/export-members-button';
import {
  membersIndexPageSize,
  membersLastPage,
  membersListInput,
  readMembersSearch,
  type MembersSearch,
} from '../../../features/members/list-search';
import { MembersTable } from '../../../features/members/members-table';
import { ResendWelcome } from '../../../features/members/resend-welcome';
import { useAddressSearch } from '../../../features/members/use-address-search';
import { memberMessages } from '../../../features/members/words';
import { useOrganization } from '../../../features/organizations/use-organization';
import { titleHead } from '../../../lib/title';
import { useErrorToast } from '../../../lib/use-error-toast';

/**
 * Members (docs/product/members.md#members-list): one page of 50 at a time, searched, filtered by
 * role or "never signed in" and sorted by the server (decision 11); the search, filters, sort and
 * page are in the address. With "Never signed in", managers resend the welcome to the page shown.
 * The loader awaits the address's page; the role filter and the invitations come as they can.
 */
export const Route = createFileRoute('/platform/members/')({
  validateSearch: readMembersSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps }) => {
    const organization = context.organization;
    if (!organization) return;
    const { queryClient } = context;
    await Promise.all([
      queryClient.ensureQueryData(memberQueries.list(membersListInput(organization.id, deps))),
      queryClient.prefetchQuery(memberQueries.roles(organization.id)),
      organization.permissions.includes('members.manage')
        ? queryClient.prefetchQuery(memberQueries.invitations(organization.id))
        : undefined,
      warmDateFormat(queryClient, organization.id),
    ]);
  },
  head: () => titleHead(t`Members`),
  errorComponent: (props) => screenError({ heading: t`Members`, title: memberMessages.loadListFailed })(props),
  component: MembersPage,
});

const allRoles = 'all';
const everyone = 'everyone';

function MembersPage() {
  const { t } = useLingui();
  const { organization, organizationId, can } = useOrganization();
  const organizationName = organization.name;
  const canManage = can('members.manage');
  const search = Route.useSearch();
  const navigate = useNavigate({ from: '/platform/members/' });
  const setSearch = (change: Partial<MembersSearch>, replace = false) =>
    void navigate({ search: (prev) => ({ ...prev, page: undefined, ...change }), replace });
  const input = membersListInput(organizationId, search);
  // Typing, sorting and paging change the address: the last page stays on screen (dimmed) until
  // the next arrives, rather than the table blanking while it loads (the loader awaits the first).
  const members = useQuery({ ...memberQueries.list(input), placeholderData: keepPreviousData });
  const roles = useQuery(memberQueries.roles(organizationId));
  useErrorToast(members.error, t(memberMessages.loadListFailed), { fallback: t(memberMessages.loadListFallback) });
  useErrorToast(roles.error, t(memberMessages.loadRolesFailed));
  const [text, setText] = useAddressSearch(search.q, (q) => setSearch({ q: q.trim() ? q : undefined }, true));

  const remove = useDeleteMember();
  const deletion = useConfirmDelete<Member>({
    remove,
    organizationId,
    toasts: { deleted: t(memberMessages.deleted), failed: t(memberMessages.deleteFailed) },
  });

  // A page past the end (the last member of the last page deleted, an old link): go to the last one.
  const page = members.data;
  const lastPage = page ? membersLastPage(page.total) : undefined;
  useEffect(() => {
    if (members.isPlaceholderData || !page || page.members.length > 0 || page.total === 0 || lastPage === undefined)
      return;
    if ((search.page ?? 1) > lastPage) {
      void navigate({ search: (prev) => ({ ...prev, page: lastPage > 1 ? lastPage : undefined }), replace: true });
    }
  }, [members.isPlaceholderData, page, lastPage, search.page, navigate]);

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t`Members`}
        description={t`Everyone in ${organizationName}.`}
        actions={
          canManage ? (
            <>
              <ExportMembersButton organizationId={organizationId} />
              <ButtonLink to="/platform/members/import" variant="secondary">
                <Trans>Import CSV</Trans>
              </ButtonLink>
              <ButtonLink to="/platform/members/create">
                <PlusIcon />
                <Trans>Add Member</Trans>
              </ButtonLink>
            </>
          ) : null
        }
      />

      {canManage ? <PendingInvitations organizationId={organizationId} /> : null}

      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <Select
          label={t`Role`}
          className="sm:w-64"
          value={search.role === undefined ? allRoles : String(search.role)}
          onChange={(key) => setSearch({ role: key === allRoles || key === null ? undefined : Number(key) })}
        >
          <SelectItem id={allRoles}>{t`All Roles`}</SelectItem>
          {(roles.data ?? []).map((role) => (
            <SelectItem key={role.id} id={String(role.id)}>
              {role.name}
            </SelectItem>
          ))}
        </Select>
        <Select
          label={t`Signed in`}
          className="sm:w-56"
          value={search.signin ?? everyone}
          onChange={(key) => setSearch({ signin: key === 'never' ? 'never' : undefined })}
        >
          <SelectItem id={everyone}>{t`Everyone`}</SelectItem>
          <SelectItem id="never">{t`Never signed in`}</SelectItem>
        </Select>
        <TextField
          label={t`Search`}
          type="search"
          className="sm:w-72"
          value={text}
          onChange={setText}
          maxLength={100}
          placeholder={t`Name or email`}
        />
        {members.isFetching ? (
          <div className="flex items-center sm:ms-auto sm:self-center">
            <Spinner size="sm" label={t`Updating members`} />
          </div>
        ) : null}
      </div>

      {page && canManage && search.signin === 'never' ? (
        <ResendWelcome organizationId={organizationId} memberIds={page.members.map((member) => member.id)} />
      ) : null}

      {page ? (
        <div className="flex flex-col gap-3">
          <MembersTable
            page={page}
            sort={search}
            onSortChange={(sort) => setSearch(sort)}
            filtered={input.q !== undefined || input.role_id !== undefined || input.never_signed_in !== undefined}
            isBusy={members.isPlaceholderData}
            canManage={canManage}
            onDelete={deletion.ask}
          />
          {page.total > 0 ? (
            <Pagination
              offset={input.offset}
              limit={membersIndexPageSize}
              total={page.total}
              noun={paginationNouns.members}
              isBusy={members.isPlaceholderData}
              onOffsetChange={(offset) => {
                const next = Math.floor(offset / membersIndexPageSize) + 1;
                setSearch({ page: next > 1 ? next : undefined });
              }}
            />
          ) : null}
        </div>
      ) : null}

      <ConfirmDeleteDialog
        state={deletion}
        title={t(memberMessages.deleteConfirmTitle)}
        question={(member) => {
          const name = `${member.first_name} ${member.last_name}`;
          return (
            <Trans>
              Are you sure you want to remove <strong className="text-fg">{name}</strong> from {organizationName}? Their
              account and participation history stay; they lose access to this organization.
            </Trans>
          );
        }}
      />
      <p className="text-sm text-fg-subtle">
        <Trans>
          Your own display name, biography and links: <Link to="/platform/profile">My profile</Link>.
        </Trans>
      </p>
    </div>
  );
}
