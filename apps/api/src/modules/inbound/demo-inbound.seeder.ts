import { addCalendarDays, seoulToday } from '@baro/core';
import { newId } from '../../db/new-id.ts';
import type { InboundStatusValue } from '../../db/schema-inbound.ts';
import type { Seeder } from '../../seed/seeder.ts';
import { receiveStock } from '../inventory/inventory.api.ts';
import { insertHistory, insertInbound } from './inbound.repository.ts';
import { nextInboundNo } from './inbound-number.ts';

// Inbound demo data (issue 13): customer@baro.demo's approved team gets an inbound in every status
// over its demo SKUs; what the receiving and completed ones counted goes into stock through the
// ledger (`receive` into a storage location). Runs once: a team with inbound is left as it is.

const STEPS: Record<InboundStatusValue, InboundStatusValue[]> = {
  requested: ['requested'],
  arrived: ['requested', 'arrived'],
  receiving: ['requested', 'arrived', 'receiving'],
  completed: ['requested', 'arrived', 'receiving', 'completed'],
  canceled: ['requested', 'canceled'],
};

export const demoInboundSeeder: Seeder = {
  name: 'demo-inbound',
  async run(trx, { now }) {
    const team = await trx
      .selectFrom('users as u')
      .innerJoin('fulfillment_applications as a', 'a.team_id', 'u.team_id')
      .select(['u.id as user_id', 'a.team_id', 'a.warehouse_id'])
      .where('u.email', '=', 'customer@baro.demo')
      .where('a.status', '=', 'approved')
      .executeTakeFirst();
    if (!team?.warehouse_id) return;
    const warehouseId = team.warehouse_id;
    const existing = await trx
      .selectFrom('inbounds')
      .select('id')
      .where('team_id', '=', team.team_id)
      .executeTakeFirst();
    if (existing) return;
    const skus = await trx
      .selectFrom('skus')
      .select('id')
      .where('team_id', '=', team.team_id)
      .orderBy('created_at')
      .orderBy('id')
      .limit(6)
      .execute();
    const shelf = await trx
      .selectFrom('warehouse_locations')
      .select('id')
      .where('warehouse_id', '=', warehouseId)
      .where('kind', '=', 'storage')
      .orderBy('code', 'desc')
      .executeTakeFirst();
    if (skus.length < 6 || !shelf) return;
    const today = seoulToday(now);
    const plan: { status: InboundStatusValue; days: number; lines: [number, number, number][] }[] = [
      // [SKU, expected, counted]
      {
        status: 'completed',
        days: -4,
        lines: [
          [0, 40, 40],
          [1, 30, 28],
        ],
      },
      {
        status: 'receiving',
        days: -1,
        lines: [
          [2, 50, 20],
          [3, 24, 0],
        ],
      },
      { status: 'arrived', days: 0, lines: [[4, 100, 0]] },
      {
        status: 'requested',
        days: 3,
        lines: [
          [0, 200, 0],
          [5, 60, 0],
        ],
      },
      { status: 'canceled', days: 7, lines: [[1, 10, 0]] },
    ];
    for (const { status, days, lines } of plan) {
      const id = newId('inb');
      const inboundNo = await nextInboundNo(trx, now);
      await insertInbound(
        trx,
        {
          id,
          inboundNo,
          teamId: team.team_id,
          warehouseId,
          expectedDate: addCalendarDays(today, days),
          boxes: lines.length,
          memo: null,
          createdBy: team.user_id,
          now,
        },
        lines.map(([index, expected]) => ({ skuId: skus[index]?.id as string, quantity: expected })),
      );
      for (const step of STEPS[status])
        await insertHistory(trx, {
          id: newId('ibh'),
          inboundId: id,
          status: step,
          note: null,
          actorId: null,
          at: now,
        });
      await trx
        .updateTable('inbounds')
        .set({
          status,
          arrived_at: STEPS[status].includes('arrived') ? now : null,
          completed_at: status === 'completed' ? now : null,
          canceled_at: status === 'canceled' ? now : null,
        })
        .where('id', '=', id)
        .execute();
      const ctx = {
        teamId: team.team_id,
        warehouseId,
        ref: { type: 'inbound', id, label: inboundNo },
        actorId: null,
        now,
      };
      for (const [index, , counted] of lines) {
        const skuId = skus[index]?.id as string;
        if (counted === 0) continue;
        const movementId = await receiveStock(
          trx,
          { skuId, locationId: shelf.id, quantity: counted },
          'receive',
          ctx,
        );
        await trx
          .insertInto('inbound_receipts')
          .values({
            id: newId('ibr'),
            inbound_id: id,
            sku_id: skuId,
            location_id: shelf.id,
            quantity: counted,
            movement_id: movementId,
            actor_id: null,
            received_at: now,
          })
          .execute();
        await trx
          .updateTable('inbound_items')
          .set({ received_quantity: counted })
          .where('inbound_id', '=', id)
          .where('sku_id', '=', skuId)
          .execute();
      }
    }
  },
};
