import { z } from 'zod';
import {
  DEFAULT_WAVE_MAX_ORDERS,
  MAX_WAVE_ORDERS,
  WAVE_CUTOFFS,
  WAVE_ORDER_KINDS,
  WAVE_STATUSES,
} from '../fulfillment/wave-status.ts';
import { PICK_STATES } from '../fulfillment/wave-tasks.ts';
import { instantSchema, pageOf, pageQuerySchema } from './common.ts';
import { countsOf, MAX_QUANTITY, skuRefSchema, warehouseRefSchema } from './fulfillment-common.ts';
import { orderSchema, orderStatusSchema } from './shipping-orders.ts';
import { parcelCompanySchema } from './tracking.ts';

// Pick waves (issue 15): the warehouse desk groups allocated orders of one warehouse into a wave,
// prints the pick list or sends the wave to the handhelds, and confirms one pick task per
// (location, SKU), walked in location-path order. The handheld app calls the same routes: every
// write accepts an `Idempotency-Key` header, and a retry with the same key answers the same result.
//
//   POST /api/warehouse/waves                    createWaveRequest → 201 wave
//   GET  /api/warehouse/waves/preview?…          waveQuery → wavePreview (how many orders it would take)
//   GET  /api/warehouse/waves?status=&page=&size=&warehouseId=   → wavePage
//   GET  /api/warehouse/waves/{id}                               → wave (orders and tasks)
//   GET  /api/warehouse/waves/{id}/pick-list.pdf                 → download link (PDF)
//   POST /api/warehouse/waves/{id}/picks         pickWaveTaskRequest → wave
//   POST /api/warehouse/waves/{id}/release                       → wave (`released`)
//   POST /api/warehouse/waves/{id}/cancel                        → wave (`cancelled`)

export const waveStatusSchema = z.enum(WAVE_STATUSES);
export type WaveStatusValue = z.infer<typeof waveStatusSchema>;
export const waveOrderKindSchema = z.enum(WAVE_ORDER_KINDS);
export const waveCutoffSchema = z.enum(WAVE_CUTOFFS);
export const pickStateSchema = z.enum(PICK_STATES);

/**
 * `POST /api/warehouse/waves` (header `Idempotency-Key`): the warehouse's allocated orders that are
 * in no open wave, oldest promise first, up to `maxOrders`. `cutoff: 'today'`: only orders promised
 * to ship by today (Seoul), i.e. due at today's cut-off; `'all'`: any. `kind`: `single` = orders of
 * one piece in all, `multi` = more than one piece, `any`. `parcelCompany`: orders leaving with that
 * carrier (an order goes with its warehouse's carrier, CJ대한통운 when none is set). A worker's
 * warehouse is their own (a `warehouseId` of another warehouse is not found); staff name it. No
 * matching order: 409 WAVE_NO_ORDERS.
 */
export const createWaveRequestSchema = z.strictObject({
  warehouseId: z.string().max(60).optional(),
  cutoff: waveCutoffSchema.default('all'),
  parcelCompany: parcelCompanySchema.optional(),
  kind: waveOrderKindSchema.default('any'),
  maxOrders: z.number().int().min(1).max(MAX_WAVE_ORDERS).default(DEFAULT_WAVE_MAX_ORDERS),
});
export type CreateWaveRequest = z.input<typeof createWaveRequestSchema>;

/**
 * `GET /api/warehouse/waves/preview?warehouseId=&cutoff=&kind=&parcelCompany=&maxOrders=`: how many
 * orders the same filters would put in a wave now (`orders`: at most `maxOrders`; `matching`: all
 * that match). Nothing is reserved: another desk may take them first.
 */
export const waveQuerySchema = createWaveRequestSchema.extend({
  maxOrders: z.coerce.number().int().min(1).max(MAX_WAVE_ORDERS).default(DEFAULT_WAVE_MAX_ORDERS),
});
export type WaveQuery = z.input<typeof waveQuerySchema>;
export const wavePreviewSchema = z.object({ orders: z.number().int(), matching: z.number().int() });
export type WavePreview = z.infer<typeof wavePreviewSchema>;

/** The filters a wave was made with. */
export const waveFiltersSchema = z.object({
  cutoff: waveCutoffSchema,
  parcelCompany: parcelCompanySchema.nullable(),
  kind: waveOrderKindSchema,
  maxOrders: z.number().int(),
});

/** An order of a wave: its own status (the orders module's) and where its picking stands. */
export const waveOrderSchema = z.object({
  id: z.string(),
  orderNo: z.string(),
  status: orderStatusSchema,
  promisedShipDate: z.string(),
  teamName: z.string(),
  recipientName: z.string(),
  /** Pieces the order takes. */
  quantity: z.number().int(),
  /** `picked`: every task of it complete (the order moved on to packing); `short`: one came up short. */
  pickState: pickStateSchema,
});
export type WaveOrder = z.infer<typeof waveOrderSchema>;

/**
 * One trip to a shelf: take `quantity` of the SKU at the location. `pickedQuantity` is what was
 * confirmed (null: not yet); less than `quantity` is a short pick. `orders`: which orders the
 * pieces are for, each with its share, in the order a short pick is shared out (oldest first).
 */
export const pickTaskSchema = z.object({
  id: z.string(),
  /** Walking order: tasks are sorted by location path (zone-aisle-rack-level-bin). */
  position: z.number().int(),
  location: z.object({ id: z.string(), code: z.string() }),
  sku: skuRefSchema,
  quantity: z.number().int(),
  pickedQuantity: z.number().int().nullable(),
  state: pickStateSchema,
  pickedAt: instantSchema.nullable(),
  orders: z.array(
    z.object({
      orderId: z.string(),
      orderNo: z.string(),
      quantity: z.number().int(),
      pickedQuantity: z.number().int().nullable(),
    }),
  ),
});
export type PickTask = z.infer<typeof pickTaskSchema>;

/** Totals of a wave, in lists and in the detail. */
export const waveTotalsSchema = z.object({
  orders: z.number().int(),
  tasks: z.number().int(),
  /** Pieces to pick in all. */
  units: z.number().int(),
  tasksConfirmed: z.number().int(),
  tasksShort: z.number().int(),
  unitsPicked: z.number().int(),
});
export type WaveTotals = z.infer<typeof waveTotalsSchema>;

const waveHeadShape = {
  id: z.string(),
  /** The number people read aloud (`WV261207-0003`). */
  waveNo: z.string(),
  status: waveStatusSchema,
  warehouse: warehouseRefSchema,
  filters: waveFiltersSchema,
  totals: waveTotalsSchema,
  createdAt: instantSchema,
  updatedAt: instantSchema,
  releasedAt: instantSchema.nullable(),
  pickedAt: instantSchema.nullable(),
  cancelledAt: instantSchema.nullable(),
};

export const waveSchema = z
  .object({
    ...waveHeadShape,
    orders: z.array(waveOrderSchema),
    /** Sorted by location path: the order to walk them in. */
    tasks: z.array(pickTaskSchema),
  })
  .meta({ id: 'PickWave' });
export type Wave = z.infer<typeof waveSchema>;

export const waveListItemSchema = z.object(waveHeadShape).meta({ id: 'PickWaveListItem' });
export type WaveListItem = z.infer<typeof waveListItemSchema>;

/**
 * `GET /api/warehouse/waves?status=&waveNo=&page=&size=` (staff may narrow to `warehouseId`), newest
 * first. `waveNo`: the one wave of that number (the pick list's barcode, scanned at the packing station).
 */
export const waveListQuerySchema = pageQuerySchema.extend({
  status: waveStatusSchema.optional(),
  warehouseId: z.string().max(60).optional(),
  waveNo: z.string().trim().max(40).optional(),
});
export type WaveListQuery = z.input<typeof waveListQuerySchema>;
/** The page and how many waves there are per status (same filters, any status). */
export const wavePageSchema = pageOf(waveListItemSchema).extend({ counts: countsOf(WAVE_STATUSES) });
export type WavePage = z.infer<typeof wavePageSchema>;

/**
 * `POST /api/warehouse/waves/{id}/picks` (header `Idempotency-Key`): confirm a task with the pieces
 * actually taken; fewer than the task asks for is a short pick (0: none found). A task is confirmed
 * once: the same quantity again is harmless, another one 409 PICK_TASK_CONFIRMED. An order whose
 * every share is complete moves to picking (its stock to the outbound area, ready to pack).
 */
export const pickWaveTaskRequestSchema = z.strictObject({
  taskId: z.string().max(60),
  quantity: z.number().int().min(0).max(MAX_QUANTITY),
});
export type PickWaveTaskRequest = z.infer<typeof pickWaveTaskRequestSchema>;

/** The wave that holds an order (its `wave_orders` row is active): the desk links to it. */
export const orderWaveSchema = z
  .object({ id: z.string(), waveNo: z.string(), status: waveStatusSchema })
  .meta({ id: 'OrderWave' });
export type OrderWave = z.infer<typeof orderWaveSchema>;

/**
 * An order as the warehouse floor reads it (`GET /api/warehouse/orders/{id}` and the pick, pack and
 * ship answers): the order and the wave that holds it, or null. While that wave is open, released
 * or picking, a per-order pick of an allocated order is refused with ORDER_IN_WAVE; the desk names
 * the wave and links to it.
 */
export const floorOrderSchema = orderSchema.extend({ wave: orderWaveSchema.nullable() }).meta({
  id: 'FloorShippingOrder',
});
export type FloorOrder = z.infer<typeof floorOrderSchema>;
