import { z } from 'zod';
import { ORDER_STATUSES } from '../fulfillment/order-status.ts';
import { instantSchema } from './common.ts';
import { countsOf, skuRefSchema } from './fulfillment-common.ts';

// `GET /api/fulfillment/dashboard` (the fulfillment dashboard API base, DESIGN §2): today's orders
// against the cut-off, orders per status, shipped on time over 30 days, low stock, and what is
// pending at the warehouse.

export const fulfillmentDashboardSchema = z
  .object({
    today: z.object({
      /** The Seoul day. */
      date: z.string(),
      isBusinessDay: z.boolean(),
      cutOffTime: z.string(),
      cutOffAt: instantSchema,
      /** Orders created today, and how many of them before the cut-off. */
      orders: z.number().int(),
      beforeCutOff: z.number().int(),
      afterCutOff: z.number().int(),
      /** Orders promised to ship today, and how many of them have shipped. */
      dueToday: z.number().int(),
      shippedToday: z.number().int(),
    }),
    ordersByStatus: countsOf(ORDER_STATUSES),
    /** Orders promised in the last 30 days (up to yesterday) and how many shipped by their promised day. */
    onTime: z.object({
      from: z.string(),
      to: z.string(),
      due: z.number().int(),
      shippedOnTime: z.number().int(),
      /** 0..1, null when nothing was due. */
      rate: z.number().nullable(),
    }),
    lowStock: z.array(skuRefSchema.extend({ available: z.number().int(), threshold: z.number().int() })),
    pendingInbound: z.number().int(),
    pendingReturns: z.number().int(),
  })
  .meta({ id: 'FulfillmentDashboard' });
export type FulfillmentDashboard = z.infer<typeof fulfillmentDashboardSchema>;
