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
  head: () => titleHead('Categories'),
  errorComponent: screenError({ heading: 'Categories', title: categoryMessages.errorFetching }),
  component: CategoriesPage,
});

function CategoriesPage() {
  const { organizationId, can } = useOrganization();
  const canManage = can('activities.manage');
  const categories = useListRows(categoryQueries.list(organizationId), categoryMessages.errorFetching);
  const nameOf = new Map(categories.map((c) => [c.id, c.name]));
  const remove = useDeleteCategory();

  return (
    <ListPage
      deletion={{
        remove,
        organizationId,
        toasts: { deleted: categoryMessages.deleted, failed: categoryMessages.errorDeleting },
        title: categoryMessages.deleteTitle,
        question: (category: Category) => <DeleteCategoryQuestion category={category} categories={categories} />,
      }}
      title="Categories"
      description="Group your activities: meetings, exhibitions, build days…"
      create={canManage ? { to: '/platform/categories/create', label: 'Create Category' } : null}
      table={{
        'aria-label': 'Categories',
        rows: orderCategoriesAsTree(categories),
        empty: 'No categories yet.',
        columns: [
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
  return (
    <>
      <p>{categoryMessages.deleteQuestion}</p>
      {category.activitiesCount > 0 || childCount > 0 ? (
        <p className="mt-2">
          {category.activitiesCount > 0
            ? `Its ${category.activitiesCount} ${category.activitiesCount === 1 ? 'activity keeps' : 'activities keep'} existing without a category. `
            : ''}
          {childCount > 0
            ? `Its ${childCount === 1 ? 'subcategory moves' : `${childCount} subcategories move`} up a level.`
            : ''}
        </p>
      ) : null}
    </>
  );
}
