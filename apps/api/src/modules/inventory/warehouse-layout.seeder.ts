import { newId } from '../../db/new-id.ts';
import type { Seeder } from '../../seed/seeder.ts';
import { upsertLocation } from './locations.repository.ts';
import { specialLocation } from './special-locations.ts';

/**
 * 인천 1센터's floor: zones A (fast movers) and B, two aisles of three racks, two levels, one bin
 * each (A-01-01-01-01 … B-02-03-02-01), plus the receiving dock, quarantine and outbound area.
 */
export const warehouseLayoutSeeder: Seeder = {
  name: 'warehouse-layout',
  async run(trx) {
    const warehouse = await trx
      .selectFrom('warehouses')
      .select('id')
      .where('code', '=', 'ICN1')
      .executeTakeFirst();
    if (!warehouse) return;
    for (const zone of ['A', 'B'])
      for (const aisle of [1, 2])
        for (const rack of [1, 2, 3])
          for (const level of [1, 2]) {
            const code = [zone, ...[aisle, rack, level, 1].map((n) => String(n).padStart(2, '0'))].join('-');
            await upsertLocation(trx, {
              id: newId('loc'),
              warehouse_id: warehouse.id,
              code,
              kind: 'storage',
            });
          }
    for (const kind of ['receiving', 'quarantine', 'outbound'] as const)
      await specialLocation(trx, warehouse.id, kind);
  },
};
