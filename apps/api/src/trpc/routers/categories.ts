import { z } from 'zod';
import {
  category,
  categoryRef,
  createCategoryInput,
  listCategoriesInput,
  updateCategoryInput,
} from '@lug/domain/categories';
import * as categories from '../../services/categories';
import { orgProcedure, router } from '../init';

export const categoriesRouter = router({
  list: orgProcedure()
    .input(listCategoriesInput)
    .output(z.array(category))
    .query(({ ctx, input }) => categories.listCategories(ctx.db, input.organization_id)),

  get: orgProcedure()
    .input(categoryRef)
    .output(category)
    .query(({ ctx, input }) => categories.getCategory(ctx.db, input.organization_id, input.id)),

  create: orgProcedure('activities.manage')
    .input(createCategoryInput)
    .output(category)
    .mutation(({ ctx, input }) => categories.createCategory(ctx, ctx.membership, input)),

  update: orgProcedure('activities.manage')
    .input(updateCategoryInput)
    .output(category)
    .mutation(({ ctx, input }) => categories.updateCategory(ctx, ctx.membership, input)),

  delete: orgProcedure('activities.manage')
    .input(categoryRef)
    .output(z.void())
    .mutation(async ({ ctx, input }) => {
      await categories.deleteCategory(ctx, ctx.membership, input.id);
    }),
});
