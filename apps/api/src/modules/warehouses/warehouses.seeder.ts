import type { Seeder } from '../../seed/seeder.ts';

/** 인천 1센터's address and cut-off (the accounts seeder creates the warehouse with its worker). */
export const warehousesSeeder: Seeder = {
  name: 'warehouses',
  async run(trx) {
    await trx
      .updateTable('warehouses')
      .set({ address: '인천광역시 중구 공항동로 296번길 98-30 (운서동)', cut_off_time: '13:00' })
      .where('code', '=', 'ICN1')
      .where('address', 'is', null)
      .execute();
  },
};
