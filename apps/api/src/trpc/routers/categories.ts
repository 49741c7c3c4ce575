import { z } from 'zod';
import {
  category,
  categoryRef,
  createCategoryInput,
  listCategoriesInput,
  updateCategoryInput,
} from '@lug/domain/categories';
import * as categories from '../../services/categories';
import { router } from '../init';
import { scopedProcedure } from '../scope';

export const categoriesRouter = router({
  list: scopedProcedure(listCategoriesInput, { field: 'organization_id' })
    .output(z.array(category))
    .query(({ ctx }) => categories.listCategories(ctx.db, ctx.scope)),

  get: scopedProcedure(categoryRef, { row: 'category', id: 'id' })
    .output(category)
    .query(({ ctx, input }) => categories.getCategory(ctx.db, ctx.scope, input.id)),

  create: scopedProcedure(createCategoryInput, { field: 'organization_id' }, 'activities.manage')
    .output(category)
    .mutation(({ ctx, input }) => categories.createCategory(ctx, ctx.scope, input)),

  update: scopedProcedure(updateCategoryInput, { row: 'category', id: 'id' }, 'activities.manage')
    .output(category)
    .mutation(({ ctx, input }) => categories.updateCategory(ctx, ctx.scope, input)),

  delete: scopedProcedure(categoryRef, { row: 'category', id: 'id' }, 'activities.manage')
    .output(z.void())
    .mutation(async ({ ctx, input }) => {
      await categories.deleteCategory(ctx, ctx.scope, input.id);
    }),
});
