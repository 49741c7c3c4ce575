import { z } from 'zod';
import { description, id, requiredText } from './common';
import { optionalId } from './optional-fields';
import {
  defaultParticipationRolePoints,
  defaultParticipationRoleStatus,
  participationRoleNameMax,
  participationRolePointsMax,
  participationRoleStatuses,
} from './participation-roles-helpers';

// The zod-free constants, labels and messages (the web screens import them from there).
export * from './participation-roles-helpers';

/** Points: a whole number, 0 or more. Digits from a form or query string are accepted. */
export const points = z.preprocess(
  (value) => (typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value) ? Number(value.trim()) : value),
  z
    .number({
      error: (issue) =>
        issue.input === '' || issue.input === null || (typeof issue.input === 'number' && Number.isNaN(issue.input))
          ? 'Points is required'
          : 'Points must be a number',
    })
    .int('Points must be a whole number')
    .min(0, 'Points must be 0 or more')
    .max(participationRolePointsMax, `Points must be ${participationRolePointsMax} or less`),
);

const statusSchema = z.enum(participationRoleStatuses, { error: 'Status must be active or inactive' });

const participationRoleFieldSchemas = {
  name: requiredText('Name', participationRoleNameMax),
  points,
  description,
  category_id: optionalId,
  status: statusSchema,
};

/** The fields of the participation role form, shared by the web form and the API. */
export const participationRoleFields = z.object({
  ...participationRoleFieldSchemas,
  points: points.default(defaultParticipationRolePoints),
  status: statusSchema.default(defaultParticipationRoleStatus),
});
export type ParticipationRoleFields = z.output<typeof participationRoleFields>;

export const createParticipationRoleInput = z.object({
  organization_id: id,
  ...participationRoleFieldSchemas,
  points: points.default(defaultParticipationRolePoints),
  status: statusSchema.default(defaultParticipationRoleStatus),
});
export type CreateParticipationRoleInput = z.output<typeof createParticipationRoleInput>;

/** Fields left out keep their value. */
export const updateParticipationRoleInput = z.object({
  organization_id: id,
  id,
  name: participationRoleFieldSchemas.name.optional(),
  points: points.optional(),
  description: participationRoleFieldSchemas.description,
  category_id: participationRoleFieldSchemas.category_id,
  status: statusSchema.optional(),
});
export type UpdateParticipationRoleInput = z.output<typeof updateParticipationRoleInput>;

export const listParticipationRolesInput = z.object({ organization_id: id });
export const participationRoleRef = z.object({ organization_id: id, id });

const rowId = z.number().int();

export const participationRole = z.object({
  id: rowId,
  organization_id: rowId,
  name: z.string(),
  points: z.number().int(),
  description: z.string().nullable(),
  category_id: rowId.nullable(),
  status: z.enum(participationRoleStatuses),
});
export type ParticipationRole = z.infer<typeof participationRole>;
