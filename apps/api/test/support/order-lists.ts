import { sql } from 'kysely';
import { authHeaders, createWorker } from './accounts.ts';
import { createFulfillmentTeam } from './fulfillment.ts';
import type { TestApp } from './test-app.ts';
import type { TestDatabase } from './test-database.ts';

/**
 * More than `rows` shipping orders (two items each) for the paged order lists, and the address
 * each is read at (query-counts.test.ts): the customer's and the warehouse floor's.
 */
export async function seedOrderLists(
  app: TestApp,
  database: TestDatabase,
  rows: number,
): Promise<Map<string, { url: string; headers: Record<string, string> }>> {
  const { teamId, master, warehouseId } = await createFulfillmentTeam(database);
  const db = database.db;
  await sql`
    insert into skus (id, team_id, name, barcode, barcode_type)
    select 'sku_qo_' || g, ${teamId}, '주문 상품 ' || g, 'QO-' || g, 'CODE128' from generate_series(1, 2) g`.execute(
    db,
  );
  await sql`
    insert into shipping_orders (id, seq, order_no, team_id, warehouse_id, status, promised_ship_date,
      recipient_name, recipient_phone, recipient_zip, recipient_address1)
    select 'ord_qc_' || g, nextval('shipping_orders_seq'), 'FO-QC-' || g, ${teamId}, ${warehouseId},
      (array['waiting', 'allocated', 'picking'])[1 + g % 3], '2030-01-02', '받는분 ' || g, '010-1234-5678',
      '06236', '서울특별시 강남구'
    from generate_series(1, ${rows}) g`.execute(db);
  await sql`
    insert into shipping_order_items (order_id, position, sku_id, name, quantity, components)
    select 'ord_qc_' || g, p - 1, 'sku_qo_' || p, '주문 상품 ' || p, p,
      jsonb_build_array(jsonb_build_object('skuId', 'sku_qo_' || p, 'quantity', p))
    from generate_series(1, ${rows}) g, generate_series(1, 2) p`.execute(db);
  const customer = await authHeaders(app, database, master);
  const worker = await authHeaders(app, database, await createWorker(database, { warehouseId }));
  return new Map([
    ['/api/fulfillment/orders', { url: '/api/fulfillment/orders', headers: customer }],
    ['/api/warehouse/orders', { url: '/api/warehouse/orders', headers: worker }],
  ]);
}
