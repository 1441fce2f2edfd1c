import { z } from 'zod';
import { emailSchema } from '../validation/field-schemas.ts';
import { instantSchema, prefixedId, textField } from './common.ts';
import { teamRoleSchema, userIdSchema } from './users.ts';

export const teamIdSchema = prefixedId('team');
export const invitationIdSchema = prefixedId('inv');

/** Roles a master or admin can give; `master` only moves by transfer. */
export const assignableRoleSchema = z.enum(['admin', 'member']);

export const teamMemberSchema = z.object({
  id: userIdSchema,
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  role: teamRoleSchema,
  joinedAt: instantSchema,
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

/** `GET /api/teams/me`. */
export const teamSchema = z
  .object({
    id: teamIdSchema,
    name: z.string(),
    myRole: teamRoleSchema,
    createdAt: instantSchema,
    members: z.array(teamMemberSchema),
  })
  .meta({ id: 'Team' });
export type Team = z.infer<typeof teamSchema>;

export const updateTeamRequestSchema = z.strictObject({ name: textField(100) });

export const INVITATION_STATUSES = ['pending', 'accepted', 'declined', 'canceled', 'expired'] as const;
export const invitationStatusSchema = z.enum(INVITATION_STATUSES);

export const invitationSchema = z
  .object({
    id: invitationIdSchema,
    team: z.object({ id: teamIdSchema, name: z.string() }),
    email: z.string(),
    role: assignableRoleSchema,
    status: invitationStatusSchema,
    invitedBy: z.object({ id: userIdSchema, name: z.string() }),
    createdAt: instantSchema,
    expiresAt: instantSchema,
    respondedAt: instantSchema.nullable(),
  })
  .meta({ id: 'Invitation' });
export type Invitation = z.infer<typeof invitationSchema>;

export const invitationListSchema = z.object({ items: z.array(invitationSchema) });

/** `POST /api/teams/me/invitations` (master/admin): the invitee gets an e-mail; expires in 7 days. */
export const createInvitationRequestSchema = z.strictObject({
  email: emailSchema,
  role: assignableRoleSchema,
});

export const updateMemberRoleRequestSchema = z.strictObject({ role: assignableRoleSchema });
export const transferMasterRequestSchema = z.strictObject({ userId: userIdSchema });

export const memberParamsSchema = z.strictObject({ userId: z.string().max(60) });
export const invitationParamsSchema = z.strictObject({ id: z.string().max(60) });
