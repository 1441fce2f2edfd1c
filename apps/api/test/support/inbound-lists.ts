import { sql } from 'kysely';
import { authHeaders, createWorker } from './accounts.ts';
import { createFulfillmentTeam } from './fulfillment.ts';
import type { TestApp } from './test-app.ts';
import type { TestDatabase } from './test-database.ts';

/**
 * More than `rows` inbounds (each with a line) and returns (each of a shipped order, with an item)
 * for the paged inbound and returns lists of query-counts.test.ts, and the addresses they are read
 * at (the customer's and the worker's).
 */
export async function seedInboundLists(
  app: TestApp,
  database: TestDatabase,
  rows: number,
): Promise<Map<string, { url: string; headers: Record<string, string> }>> {
  const { teamId, master, warehouseId } = await createFulfillmentTeam(database);
  const db = database.db;
  await sql`
    insert into skus (id, team_id, name, barcode, barcode_type)
    select 'sku_qci_' || g, ${teamId}, '입고 상품 ' || g, 'QCI-' || g, 'CODE128' from generate_series(1, ${rows}) g`.execute(
    db,
  );
  await sql`
    insert into inbounds (id, inbound_no, team_id, warehouse_id, status, expected_date, boxes)
    select 'inb_qc_' || g, 'IB260101-' || lpad(g::text, 4, '0'), ${teamId}, ${warehouseId},
      (array['requested','arrived','receiving'])[1 + g % 3], '2026-01-02', 1
    from generate_series(1, ${rows}) g`.execute(db);
  await sql`
    insert into inbound_items (inbound_id, sku_id, position, expected_quantity, received_quantity)
    select 'inb_qc_' || g, 'sku_qci_' || g, 0, 10, g % 4 from generate_series(1, ${rows}) g`.execute(db);
  await sql`
    insert into shipping_orders (id, seq, order_no, team_id, warehouse_id, status, promised_ship_date,
      recipient_name, recipient_phone, recipient_zip, recipient_address1, shipped_at)
    select 'ord_qcr_' || g, nextval('shipping_orders_seq'), 'FO260101-' || lpad(g::text, 5, '0'), ${teamId},
      ${warehouseId}, 'shipped', '2026-01-01', '김받는', '010-2345-6789', '06236', '서울특별시', now()
    from generate_series(1, ${rows}) g`.execute(db);
  await sql`
    insert into returns (id, return_no, team_id, warehouse_id, order_id, status, reason,
      pickup_name, pickup_phone, pickup_zip, pickup_address1)
    select 'ret_qc_' || g, 'RT260102-' || lpad(g::text, 4, '0'), ${teamId}, ${warehouseId}, 'ord_qcr_' || g,
      (array['requested','arrived','inspected'])[1 + g % 3], 'changed_mind', '김반품', '010-2345-6789', '06236', '서울특별시'
    from generate_series(1, ${rows}) g`.execute(db);
  await sql`
    insert into return_items (return_id, sku_id, position, quantity)
    select 'ret_qc_' || g, 'sku_qci_' || g, 0, 1 from generate_series(1, ${rows}) g`.execute(db);
  const customer = await authHeaders(app, database, master);
  const worker = await authHeaders(app, database, await createWorker(database, { warehouseId }));
  return new Map([
    ['/api/fulfillment/inbound', { url: '/api/fulfillment/inbound', headers: customer }],
    ['/api/warehouse/inbound', { url: '/api/warehouse/inbound', headers: worker }],
    ['/api/fulfillment/returns', { url: '/api/fulfillment/returns', headers: customer }],
    ['/api/warehouse/returns', { url: '/api/warehouse/returns', headers: worker }],
  ]);
}
