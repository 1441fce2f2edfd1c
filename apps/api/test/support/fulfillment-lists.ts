import { sql } from 'kysely';
import { authHeaders, createStaff, createWorker } from './accounts.ts';
import { createFulfillmentTeam } from './fulfillment.ts';
import type { TestApp } from './test-app.ts';
import type { TestDatabase } from './test-database.ts';

/**
 * More than `rows` rows for every paged fulfillment list, and the address each is read at
 * (query-counts.test.ts): applications, SKUs, kits, inventory, movements, locations.
 */
export async function seedFulfillmentLists(
  app: TestApp,
  database: TestDatabase,
  rows: number,
): Promise<Map<string, { url: string; headers: Record<string, string> }>> {
  const { teamId, master, warehouseId } = await createFulfillmentTeam(database);
  const db = database.db;
  await sql`insert into teams (id, name) select 'team_qcf_' || g, '신청팀 ' || g from generate_series(1, ${rows}) g`.execute(
    db,
  );
  await sql`
    insert into fulfillment_applications (id, team_id, status, company_name, business_number, representative,
      contact_name, contact_phone, monthly_orders, product_category)
    select 'fap_qc_' || g, 'team_qcf_' || g, 'pending', '회사 ' || g, '2208162517', '대표', '담당', '010-1234-5678', g, '잡화'
    from generate_series(1, ${rows}) g`.execute(db);
  await sql`
    insert into warehouse_locations (id, warehouse_id, code, kind)
    select 'loc_qc_' || g, ${warehouseId}, 'A-01-01-01-' || lpad(g::text, 2, '0'), 'storage'
    from generate_series(1, ${rows}) g`.execute(db);
  await sql`
    insert into skus (id, team_id, name, barcode, barcode_type)
    select 'sku_qc_' || g, ${teamId}, '상품 ' || g, 'QC-' || g, 'CODE128' from generate_series(1, ${rows}) g`.execute(
    db,
  );
  await sql`
    insert into stock_balances (sku_id, location_id, team_id, warehouse_id, on_hand, reserved)
    select 'sku_qc_' || g, 'loc_qc_' || g, ${teamId}, ${warehouseId}, 10, 0 from generate_series(1, ${rows}) g`.execute(
    db,
  );
  await sql`
    insert into stock_movements (id, sku_id, location_id, team_id, warehouse_id, kind, quantity, on_hand_delta, reserved_delta)
    select 'mov_qc_' || g, 'sku_qc_' || g, 'loc_qc_' || g, ${teamId}, ${warehouseId}, 'receive', 10, 10, 0
    from generate_series(1, ${rows}) g`.execute(db);
  await sql`
    insert into group_skus (id, team_id, name) select 'gsk_qc_' || g, ${teamId}, '세트 ' || g from generate_series(1, ${rows}) g`.execute(
    db,
  );
  await sql`
    insert into group_sku_components (group_sku_id, sku_id, quantity, position)
    select 'gsk_qc_' || g, 'sku_qc_' || g, 2, 0 from generate_series(1, ${rows}) g`.execute(db);

  const customer = await authHeaders(app, database, master);
  const staff = await authHeaders(app, database, await createStaff(database));
  const worker = await authHeaders(app, database, await createWorker(database, { warehouseId }));
  return new Map([
    ['/api/admin/fulfillment/applications', { url: '/api/admin/fulfillment/applications', headers: staff }],
    ['/api/fulfillment/sku', { url: '/api/fulfillment/sku', headers: customer }],
    ['/api/fulfillment/group', { url: '/api/fulfillment/group', headers: customer }],
    ['/api/fulfillment/inventory', { url: '/api/fulfillment/inventory', headers: customer }],
    [
      '/api/fulfillment/inventory/movements',
      { url: '/api/fulfillment/inventory/movements', headers: customer },
    ],
    ['/api/warehouse/locations', { url: '/api/warehouse/locations', headers: worker }],
    ['/api/warehouse/stock', { url: '/api/warehouse/stock', headers: worker }],
    ['/api/warehouse/movements', { url: '/api/warehouse/movements', headers: worker }],
    ['/api/admin/stock', { url: `/api/admin/stock?warehouseId=${warehouseId}`, headers: staff }],
    [
      '/api/admin/warehouses/{id}/locations',
      { url: `/api/admin/warehouses/${warehouseId}/locations`, headers: staff },
    ],
  ]);
}
