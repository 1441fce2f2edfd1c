import { withMod7CheckDigit } from '@baro/core';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Seeder } from '../../seed/seeder.ts';
import { getWarehouse } from '../warehouses/warehouses.api.ts';
import { applyCancel } from './cancel-orders.ts';
import { markOrderDelivered } from './deliver-order.ts';
import { applyFloorStep } from './floor-order.ts';
import { packStep } from './pack-order.ts';
import { pickStep } from './pick-order.ts';
import { type OrderPlacer, type OrderRequest, placeOrder, placingContext } from './place-order.ts';
import { shipStep } from './ship-order.ts';

// The demo team's shipping orders in every status, made the way the service makes them — placed
// (reserved or waiting), picked, packed and shipped through the ledger by worker@baro.demo,
// delivered by the carriers' command, cancelled by the customer — so stock and history agree.

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const RECIPIENTS = [
  {
    name: '김민지',
    phone: '010-2345-6789',
    zipCode: '06236',
    address1: '서울특별시 강남구 테헤란로 152',
    address2: '12층',
  },
  { name: '이준호', phone: '010-3456-7890', zipCode: '48058', address1: '부산광역시 해운대구 센텀중앙로 79' },
  {
    name: '박서연',
    phone: '010-4567-8901',
    zipCode: '34126',
    address1: '대전광역시 유성구 대학로 99',
    address2: '201호',
  },
  { name: '최도윤', phone: '02-123-4567', zipCode: '03154', address1: '서울특별시 종로구 세종대로 209' },
  { name: '정하은', phone: '010-5678-9012', zipCode: '61452', address1: '광주광역시 동구 금남로 245' },
];

type Step = 'pick' | 'pack' | 'ship' | 'deliver' | 'cancel';
interface DemoOrder {
  /** Index into the team's SKUs (barcode order) or kits (name order). */
  items: ({ sku: number } | { kit: number })[];
  quantity: number;
  ageHours: number;
  steps: Step[];
}

const ORDERS: DemoOrder[] = [
  {
    items: [{ sku: 0 }, { sku: 1 }],
    quantity: 2,
    ageHours: 6 * 24,
    steps: ['pick', 'pack', 'ship', 'deliver'],
  },
  { items: [{ kit: 0 }], quantity: 1, ageHours: 5 * 24, steps: ['pick', 'pack', 'ship', 'deliver'] },
  { items: [{ sku: 2 }], quantity: 3, ageHours: 2 * 24, steps: ['pick', 'pack', 'ship'] },
  { items: [{ sku: 10 }, { sku: 12 }], quantity: 1, ageHours: 30, steps: ['pick', 'pack', 'ship'] },
  { items: [{ sku: 6 }], quantity: 2, ageHours: 5, steps: ['pick', 'pack'] },
  { items: [{ sku: 4 }], quantity: 1, ageHours: 4, steps: ['pick'] },
  { items: [{ kit: 1 }], quantity: 1, ageHours: 3, steps: ['pick'] },
  { items: [{ sku: 0 }], quantity: 5, ageHours: 2, steps: [] },
  { items: [{ sku: 7 }, { sku: 15 }], quantity: 2, ageHours: 1.5, steps: [] },
  { items: [{ kit: 0 }], quantity: 2, ageHours: 1, steps: [] },
  // 한정판 머그컵: 3 in stock, so these two wait for the next inbound.
  { items: [{ sku: 19 }], quantity: 5, ageHours: 0.8, steps: [] },
  { items: [{ sku: 19 }], quantity: 4, ageHours: 0.5, steps: [] },
  { items: [{ sku: 3 }], quantity: 1, ageHours: 26, steps: ['cancel'] },
  { items: [{ sku: 19 }], quantity: 10, ageHours: 20, steps: ['cancel'] },
];

async function demoTeam(trx: Transaction<Database>) {
  return trx
    .selectFrom('users as u')
    .innerJoin('fulfillment_applications as a', 'a.team_id', 'u.team_id')
    .select(['u.id as user_id', 'a.team_id', 'a.warehouse_id'])
    .where('u.email', '=', 'customer@baro.demo')
    .where('a.status', '=', 'approved')
    .executeTakeFirst();
}

/** Adds the orders when the approved demo team has SKUs and no orders yet (safe to run again). */
export const demoOrdersSeeder: Seeder = {
  name: 'demo-orders',
  async run(trx, { now }) {
    const team = await demoTeam(trx);
    if (!team?.warehouse_id) return;
    const any = await trx
      .selectFrom('shipping_orders')
      .select('id')
      .where('team_id', '=', team.team_id)
      .limit(1)
      .execute();
    if (any.length > 0) return;
    const skus = await trx
      .selectFrom('skus')
      .select('id')
      .where('team_id', '=', team.team_id)
      .orderBy('barcode')
      .execute();
    const kits = await trx
      .selectFrom('group_skus')
      .select('id')
      .where('team_id', '=', team.team_id)
      .orderBy('name', 'desc')
      .execute();
    if (skus.length < 20 || kits.length < 2) return;
    const worker = await trx
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'worker@baro.demo')
      .executeTakeFirst();
    const floor = { userId: worker?.id ?? team.user_id, warehouseId: null };
    const warehouse = await getWarehouse(trx, team.warehouse_id);
    const placer: OrderPlacer = {
      teamId: team.team_id,
      warehouseId: team.warehouse_id,
      userId: team.user_id,
    };

    for (const [n, demo] of ORDERS.entries()) {
      const created = new Date(now.getTime() - demo.ageHours * HOUR);
      const request: OrderRequest = {
        recipient: RECIPIENTS[n % RECIPIENTS.length] as OrderRequest['recipient'],
        items: demo.items.map((item) =>
          'sku' in item
            ? { skuId: skus[item.sku]?.id as string, quantity: demo.quantity }
            : { groupSkuId: kits[item.kit]?.id as string, quantity: demo.quantity },
        ),
        channelOrderNo: `SS-DEMO-${String(n + 1).padStart(3, '0')}`,
        ...(n % 3 === 0 ? { memo: '부재 시 문 앞에 놓아 주세요' } : {}),
      };
      const context = await placingContext(trx, placer, [request], warehouse.cutOffTime, created);
      const order = await placeOrder(trx, placer, request, context, { now: created, lang: 'ko' });
      // Each later step an hour after the one before, never in the future.
      let at = created.getTime();
      const gap = demo.ageHours > 24 ? 6 * HOUR : 0.2 * HOUR;
      const next = () => {
        at = Math.min(at + gap, now.getTime());
        return new Date(at);
      };
      for (const step of demo.steps) {
        if (step === 'pick') await applyFloorStep(trx, floor, order.id, pickStep, next());
        if (step === 'pack')
          await applyFloorStep(
            trx,
            floor,
            order.id,
            packStep([
              {
                parcelCompany: '04',
                invoiceNo: withMod7CheckDigit(`68${String(70000000 + n * 7919).padStart(9, '0')}`),
              },
            ]),
            next(),
          );
        if (step === 'ship') await applyFloorStep(trx, floor, order.id, shipStep, next());
        if (step === 'deliver')
          await markOrderDelivered(trx, order.id, { at: new Date(Math.min(at + DAY, now.getTime())) });
        if (step === 'cancel')
          await applyCancel(trx, { teamId: team.team_id, userId: team.user_id }, [order.id], next());
      }
    }
  },
};
