import { seoulToday } from '@baro/core';
import { newId } from '../../db/new-id.ts';
import type { Seeder } from '../../seed/seeder.ts';
import { nextReturnNo } from './return-number.ts';
import { insertReturn, insertReturnHistory } from './returns.repository.ts';

// Returns demo data (issue 13): one unit of customer@baro.demo's first delivered (or shipped) demo
// order is on its way back and has reached the dock (`arrived`), waiting for inspection. Runs once.

export const demoReturnsSeeder: Seeder = {
  name: 'demo-returns',
  async run(trx, { now }) {
    const order = await trx
      .selectFrom('users as u')
      .innerJoin('shipping_orders as o', 'o.team_id', 'u.team_id')
      .innerJoin('shipping_order_lines as l', 'l.order_id', 'o.id')
      .select([
        'u.id as user_id',
        'o.id',
        'o.team_id',
        'o.warehouse_id',
        'o.recipient_name',
        'o.recipient_phone',
        'o.recipient_zip',
        'o.recipient_address1',
        'o.recipient_address2',
        'l.sku_id',
      ])
      .where('u.email', '=', 'customer@baro.demo')
      .where('o.status', 'in', ['delivered', 'shipped'])
      .orderBy('o.status')
      .orderBy('o.seq')
      .orderBy('l.sku_id')
      .executeTakeFirst();
    if (!order) return;
    const existing = await trx
      .selectFrom('returns')
      .select('id')
      .where('team_id', '=', order.team_id)
      .executeTakeFirst();
    if (existing) return;
    const id = newId('ret');
    await insertReturn(
      trx,
      {
        id,
        return_no: await nextReturnNo(trx, seoulToday(now).slice(2).replace(/-/g, '')),
        team_id: order.team_id,
        warehouse_id: order.warehouse_id,
        order_id: order.id,
        status: 'arrived',
        reason: 'defective',
        reason_detail: '포장이 찢어져 도착했습니다',
        memo: null,
        pickup_name: order.recipient_name,
        pickup_phone: order.recipient_phone,
        pickup_zip: order.recipient_zip,
        pickup_address1: order.recipient_address1,
        pickup_address2: order.recipient_address2,
        parcel_company: null,
        invoice_no: null,
        created_by: order.user_id,
        now,
      },
      [{ skuId: order.sku_id, quantity: 1 }],
    );
    for (const status of ['requested', 'arrived'] as const)
      await insertReturnHistory(trx, {
        id: newId('rth'),
        returnId: id,
        status,
        note: null,
        actorId: null,
        at: now,
      });
  },
};
