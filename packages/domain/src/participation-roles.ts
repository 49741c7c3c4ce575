import { z } from 'zod';
import { description, id, organizationId, requiredText } from './common';
import { formOptionalId, optionalId } from './optional-fields';
import {
  defaultParticipationRolePoints,
  defaultParticipationRoleStatus,
  participationRoleNameMax,
  participationRolePointsMax,
  participationRoleStatuses,
} from './participation-roles-helpers';
import { issue } from './words';

// The zod-free constants, labels and messages (the web screens import them from there).
export * from './participation-roles-helpers';

/** Points on the wire: a whole number, 0 or more. */
export const points = z
  .number({
    error: (issue) =>
      issue.input === undefined || issue.input === null ? 'Points is required' : 'Points must be a number',
  })
  .int(issue('schema.pointsMustBeAWholeNumber', 'Points must be a whole number'))
  .min(0, issue('schema.pointsMustBeOrMore', 'Points must be 0 or more'))
  .max(
    participationRolePointsMax,
    issue(
      'schema.pointsMustBeParticipationrolepointsmaxOrLess',
      'Points must be {participationRolePointsMax} or less',
      { participationRolePointsMax },
    ),
  );

/** Points as the form's number field submits them (text); forms only. */
const formPoints = z.preprocess(
  (value) =>
    typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value)
      ? Number(value.trim())
      : value === ''
        ? null
        : value,
  points,
);

const statusSchema = z.enum(
  participationRoleStatuses,
  issue('schema.statusMustBeActiveOrInactive', 'Status must be active or inactive'),
);

const participationRoleFieldSchemas = {
  name: requiredText('Name', participationRoleNameMax),
  points,
  description,
  category_id: optionalId,
  status: statusSchema,
};

/** The fields of the participation role form as the form submits them (numbers as text). */
export const participationRoleFields = z.object({
  ...participationRoleFieldSchemas,
  category_id: formOptionalId,
  points: formPoints.default(defaultParticipationRolePoints),
  status: statusSchema.default(defaultParticipationRoleStatus),
});
export type ParticipationRoleFields = z.output<typeof participationRoleFields>;

export const createParticipationRoleInput = z.object({
  organization_id: organizationId,
  ...participationRoleFieldSchemas,
  points: points.default(defaultParticipationRolePoints),
  status: statusSchema.default(defaultParticipationRoleStatus),
});
export type CreateParticipationRoleInput = z.output<typeof createParticipationRoleInput>;

/** Fields left out keep their value. */
export const updateParticipationRoleInput = z.object({
  /** Optional: the role names its organisation; when sent, it must be the role's. */
  organization_id: organizationId.optional(),
  id,
  name: participationRoleFieldSchemas.name.optional(),
  points: points.optional(),
  description: participationRoleFieldSchemas.description,
  category_id: participationRoleFieldSchemas.category_id,
  status: statusSchema.optional(),
});
export type UpdateParticipationRoleInput = z.output<typeof updateParticipationRoleInput>;

export const listParticipationRolesInput = z.object({ organization_id: organizationId });
/** One participation role: the row names its organisation (`organization_id` may agree). */
export const participationRoleRef = z.object({ organization_id: organizationId.optional(), id });

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
