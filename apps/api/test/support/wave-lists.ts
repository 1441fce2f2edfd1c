import { sql } from 'kysely';
import { authHeaders, createWorker } from './accounts.ts';
import { createWarehouse } from './fulfillment.ts';
import type { TestApp } from './test-app.ts';
import type { TestDatabase } from './test-database.ts';

/** More than `rows` pick waves of one warehouse, and the address its worker reads them at (query-counts.test.ts). */
export async function seedWaveLists(
  app: TestApp,
  database: TestDatabase,
  rows: number,
): Promise<Map<string, { url: string; headers: Record<string, string> }>> {
  const warehouseId = await createWarehouse(database);
  const worker = await createWorker(database, { warehouseId });
  await sql`
    insert into waves (id, wave_no, warehouse_id, status, cutoff, kind, max_orders, created_by,
      released_at)
    select 'wav_qc_' || g, 'WV-QC-' || g, ${warehouseId}, (array['open', 'released'])[1 + g % 2], 'all',
      'any', 50, ${worker.id}, case when g % 2 = 1 then now() end
    from generate_series(1, ${rows}) g`.execute(database.db);
  return new Map([
    [
      '/api/warehouse/waves',
      { url: '/api/warehouse/waves', headers: await authHeaders(app, database, worker) },
    ],
  ]);
}
