import { sql } from 'kysely';
import { authHeaders, createWorker } from './accounts.ts';
import { createWarehouse } from './fulfillment.ts';
import type { TestApp } from './test-app.ts';
import type { TestDatabase } from './test-database.ts';

/** More than `rows` handover manifests of one warehouse, and the address its worker reads them at (query-counts.test.ts). */
export async function seedHandoverLists(
  app: TestApp,
  database: TestDatabase,
  rows: number,
): Promise<Map<string, { url: string; headers: Record<string, string> }>> {
  const warehouseId = await createWarehouse(database);
  const worker = await createWorker(database, { warehouseId });
  await sql`
    insert into handovers (id, handover_no, warehouse_id, parcel_company, status, created_by, closed_at,
      closed_by)
    select 'hov_qc_' || g, 'HO-QC-' || g, ${warehouseId}, '04', 'closed', ${worker.id}, now(), ${worker.id}
    from generate_series(1, ${rows}) g`.execute(database.db);
  return new Map([
    [
      '/api/warehouse/handovers',
      { url: '/api/warehouse/handovers', headers: await authHeaders(app, database, worker) },
    ],
  ]);
}
