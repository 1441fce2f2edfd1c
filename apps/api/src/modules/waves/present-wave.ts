import {
  type ParcelCompany,
  pickTaskState,
  toSeoulIso,
  type Wave,
  type WaveListItem,
  wavePickState,
} from '@baro/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { findWaveOrderSummaries } from '../orders/orders.api.ts';
import { findWaveOrders, findWaveTaskOrders, findWaveTasks, type WaveRow } from './waves.repository.ts';

const iso = (at: Date | null) => (at ? toSeoulIso(at) : null);

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const group = groups.get(k);
    if (group) group.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}

/** A wave as lists show it: head, filters and totals. */
export function presentWaveHead(row: WaveRow): WaveListItem {
  return {
    id: row.id,
    waveNo: row.wave_no,
    status: row.status,
    warehouse: { id: row.warehouse_id, code: row.warehouse_code, name: row.warehouse_name },
    filters: {
      cutoff: row.cutoff,
      parcelCompany: row.parcel_company as ParcelCompany | null,
      kind: row.kind,
      maxOrders: row.max_orders,
    },
    totals: {
      orders: Number(row.orders),
      tasks: Number(row.tasks),
      units: Number(row.units),
      tasksConfirmed: Number(row.tasks_confirmed),
      tasksShort: Number(row.tasks_short),
      unitsPicked: Number(row.units_picked),
    },
    createdAt: toSeoulIso(row.created_at),
    updatedAt: toSeoulIso(row.updated_at),
    releasedAt: iso(row.released_at),
    pickedAt: iso(row.picked_at),
    cancelledAt: iso(row.cancelled_at),
  };
}

/** A wave with its orders (in wave order) and pick tasks (in location-path order). */
export async function presentWave(db: Kysely<Database>, row: WaveRow): Promise<Wave> {
  const [waveOrders, tasks, shares] = await Promise.all([
    findWaveOrders(db, row.id),
    findWaveTasks(db, row.id),
    findWaveTaskOrders(db, row.id),
  ]);
  const summaries = new Map(
    (
      await findWaveOrderSummaries(
        db,
        waveOrders.map((o) => o.order_id),
      )
    ).map((o) => [o.id, o]),
  );
  const orderNo = (id: string) => summaries.get(id)?.orderNo ?? '';
  const sharesOfTask = groupBy(shares, (s) => s.task_id);
  const sharesOfOrder = groupBy(shares, (s) => s.order_id);
  return {
    ...presentWaveHead(row),
    orders: waveOrders.flatMap((o) => {
      const summary = summaries.get(o.order_id);
      if (!summary) return [];
      const mine = (sharesOfOrder.get(o.order_id) ?? []).map((s) => ({
        quantity: s.quantity,
        picked: s.picked_quantity,
      }));
      return [
        {
          id: summary.id,
          orderNo: summary.orderNo,
          status: summary.status,
          promisedShipDate: summary.promisedShipDate,
          teamName: summary.teamName,
          recipientName: summary.recipientName,
          quantity: summary.quantity,
          pickState: o.picked_at ? 'picked' : wavePickState(mine),
        },
      ];
    }),
    tasks: tasks.map((t) => ({
      id: t.id,
      position: t.position,
      location: { id: t.location_id, code: t.location_code },
      sku: { id: t.sku_id, name: t.sku_name, barcode: t.sku_barcode },
      quantity: t.quantity,
      pickedQuantity: t.picked_quantity,
      state: pickTaskState(t.quantity, t.picked_quantity),
      pickedAt: iso(t.picked_at),
      orders: (sharesOfTask.get(t.id) ?? []).map((s) => ({
        orderId: s.order_id,
        orderNo: orderNo(s.order_id),
        quantity: s.quantity,
        pickedQuantity: s.picked_quantity,
      })),
    })),
  };
}
