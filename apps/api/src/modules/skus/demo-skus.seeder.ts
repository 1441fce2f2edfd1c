import { ean13CheckDigit } from '@baro/core';
import { newId } from '../../db/new-id.ts';
import type { Seeder } from '../../seed/seeder.ts';
import { findLocationByCode, receiveStock } from '../inventory/inventory.api.ts';
import { insertGroup, insertSkus, replaceComponents } from './skus.repository.ts';

// The demo team's catalogue: 20 products with Korean names and EAN-13 barcodes (880 = Korea),
// stock received on the shelves of 인천 1센터 (some on two shelves, one nearly out), and two kits.

const PRODUCTS: readonly { name: string; valueKrw: number; weightGrams: number; stock: number[] }[] = [
  { name: '바로 물티슈 100매', valueKrw: 3500, weightGrams: 450, stock: [120, 60] },
  { name: '대나무 칫솔 4입', valueKrw: 6000, weightGrams: 80, stock: [80] },
  { name: '무향 핸드크림 50ml', valueKrw: 8900, weightGrams: 70, stock: [50, 30] },
  { name: '순면 수건 40수', valueKrw: 12000, weightGrams: 180, stock: [60] },
  { name: '천연 비누 3입', valueKrw: 9500, weightGrams: 300, stock: [90] },
  { name: '실리콘 주방장갑', valueKrw: 7800, weightGrams: 160, stock: [40] },
  { name: '스테인리스 텀블러 500ml', valueKrw: 18000, weightGrams: 350, stock: [25, 15] },
  { name: '극세사 행주 5매', valueKrw: 5500, weightGrams: 120, stock: [70] },
  { name: '유리 밀폐용기 3종', valueKrw: 21000, weightGrams: 1200, stock: [20] },
  { name: '캠핑 랜턴', valueKrw: 32000, weightGrams: 420, stock: [12] },
  { name: '접이식 장바구니', valueKrw: 4500, weightGrams: 60, stock: [150] },
  { name: '보온 도시락', valueKrw: 24000, weightGrams: 650, stock: [18] },
  { name: '차량용 방향제', valueKrw: 6500, weightGrams: 90, stock: [55] },
  { name: '미니 가습기', valueKrw: 29000, weightGrams: 500, stock: [10] },
  { name: '욕실 슬리퍼', valueKrw: 8000, weightGrams: 250, stock: [45] },
  { name: '샤워 필터 리필', valueKrw: 11000, weightGrams: 100, stock: [35] },
  { name: '무선 충전 패드', valueKrw: 19000, weightGrams: 150, stock: [22] },
  { name: '여행용 파우치', valueKrw: 9900, weightGrams: 110, stock: [40] },
  { name: '라탄 바구니', valueKrw: 15000, weightGrams: 400, stock: [8] },
  { name: '한정판 머그컵', valueKrw: 13000, weightGrams: 380, stock: [3] },
];

const SHELVES = [
  'A-01-01-01-01',
  'A-01-01-02-01',
  'A-01-02-01-01',
  'A-01-02-02-01',
  'A-01-03-01-01',
  'A-02-01-01-01',
];

/** The demo EAN-13 of product i: 880 (Korea) + a demo maker 7777 + item number + check digit. */
export const demoBarcode = (i: number) => {
  const first12 = `8807777${String(10000 + i).slice(1)}0`.slice(0, 12);
  return `${first12}${ean13CheckDigit(first12)}`;
};

/** Adds the catalogue to the approved demo team when it has no SKUs yet (safe to run again). */
export const demoSkusSeeder: Seeder = {
  name: 'demo-skus',
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
      .selectFrom('skus')
      .select('id')
      .where('team_id', '=', team.team_id)
      .limit(1)
      .execute();
    if (existing.length > 0) return;
    const received = new Date(now.getTime() - 14 * 86_400_000);
    const rows = PRODUCTS.map((p, i) => ({
      id: newId('sku'),
      team_id: team.team_id,
      name: p.name,
      barcode: demoBarcode(i),
      barcode_type: 'EAN13' as const,
      weight_grams: p.weightGrams,
      value_krw: p.valueKrw,
      origin_country: i % 3 === 0 ? 'CN' : 'KR',
      created_by: team.user_id,
      created_at: received,
      updated_at: received,
    }));
    await insertSkus(trx, rows);
    for (const [i, product] of PRODUCTS.entries()) {
      for (const [j, quantity] of product.stock.entries()) {
        const location = await findLocationByCode(
          trx,
          warehouseId,
          SHELVES[(i + j * 3) % SHELVES.length] as string,
        );
        if (!location) continue;
        await receiveStock(
          trx,
          { skuId: (rows[i] as { id: string }).id, locationId: location.id, quantity },
          'receive',
          {
            teamId: team.team_id,
            warehouseId,
            ref: { type: 'demo', id: 'demo', label: '초기 재고 / Opening stock' },
            actorId: null,
            now: received,
          },
        );
      }
    }
    const kits = [
      {
        name: '욕실 선물 세트',
        components: [3, 4, 14].map((i, k) => ({ skuId: rows[i]?.id as string, quantity: k === 1 ? 2 : 1 })),
      },
      {
        name: '주방 스타터 키트',
        components: [5, 7, 8].map((i) => ({ skuId: rows[i]?.id as string, quantity: 1 })),
      },
    ];
    for (const kit of kits) {
      const id = newId('gsk');
      await insertGroup(trx, {
        id,
        team_id: team.team_id,
        name: kit.name,
        created_by: team.user_id,
        now: received,
      });
      await replaceComponents(trx, id, kit.components);
    }
  },
};
