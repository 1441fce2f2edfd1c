import { z } from 'zod';
import { MILESTONE_KINDS } from '../forwarding/milestones.ts';
import { quoteServiceStatusSchema } from './bids.ts';
import { instantSchema, pageOf, pageQuerySchema, textField } from './common.ts';
import { boundFileSchema } from './files.ts';
import { freightTypeSchema } from './rates.ts';

// Shipments (issue 6, "Shipments"): accepting a bid's quote creates a shipment handled by the
// quoting partner, followed through eight milestones. Customers read their team's shipments at
// `/api/shipments`; the partner (and staff) read theirs and post milestone updates at
// `/api/partner/shipments`. Both sides get the same shapes: the customer sees the partner, the
// partner sees the customer's team name only (never a person's e-mail or phone).

export const SHIPMENT_STATUSES = ['in_progress', 'completed'] as const;
export const shipmentStatusSchema = z.enum(SHIPMENT_STATUSES);
export type ShipmentStatus = z.infer<typeof shipmentStatusSchema>;

export const milestoneKindSchema = z.enum(MILESTONE_KINDS);

/** Longest free-text place of a milestone (a warehouse, a city). */
export const MAX_MILESTONE_PLACE_LENGTH = 100;
/** Longest note on a milestone. */
export const MAX_MILESTONE_NOTE_LENGTH = 500;

/** `/api/shipments/{id}`, `/api/partner/shipments/{id}`: an id of the wrong form is simply not found. */
export const shipmentParamsSchema = z.strictObject({ id: z.string().max(60) });

/** `GET /api/shipments` and `GET /api/partner/shipments`: newest first. */
export const shipmentListQuerySchema = pageQuerySchema.extend({ status: shipmentStatusSchema.optional() });
export type ShipmentListQuery = z.infer<typeof shipmentListQuerySchema>;

/**
 * `POST /api/partner/shipments/{id}/milestones`: sets what is given, leaves the rest. `plannedAt`
 * may be set or cleared (null) at any time; `actualAt` is set once, in order (the earlier
 * milestones first, never before their times, at most a few minutes ahead of now) and then only
 * staff may correct it. `place` is a location code (`CNSHA`, `ICN`), matched case-insensitively,
 * or free text; `place` and `note` are cleared with null.
 */
export const milestoneUpdateRequestSchema = z
  .strictObject({
    kind: milestoneKindSchema,
    plannedAt: instantSchema.nullable().optional(),
    actualAt: instantSchema.optional(),
    place: textField(MAX_MILESTONE_PLACE_LENGTH).nullable().optional(),
    note: textField(MAX_MILESTONE_NOTE_LENGTH).nullable().optional(),
  })
  .refine(
    (body) =>
      body.plannedAt !== undefined ||
      body.actualAt !== undefined ||
      body.place !== undefined ||
      body.note !== undefined,
    { message: 'nothing to update' },
  );
export type MilestoneUpdateRequest = z.input<typeof milestoneUpdateRequestSchema>;

/** A port or airport of a shipment's lane. */
export const shipmentPortSchema = z.object({
  code: z.string(),
  nameKo: z.string(),
  nameEn: z.string(),
  timeZone: z.string(),
});
export type ShipmentPort = z.infer<typeof shipmentPortSchema>;

/**
 * Where a milestone happened: `text` as posted (a location code or free text); for a known
 * location also its code, names and IANA time zone (for the local time at the port), else null.
 */
export const milestonePlaceSchema = z.object({
  code: z.string().nullable(),
  nameKo: z.string().nullable(),
  nameEn: z.string().nullable(),
  text: z.string(),
  timeZone: z.string().nullable(),
});
export type MilestonePlace = z.infer<typeof milestonePlaceSchema>;

export const shipmentMilestoneSchema = z
  .object({
    kind: milestoneKindSchema,
    plannedAt: instantSchema.nullable(),
    actualAt: instantSchema.nullable(),
    place: milestonePlaceSchema.nullable(),
    note: z.string().nullable(),
    updatedAt: instantSchema,
  })
  .meta({ id: 'ShipmentMilestone' });
export type ShipmentMilestone = z.infer<typeof shipmentMilestoneSchema>;

/** Planned and actual time of a milestone (ETD/ATD of `departed`, ETA/ATA of `arrived`). */
export const milestoneTimesSchema = z.object({
  plannedAt: instantSchema.nullable(),
  actualAt: instantSchema.nullable(),
});
export type MilestoneTimes = z.infer<typeof milestoneTimesSchema>;

/** A shipment in a list. `currentMilestone` is the latest reached (with an actual time). */
export const shipmentSummarySchema = z
  .object({
    id: z.string(),
    status: shipmentStatusSchema,
    bidId: z.string(),
    /** The bid's number as people say it (`BID-20261125-0001`); `bidId` stays in addresses. */
    bidNumber: z.string(),
    freightType: freightTypeSchema,
    pol: shipmentPortSchema,
    pod: shipmentPortSchema,
    partner: z.object({ id: z.string(), name: z.string() }),
    team: z.object({ name: z.string() }),
    currentMilestone: z
      .object({ kind: milestoneKindSchema, actualAt: instantSchema, place: milestonePlaceSchema.nullable() })
      .nullable(),
    /** `departed`: ETD / ATD. */
    departure: milestoneTimesSchema,
    /** `arrived`: ETA / ATA. */
    arrival: milestoneTimesSchema,
    createdAt: instantSchema,
    updatedAt: instantSchema,
  })
  .meta({ id: 'ShipmentSummary' });
export type ShipmentSummary = z.infer<typeof shipmentSummarySchema>;
export const shipmentPageSchema = pageOf(shipmentSummarySchema);
export type ShipmentPage = z.infer<typeof shipmentPageSchema>;

/** The accepted quote the shipment runs on, in short. */
export const shipmentQuoteSchema = z.object({
  id: z.string(),
  carrier: z.string(),
  transitDays: z.number().int(),
  totalKRW: z.number(),
  totalUSD: z.number(),
  /** The request's services (customs clearance, inland transport) as the accepted quote answered them. */
  services: z.array(quoteServiceStatusSchema),
});

/**
 * `GET /api/shipments/{id}`, `GET /api/partner/shipments/{id}` and the answer of a milestone
 * update: the eight milestones in order, and the documents bound to the shipment.
 */
export const shipmentDetailSchema = shipmentSummarySchema
  .extend({
    milestones: z.array(shipmentMilestoneSchema),
    quote: shipmentQuoteSchema,
    documents: z.array(boundFileSchema),
  })
  .meta({ id: 'ShipmentDetail' });
export type ShipmentDetail = z.infer<typeof shipmentDetailSchema>;
