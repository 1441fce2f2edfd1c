import { z } from 'zod';
import { emailSchema } from '../validation/field-schemas.ts';
import { instantSchema, prefixedId, textField } from './common.ts';
import { teamRoleSchema, userIdSchema } from './users.ts';

export const teamIdSchema = prefixedId('team');
export const invitationIdSchema = prefixedId('inv');

/** Roles a master or admin can give; `master` only moves by transfer. */
export const assignableRoleSchema = z.enum(['admin', 'member']);
export type AssignableRole = z.infer<typeof assignableRoleSchema>;

export const teamMemberSchema = z.object({
  id: userIdSchema,
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  role: teamRoleSchema,
  joinedAt: instantSchema,
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

/**
 * `GET /api/teams/me` (and the answer of every team change): members sorted master, admins,
 * members, then by name; `myRole` is the caller's.
 */
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

/** Longest team name, characters (the team name form counts against it). */
export const MAX_TEAM_NAME_LENGTH = 100;

/** `PATCH /api/teams/me` (master/admin). */
export const updateTeamRequestSchema = z.strictObject({ name: textField(MAX_TEAM_NAME_LENGTH) });
export type UpdateTeamRequest = z.infer<typeof updateTeamRequestSchema>;

export const INVITATION_STATUSES = ['pending', 'accepted', 'declined', 'canceled', 'expired'] as const;
/** `expired` is reported for a pending invitation past its `expiresAt`. */
export const invitationStatusSchema = z.enum(INVITATION_STATUSES);
export type InvitationStatus = z.infer<typeof invitationStatusSchema>;

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

/**
 * `GET /api/teams/me/invitations` (the team's, pending first, then newest first) and
 * `GET /api/users/me/invitations` (pending, unexpired, addressed to the caller).
 */
export const invitationListSchema = z.object({ items: z.array(invitationSchema) });
export type InvitationList = z.infer<typeof invitationListSchema>;

/** `POST /api/teams/me/invitations` (master/admin): the invitee gets an e-mail; expires in 7 days. */
export const createInvitationRequestSchema = z.strictObject({
  email: emailSchema,
  role: assignableRoleSchema,
});
export type CreateInvitationRequest = z.infer<typeof createInvitationRequestSchema>;

/** `PATCH /api/teams/me/members/{userId}`: master changes anyone but themselves, admin only members. */
export const updateMemberRoleRequestSchema = z.strictObject({ role: assignableRoleSchema });
export type UpdateMemberRoleRequest = z.infer<typeof updateMemberRoleRequestSchema>;

/** `POST /api/teams/me/transfer` (master): the target becomes master, the old master admin. */
export const transferMasterRequestSchema = z.strictObject({ userId: userIdSchema });
export type TransferMasterRequest = z.infer<typeof transferMasterRequestSchema>;

// Path ids are only bounded, not pattern-checked: a malformed id is simply not found (404).
export const memberParamsSchema = z.strictObject({ userId: z.string().max(60) });
export const invitationParamsSchema = z.strictObject({ id: z.string().max(60) });
