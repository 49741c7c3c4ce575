import { createFileRoute } from '@tanstack/react-router';
import type { Category } from '@lug/domain/categories';
import { orderCategoriesAsTree } from '@lug/domain/categories-helpers';
import { EditIcon, PlusIcon } from '../../../components/action-icons';
import {
  ConfirmDeleteDialog,
  DeleteRowButton,
  ListBody,
  ListTable,
  OptionalText,
  RowActionLink,
  RowActions,
  useConfirmDelete,
} from '../../../components/catalogue/list-page';
import { PageHeader } from '../../../components/page-header';
import { Badge } from '../../../components/ui/badge';
import { ButtonLink } from '../../../components/ui/link';
import { categoryMessages } from '../../../features/categories/messages';
import { useOrganization } from '../../../features/organizations/use-organization';
import { organizationLoader } from '../../../lib/route-loader';
import { titleHead } from '../../../lib/title';
import { trpc } from '../../../lib/trpc';
import { useErrorToast } from '../../../lib/use-error-toast';

export const Route = createFileRoute('/platform/categories/')({
  loader: organizationLoader((trpc, organization_id) => [trpc.categories.list.prefetch({ organization_id })]),
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
  const deletion = useConfirmDelete<Category>({
    remove: (category) => remove.mutateAsync({ organization_id: organizationId, id: category.id }),
    deleted: categoryMessages.deleted,
    failed: categoryMessages.errorDeleting,
    onDeleted: () =>
      Promise.all([utils.categories.invalidate(), utils.activities.invalidate(), utils.participationRoles.invalidate()]),
  });
  const nameOf = new Map((categories.data ?? []).map((c) => [c.id, c.name]));

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

      <ListBody query={categories} loadingLabel="Loading categories" errorTitle={categoryMessages.errorFetching}>
        {(data) => (
          <ListTable
            aria-label="Categories"
            rows={orderCategoriesAsTree(data)}
            empty="No categories yet."
            columns={[
              {
                id: 'name',
                header: 'Category Name',
                isRowHeader: true,
                cell: (category) => (
                  <div className="flex flex-col" style={{ paddingInlineStart: `${category.depth * 1.25}rem` }}>
                    <span className="font-medium">{category.name}</span>
                    {category.parent_id !== null && nameOf.has(category.parent_id) ? (
                      <span className="text-xs text-fg-subtle">in {nameOf.get(category.parent_id)}</span>
                    ) : null}
                  </div>
                ),
              },
              {
                id: 'description',
                header: 'Description',
                className: 'max-w-md',
                cell: (category) => <OptionalText>{category.description}</OptionalText>,
              },
              { id: 'activities', header: 'Activities', cell: (category) => <Badge>{category.activitiesCount}</Badge> },
            ]}
            actions={(category) =>
              canManage ? (
                <RowActions>
                  <RowActionLink
                    to="/platform/categories/$id/edit"
                    params={{ id: category.id }}
                    aria-label={`Edit ${category.name}`}
                  >
                    <EditIcon />
                  </RowActionLink>
                  <DeleteRowButton name={category.name} onPress={() => deletion.ask(category)} />
                </RowActions>
              ) : null
            }
          />
        )}
      </ListBody>

      <ConfirmDeleteDialog state={deletion} title={categoryMessages.deleteTitle}>
        {(category) => <DeleteCategoryQuestion category={category} categories={categories.data ?? []} />}
      </ConfirmDeleteDialog>
    </div>
  );
}

/** The question, and what becomes of the category's activities and subcategories. */
function DeleteCategoryQuestion({ category, categories }: { category: Category; categories: Category[] }) {
  const childCount = categories.filter((c) => c.parent_id === category.id).length;
  return (
    <>
      <p>{categoryMessages.deleteQuestion}</p>
      {category.activitiesCount > 0 || childCount > 0 ? (
        <p className="mt-2">
          {category.activitiesCount > 0
            ? `Its ${category.activitiesCount} ${category.activitiesCount === 1 ? 'activity keeps' : 'activities keep'} existing without a category. `
            : ''}
          {childCount > 0 ? `Its ${childCount === 1 ? 'subcategory moves' : `${childCount} subcategories move`} up a level.` : ''}
        </p>
      ) : null}
    </>
  );
}
