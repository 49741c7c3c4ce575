import { useState } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import type { Category } from '@lug/domain/categories';
import { orderCategoriesAsTree } from '@lug/domain/categories-helpers';
import { DeleteIcon, EditIcon, PlusIcon } from '../../../components/action-icons';
import { PageHeader } from '../../../components/page-header';
import { QueryError } from '../../../components/query-error';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/dialog';
import { ButtonLink } from '../../../components/ui/link';
import { PageSpinner } from '../../../components/ui/spinner';
import { Cell, Column, Row, Table, TableBody, TableHeader } from '../../../components/ui/table';
import { categoryMessages } from '../../../features/categories/messages';
import { useOrganization } from '../../../features/organizations/use-organization';
import { titleHead } from '../../../lib/title';
import { toast } from '../../../lib/toast';
import { errorMessage, trpc } from '../../../lib/trpc';
import { useErrorToast } from '../../../lib/use-error-toast';

export const Route = createFileRoute('/platform/categories/')({
  loader: async ({ context }) => {
    const organizationId = context.organization?.id;
    if (!organizationId) return;
    await context.queryClient.prefetchQuery(
      context.trpc.categories.list.queryOptions({ organization_id: organizationId }),
    );
  },
  head: () => titleHead('Categories'),
  component: CategoriesPage,
});

function CategoriesPage() {
  const { organizationId, can } = useOrganization();
  const canManage = can('activities.manage');
  const categories = trpc.categories.list.useQuery({ organization_id: organizationId });
  useErrorToast(categories.error, categoryMessages.errorFetching);
  const utils = trpc.useUtils();
  const remove = trpc.categories.delete.useMutation();
  const [toDelete, setToDelete] = useState<Category | null>(null);
  const rows = orderCategoriesAsTree(categories.data ?? []);
  const nameOf = new Map((categories.data ?? []).map((c) => [c.id, c.name]));
  const childCount = toDelete ? (categories.data ?? []).filter((c) => c.parent_id === toDelete.id).length : 0;

  async function confirmDelete() {
    if (!toDelete) return;
    try {
      await remove.mutateAsync({ organization_id: organizationId, id: toDelete.id });
      toast.success(categoryMessages.deleted);
      await Promise.all([
        utils.categories.invalidate(),
        utils.activities.invalidate(),
        utils.participationRoles.invalidate(),
      ]);
    } catch (error) {
      toast.error(categoryMessages.errorDeleting, errorMessage(error));
      throw error;
    }
  }

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Categories"
        description="Group your activities: meetings, exhibitions, build days…"
        actions={
          canManage ? (
            <ButtonLink to="/platform/categories/create">
              <PlusIcon />
              Create Category
            </ButtonLink>
          ) : null
        }
      />

      {categories.isPending ? (
        <PageSpinner label="Loading categories" />
      ) : categories.isLoadingError ? (
        <QueryError
          title={categoryMessages.errorFetching}
          error={categories.error}
          onRetry={() => void categories.refetch()}
        />
      ) : (
        <Table aria-label="Categories">
          <TableHeader>
            <Column isRowHeader>Category Name</Column>
            <Column>Description</Column>
            <Column>Activities</Column>
            <Column>
              <span className="sr-only sm:not-sr-only">Actions</span>
            </Column>
          </TableHeader>
          <TableBody
            items={rows}
            renderEmptyState={() => <p className="px-4 py-10 text-center text-sm text-fg-muted">No categories yet.</p>}
          >
            {(category) => (
              <Row id={category.id}>
                <Cell>
                  <div className="flex flex-col" style={{ paddingInlineStart: `${category.depth * 1.25}rem` }}>
                    <span className="font-medium">{category.name}</span>
                    {category.parent_id !== null && nameOf.has(category.parent_id) ? (
                      <span className="text-xs text-fg-subtle">in {nameOf.get(category.parent_id)}</span>
                    ) : null}
                  </div>
                </Cell>
                <Cell className="max-w-md">
                  {category.description ? (
                    <span className="line-clamp-2 text-fg-muted">{category.description}</span>
                  ) : (
                    <span className="text-fg-subtle">—</span>
                  )}
                </Cell>
                <Cell>
                  <Badge>{category.activitiesCount}</Badge>
                </Cell>
                <Cell>
                  {canManage ? (
                    <div className="flex items-center justify-end gap-1">
                      <ButtonLink
                        to="/platform/categories/$id/edit"
                        params={{ id: category.id }}
                        variant="ghost"
                        size="icon"
                        aria-label={`Edit ${category.name}`}
                      >
                        <EditIcon />
                      </ButtonLink>
                      <Button
                        variant="ghost"
                        size="icon"
                        aria-label={`Delete ${category.name}`}
                        className="text-danger-text"
                        onPress={() => setToDelete(category)}
                      >
                        <DeleteIcon />
                      </Button>
                    </div>
                  ) : null}
                </Cell>
              </Row>
            )}
          </TableBody>
        </Table>
      )}

      <ConfirmDialog
        isOpen={toDelete !== null}
        onOpenChange={(open) => !open && setToDelete(null)}
        title={categoryMessages.deleteTitle}
        actionLabel="Delete"
        isPending={remove.isPending}
        onAction={confirmDelete}
      >
        <p>{categoryMessages.deleteQuestion}</p>
        {toDelete && (toDelete.activitiesCount > 0 || childCount > 0) ? (
          <p className="mt-2">
            {toDelete.activitiesCount > 0
              ? `Its ${toDelete.activitiesCount} ${toDelete.activitiesCount === 1 ? 'activity keeps' : 'activities keep'} existing without a category. `
              : ''}
            {childCount > 0
              ? `Its ${childCount === 1 ? 'subcategory moves' : `${childCount} subcategories move`} up a level.`
              : ''}
          </p>
        ) : null}
      </ConfirmDialog>
    </div>
  );
}
