import { z } from 'zod';
import { bidCargoSchema, bidStatusSchema, bidSummarySchema, customerBidQuoteSchema } from './bids.ts';
import { instantSchema, pageOf, pageQuerySchema, textField } from './common.ts';
import { boundFileSchema } from './files.ts';
import { freightTypeSchema } from './rates.ts';
import { calendarDateSchema, locationCodeSchema } from './reference.ts';
import { MAX_MILESTONE_NOTE_LENGTH, MAX_MILESTONE_PLACE_LENGTH, milestoneKindSchema } from './shipments.ts';

// Forwarding oversight for staff (issue 17): every team's bids with all quotes, moving a
// deadline, canceling with a reason; shipments and correcting a milestone with a note.

export const ADMIN_BID_SORTS = ['newest', 'deadline'] as const;

/**
 * `GET /api/admin/bids?status=&freightType=&pol=&pod=&query=&deadlineFrom=&deadlineTo=&sort=&page=&size=`:
 * `query` is a bid id, a bid number (`BID-20261125-0001`, any case) or a fragment of the team's
 * name; `deadlineFrom`/`deadlineTo` are Seoul days (inclusive); `sort=deadline` lists the soonest
 * deadline first.
 */
export const adminBidListQuerySchema = pageQuerySchema.extend({
  status: bidStatusSchema.optional(),
  freightType: freightTypeSchema.optional(),
  pol: locationCodeSchema.optional(),
  pod: locationCodeSchema.optional(),
  query: z.string().max(100).optional(),
  deadlineFrom: calendarDateSchema.optional(),
  deadlineTo: calendarDateSchema.optional(),
  sort: z.enum(ADMIN_BID_SORTS).default('newest'),
});
export type AdminBidListQuery = z.input<typeof adminBidListQuerySchema>;

export const DEADLINE_SOURCES = ['rule', 'staff'] as const;

/** A bid in the staff list: the customer's view plus the team and what staff did to it. */
export const adminBidSummarySchema = bidSummarySchema
  .extend({
    team: z.object({ id: z.string(), name: z.string() }),
    /** `rule`: the business-day rule's deadline (moves with the holidays); `staff`: set by hand. */
    deadlineSource: z.enum(DEADLINE_SOURCES),
    cancelReason: z.string().nullable(),
  })
  .meta({ id: 'AdminBidSummary' });
export type AdminBidSummary = z.infer<typeof adminBidSummarySchema>;
export const adminBidPageSchema = pageOf(adminBidSummarySchema);

/** Every quote a partner gave, withdrawn versions too. */
export const adminBidQuoteSchema = customerBidQuoteSchema
  .extend({ status: z.enum(['active', 'withdrawn']) })
  .meta({ id: 'AdminBidQuote' });
export type AdminBidQuote = z.infer<typeof adminBidQuoteSchema>;

/** `GET /api/admin/bids/{id}` (and the answer of a deadline move or a cancel). */
export const adminBidDetailSchema = adminBidSummarySchema
  .extend({
    createdBy: z.object({ id: z.string(), name: z.string(), email: z.string() }),
    cargo: bidCargoSchema,
    memo: z.string().nullable(),
    estimateLogId: z.string().nullable(),
    closedAt: instantSchema.nullable(),
    shipmentId: z.string().nullable(),
    /** Live quotes cheapest first, then withdrawn ones newest first. */
    quotes: z.array(adminBidQuoteSchema),
    files: z.array(boundFileSchema),
  })
  .meta({ id: 'AdminBidDetail' });
export type AdminBidDetail = z.infer<typeof adminBidDetailSchema>;

export const adminBidParamsSchema = z.strictObject({ id: z.string().max(64) });

/** `POST /api/admin/bids/{id}/deadline`: a later deadline for an open bid, and why. */
export const extendBidDeadlineRequestSchema = z.strictObject({
  deadline: instantSchema,
  reason: textField(500),
});
export type ExtendBidDeadlineRequest = z.infer<typeof extendBidDeadlineRequestSchema>;

/** `POST /api/admin/bids/{id}/cancel`: cancels an estimating or waiting bid, saying why. */
export const cancelBidByStaffRequestSchema = z.strictObject({ reason: textField(500) });
export type CancelBidByStaffRequest = z.infer<typeof cancelBidByStaffRequestSchema>;

/**
 * `POST /api/admin/shipments/{id}/milestones`: staff correct a milestone — a recorded actual time
 * too — and always say why in the note.
 */
export const milestoneCorrectionRequestSchema = z.strictObject({
  kind: milestoneKindSchema,
  plannedAt: instantSchema.nullable().optional(),
  actualAt: instantSchema.optional(),
  place: textField(MAX_MILESTONE_PLACE_LENGTH).nullable().optional(),
  note: textField(MAX_MILESTONE_NOTE_LENGTH),
});
export type MilestoneCorrectionRequest = z.input<typeof milestoneCorrectionRequestSchema>;
