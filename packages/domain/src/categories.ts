import { z } from 'zod';
import { description, id, organizationId, requiredText } from './common';
import { formOptionalId, optionalId } from './optional-fields';
import { categoryNameMax } from './categories-helpers';

// The zod-free limit, messages and tree (the web screens import them from there).
export * from './categories-helpers';

const categoryFieldSchemas = {
  name: requiredText('Name', categoryNameMax),
  description,
  parent_id: optionalId,
};

/** The fields of the category form as the form submits them (the parent select's id as text). */
export const categoryFields = z.object({ ...categoryFieldSchemas, parent_id: formOptionalId });
export type CategoryFields = z.output<typeof categoryFields>;

export const createCategoryInput = z.object({ organization_id: organizationId, ...categoryFieldSchemas });
export type CreateCategoryInput = z.output<typeof createCategoryInput>;

/** Fields left out keep their value; `parent_id: null` makes it a top-level category. */
export const updateCategoryInput = z.object({
  organization_id: organizationId.optional(),
  id,
  name: categoryFieldSchemas.name.optional(),
  description: categoryFieldSchemas.description,
  parent_id: categoryFieldSchemas.parent_id,
});
export type UpdateCategoryInput = z.output<typeof updateCategoryInput>;

export const listCategoriesInput = z.object({ organization_id: organizationId });
/** One category: the row names its organisation (`organization_id` may agree). */
export const categoryRef = z.object({ organization_id: organizationId.optional(), id });

const rowId = z.number().int();

export const category = z.object({
  id: rowId,
  organization_id: rowId,
  name: z.string(),
  description: z.string().nullable(),
  parent_id: rowId.nullable(),
  activitiesCount: z.number().int(),
});
export type Category = z.infer<typeof category>;
