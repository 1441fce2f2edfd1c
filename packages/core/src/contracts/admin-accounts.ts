import { z } from 'zod';
import type { Language } from '../i18n/language.ts';
import { deepFreeze } from '../internal/deep-freeze.ts';
import { adminUserSchema } from './admin.ts';
import { instantSchema, languageSchema, pageOf, pageQuerySchema } from './common.ts';
import { invitationSchema } from './teams.ts';
import { managerSchema, teamRoleSchema, userIdSchema } from './users.ts';

// Customers and teams as staff see them (issue 17): every team, its members with roles, the staff
// assigned to look after each customer (forwarding, export forwarding, fulfillment — the names
// the chat widget and my page show), and the team's invitations.

/** The three staff roles a customer may be assigned (SPEC §3's three manager names). */
export const MANAGER_ROLES = ['forwarding', 'exportForwarding', 'fulfillment'] as const;
export type ManagerRole = (typeof MANAGER_ROLES)[number];

export const assignedManagersSchema = z.object({
  forwarding: managerSchema.nullable(),
  exportForwarding: managerSchema.nullable(),
  fulfillment: managerSchema.nullable(),
});
export type AssignedManagers = z.infer<typeof assignedManagersSchema>;

/**
 * `PUT /api/admin/users/{id}/managers` and `PUT /api/admin/teams/{id}/managers`: the staff member
 * for each role, or null for nobody. Every role is given, so the body says the whole assignment.
 */
export const putManagersRequestSchema = z.strictObject({
  forwarding: userIdSchema.nullable(),
  exportForwarding: userIdSchema.nullable(),
  fulfillment: userIdSchema.nullable(),
});
export type PutManagersRequest = z.infer<typeof putManagersRequestSchema>;

/** `GET /api/admin/users/{id}`: the account, its language, managers and open sessions. */
export const adminUserDetailSchema = adminUserSchema
  .extend({
    locale: languageSchema,
    managers: assignedManagersSchema,
    /** Sessions not ended (logged in somewhere). */
    activeSessions: z.number().int(),
  })
  .meta({ id: 'AdminUserDetail' });
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;

/** `GET /api/admin/teams?query=&page=&size=`: by team name, or a member's name, e-mail or company. */
export const adminTeamListQuerySchema = pageQuerySchema.extend({ query: z.string().max(100).optional() });
export type AdminTeamListQuery = z.input<typeof adminTeamListQuerySchema>;

export const adminTeamSummarySchema = z
  .object({
    id: z.string(),
    name: z.string(),
    master: z.object({ id: z.string(), name: z.string(), email: z.string() }).nullable(),
    memberCount: z.number().int(),
    pendingInvitations: z.number().int(),
    createdAt: instantSchema,
  })
  .meta({ id: 'AdminTeamSummary' });
export type AdminTeamSummary = z.infer<typeof adminTeamSummarySchema>;
export const adminTeamPageSchema = pageOf(adminTeamSummarySchema);

export const adminTeamMemberSchema = z.object({
  id: userIdSchema,
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  company: z.string().nullable(),
  role: teamRoleSchema,
  joinedAt: instantSchema,
  disabledAt: instantSchema.nullable(),
  lastLoginAt: instantSchema.nullable(),
  managers: assignedManagersSchema,
});
export type AdminTeamMember = z.infer<typeof adminTeamMemberSchema>;

/** `GET /api/admin/teams/{id}`: members master first, and every invitation, pending first. */
export const adminTeamDetailSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    createdAt: instantSchema,
    members: z.array(adminTeamMemberSchema),
    invitations: z.array(invitationSchema),
  })
  .meta({ id: 'AdminTeamDetail' });
export type AdminTeamDetail = z.infer<typeof adminTeamDetailSchema>;

export const adminTeamParamsSchema = z.strictObject({ id: z.string().max(60) });
export const adminInvitationParamsSchema = z.strictObject({
  id: z.string().max(60),
  invitationId: z.string().max(60),
});

/** Why a field of a staff request was refused, in the caller's language. */
export interface AdminFieldMessages {
  readonly notStaff: string;
  readonly deadlineNotLater: string;
  readonly deadlineTooFar: string;
}

export const ADMIN_FIELD_MESSAGES: Readonly<Record<Language, AdminFieldMessages>> = deepFreeze({
  ko: {
    notStaff: '바로 직원 계정만 담당자로 지정할 수 있습니다',
    deadlineNotLater: '지금 마감보다 뒤의 시각을 입력해 주세요',
    deadlineTooFar: '마감은 지금부터 30일 안으로만 늘릴 수 있습니다',
  },
  en: {
    notStaff: 'Only a Baro staff account can be assigned',
    deadlineNotLater: 'Enter a time after the current deadline',
    deadlineTooFar: 'A deadline can be moved at most 30 days ahead',
  },
});
