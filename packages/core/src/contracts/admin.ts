import { z } from 'zod';
import { instantSchema, pageOf, pageQuerySchema } from './common.ts';
import { customerTypeSchema, teamRoleSchema, userIdSchema, userKindSchema } from './users.ts';

/** `GET /api/admin/users?query=&kind=&page=&size=`: search by e-mail, name, company, phone or login id. */
export const adminUserListQuerySchema = pageQuerySchema.extend({
  query: z.string().max(100).optional(),
  kind: userKindSchema.optional(),
});

export const adminUserSchema = z
  .object({
    id: userIdSchema,
    kind: userKindSchema,
    email: z.string(),
    loginId: z.string().nullable(),
    name: z.string(),
    company: z.string().nullable(),
    phone: z.string().nullable(),
    customerType: customerTypeSchema.nullable(),
    team: z.object({ id: z.string(), name: z.string(), role: teamRoleSchema }).nullable(),
    partner: z.object({ id: z.string(), name: z.string() }).nullable(),
    warehouse: z.object({ id: z.string(), name: z.string() }).nullable(),
    disabledAt: instantSchema.nullable(),
    lastLoginAt: instantSchema.nullable(),
    createdAt: instantSchema,
  })
  .meta({ id: 'AdminUser' });
export type AdminUser = z.infer<typeof adminUserSchema>;
export const adminUserPageSchema = pageOf(adminUserSchema);

/** `POST /api/admin/users/{id}/disable` and `/enable`; an id of the wrong form is simply not found. */
export const adminUserParamsSchema = z.strictObject({ id: z.string().max(60) });

export const OUTBOX_STATUSES = ['queued', 'sent', 'failed'] as const;

/** `GET /api/admin/outbox`: every e-mail the service sent or tried to send, newest first. */
export const outboxMessageSchema = z
  .object({
    id: z.string(),
    to: z.string(),
    subject: z.string(),
    template: z.string(),
    locale: z.string(),
    text: z.string(),
    status: z.enum(OUTBOX_STATUSES),
    transport: z.enum(['outbox', 'smtp']),
    attempts: z.number().int(),
    error: z.string().nullable(),
    createdAt: instantSchema,
    sentAt: instantSchema.nullable(),
  })
  .meta({ id: 'OutboxMessage' });
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;
export const outboxQuerySchema = pageQuerySchema.extend({ to: z.string().max(254).optional() });
export const outboxPageSchema = pageOf(outboxMessageSchema);

/**
 * What the audit log records: staff reading the outbox, and every staff write under /api/admin
 * (`admin.write` is the API's own entry for a write whose operation did not describe itself).
 * Stored as text, so modules may add actions without a migration.
 */
export const AUDIT_ACTIONS = [
  'outbox.read',
  'admin.write',
  'user.disable',
  'user.enable',
  'user.managers',
  'team.managers',
  'invitation.resend',
  'partner.create',
  'partner.update',
  'partner.admin.add',
  'rate.expire',
  'bid.deadline',
  'bid.cancel',
  'shipment.milestone',
  'location.create',
  'location.update',
  'location.delete',
  'exchangeRates.put',
  'exchangeRates.import',
  'schedule.create',
  'schedule.delete',
  'holiday.create',
  'holiday.delete',
  'mail.resend',
  'fulfillment.approve',
  'fulfillment.reject',
  'warehouse.update',
  'warehouse.location.create',
  'inventory.adjust',
  'article.create',
  'article.update',
  'article.publish',
  'article.unpublish',
  'article.schedule',
  'article.unschedule',
  'article.restore',
  'article.delete',
  'articleGroup.create',
  'articleGroup.update',
  'articleGroup.delete',
  'articleGroup.order',
  'articleGroup.orderArticles',
  'articleGroup.moveArticle',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/**
 * `GET /api/admin/audit?query=&action=&actorId=&page=&size=`: who did what, newest first. `query`
 * finds an entry by an id it touched (exactly), or by a fragment of its action, target or the
 * actor's name or e-mail.
 */
export const auditQuerySchema = pageQuerySchema.extend({
  query: z.string().max(100).optional(),
  action: z
    .string()
    .regex(/^[a-z][A-Za-z.]{1,59}$/)
    .optional(),
  actorId: z.string().max(60).optional(),
});
export const auditEventSchema = z
  .object({
    id: z.string(),
    action: z.string(),
    actor: z.object({ id: z.string(), name: z.string(), email: z.string() }).nullable(),
    target: z.string().nullable(),
    /** Every id the action touched. */
    targetIds: z.array(z.string()),
    details: z.record(z.string(), z.unknown()),
    /** The changed object before and after (null where there was none, e.g. a creation's before). */
    before: z.unknown(),
    after: z.unknown(),
    clientAddress: z.string().nullable(),
    createdAt: instantSchema,
  })
  .meta({ id: 'AuditEvent' });
export type AuditEvent = z.infer<typeof auditEventSchema>;
export const auditPageSchema = pageOf(auditEventSchema);
