import { t } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import type { Category } from '@lug/domain/categories';
import { orderCategoriesAsTree } from '@lug/domain/categories-helpers';
import { EditDeleteActions, ListPage, OptionalText, useListRows } from '../../../components/catalogue/list-page';
import { screenError } from '../../../components/screen-error';
import { Badge } from '../../../components/ui/badge';
import { categoryQueries, useDeleteCategory } from '../../../features/categories/api';
import { categoryMessages } from '../../../features/categories/messages';
import { useOrganization } from '../../../features/organizations/use-organization';
import { loadOrganization } from '../../../lib/route-loader';
import { titleHead } from '../../../lib/title';

export const Route = createFileRoute('/platform/categories/')({
  loader: loadOrganization((queryClient, organizationId) => [
    queryClient.ensureQueryData(categoryQueries.list(organizationId)),
  ]),
  head: () => titleHead(t`Categories`),
  errorComponent: (props) => screenError({ heading: t`Categories`, title: categoryMessages.errorFetching })(props),
  component: CategoriesPage,
});

function CategoriesPage() {
  const { t } = useLingui();
  const { organizationId, can } = useOrganization();
  const canManage = can('activities.manage');
  const categories = useListRows(categoryQueries.list(organizationId), categoryMessages.errorFetching());
  const nameOf = new Map(categories.map((c) => [c.id, c.name]));
  const remove = useDeleteCategory();

  return (
    <ListPage
      deletion={{
        remove,
        organizationId,
        toasts: { deleted: categoryMessages.deleted(), failed: categoryMessages.errorDeleting() },
        title: categoryMessages.deleteTitle(),
        question: (category: Category) => <DeleteCategoryQuestion category={category} categories={categories} />,
      }}
      title={t`Categories`}
      description={t`Group your activities: meetings, exhibitions, build days…`}
      create={canManage ? { to: '/platform/categories/create', label: t`Create Category` } : null}
      table={{
        'aria-label': t`Categories`,
        rows: orderCategoriesAsTree(categories),
        empty: t`No categories yet.`,
        columns: [
          {
            id: 'name',
            header: t`Category Name`,
            isRowHeader: true,
            cell: (category) => {
              const parent = category.parent_id === null ? undefined : nameOf.get(category.parent_id);
              return (
                <div className="flex flex-col" style={{ paddingInlineStart: `${category.depth * 1.25}rem` }}>
                  <span className="font-medium">{category.name}</span>
                  {parent !== undefined ? (
                    <span className="text-xs text-fg-subtle">
                      <Trans>in {parent}</Trans>
                    </span>
                  ) : null}
                </div>
              );
            },
          },
          {
            id: 'description',
            header: t`Description`,
            className: 'max-w-md',
            cell: (category) => <OptionalText>{category.description}</OptionalText>,
          },
          { id: 'activities', header: t`Activities`, cell: (category) => <Badge>{category.activitiesCount}</Badge> },
        ],
        actions: (category, askDelete) =>
          canManage ? (
            <EditDeleteActions
              name={category.name}
              edit={{ to: '/platform/categories/$id/edit', id: category.id }}
              onDelete={askDelete}
            />
          ) : null,
      }}
    />
  );
}

/** The question, and what becomes of the category's activities and subcategories. */
function DeleteCategoryQuestion({ category, categories }: { category: Category; categories: Category[] }) {
  const childCount = categories.filter((c) => c.parent_id === category.id).length;
  const activityCount = category.activitiesCount;
  return (
    <>
      <p>{categoryMessages.deleteQuestion()}</p>
      {activityCount > 0 || childCount > 0 ? (
        <p className="mt-2">
          {activityCount > 0 ? (
            <Plural
              value={activityCount}
              one="Its # activity keeps existing without a category."
              other="Its # activities keep existing without a category."
            />
          ) : null}
          {activityCount > 0 && childCount > 0 ? ' ' : null}
          {childCount > 0 ? (
            <Plural
              value={childCount}
              one="Its subcategory moves up a level."
              other="Its # subcategories move up a level."
            />
          ) : null}
        </p>
      ) : null}
    </>
  );
}
