import {
  addCalendarDays,
  type FulfillmentDashboard,
  isBusinessDay,
  seoulToday,
  toSeoulIso,
} from '@baro/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { loadExtraHolidays } from '../calendar/calendar.api.ts';
import type { FulfillmentCustomer } from '../fulfillment-applications/fulfillment-applications.api.ts';
import { findWarehouse } from '../warehouses/warehouses.api.ts';
import { lowStockSkus, openWork, orderFigures } from './dashboard.repository.ts';

/** How many low-stock SKUs the dashboard names (the SKU list's `lowStock=true` shows them all). */
export const DASHBOARD_LOW_STOCK = 10;
/** Days of promised ship dates the on-time rate looks back over, up to yesterday. */
export const ON_TIME_DAYS = 30;

/** The Seoul midnight that starts `day` (`YYYY-MM-DD`), as an instant. */
const seoulMidnight = (day: string) => new Date(`${day}T00:00:00+09:00`);

/**
 * `GET /api/fulfillment/dashboard`: today's orders against the warehouse's cut-off, orders per
 * status, shipped on time (by promised day) over the last 30 days, low stock, and what is still
 * open at the warehouse. Six statements whatever the team's size.
 */
export async function getDashboard(
  deps: { db: Kysely<Database>; now: () => Date },
  customer: FulfillmentCustomer,
): Promise<FulfillmentDashboard> {
  const now = deps.now();
  const today = seoulToday(now);
  const [warehouse, extraHolidays] = await Promise.all([
    findWarehouse(deps.db, customer.warehouseId),
    loadExtraHolidays(deps.db),
  ]);
  if (!warehouse) throw new AppError('NOT_FOUND');
  const cutOffAt = new Date(`${today}T${warehouse.cutOffTime}:00+09:00`);
  const from = addCalendarDays(today, -ON_TIME_DAYS);
  const to = addCalendarDays(today, -1);
  const [figures, low, open] = await Promise.all([
    orderFigures(deps.db, customer.teamId, {
      dayStart: seoulMidnight(today),
      cutOffAt,
      dayEnd: seoulMidnight(addCalendarDays(today, 1)),
      today,
      from,
      to,
    }),
    lowStockSkus(deps.db, customer.teamId, DASHBOARD_LOW_STOCK),
    openWork(deps.db, customer.teamId),
  ]);
  return {
    today: {
      date: today,
      isBusinessDay: isBusinessDay(now, extraHolidays),
      cutOffTime: warehouse.cutOffTime,
      cutOffAt: toSeoulIso(cutOffAt),
      orders: figures.orders,
      beforeCutOff: figures.before_cut_off,
      afterCutOff: figures.orders - figures.before_cut_off,
      dueToday: figures.due_today,
      shippedToday: figures.shipped_today,
    },
    ordersByStatus: {
      waiting: figures.status_waiting,
      allocated: figures.status_allocated,
      picking: figures.status_picking,
      packed: figures.status_packed,
      shipped: figures.status_shipped,
      delivered: figures.status_delivered,
      canceled: figures.status_canceled,
      returned_to_sender: figures.status_returned_to_sender,
    },
    onTime: {
      from,
      to,
      due: figures.due,
      shippedOnTime: figures.shipped_on_time,
      rate: figures.due === 0 ? null : figures.shipped_on_time / figures.due,
    },
    lowStock: low.map((sku) => ({
      id: sku.id,
      name: sku.name,
      barcode: sku.barcode,
      available: sku.available,
      threshold: sku.low_stock_threshold,
    })),
    pendingInbound: open.inbound,
    pendingReturns: open.returns,
  };
}
