import type { Seeder } from '../../seed/seeder.ts';

/**
 * 인천 1센터's address, cut-off and what a carrier needs of it as the sender of its parcels — its
 * postal code and phone (the accounts seeder creates the warehouse with its worker). Without them
 * every carrier refuses to issue a waybill for the demo floor's parcels, so nothing could be packed
 * without a typed waybill (the packing station issues them). Each value is set only when missing.
 */
export const warehousesSeeder: Seeder = {
  name: 'warehouses',
  async run(trx) {
    await trx
      .updateTable('warehouses')
      .set({ address: '인천광역시 중구 공항동로 296번길 98-30 (운서동)', cut_off_time: '13:00' })
      .where('code', '=', 'ICN1')
      .where('address', 'is', null)
      .execute();
    await trx
      .updateTable('warehouses')
      .set({ zip_code: '22382' })
      .where('code', '=', 'ICN1')
      .where('zip_code', 'is', null)
      .execute();
    await trx
      .updateTable('warehouses')
      .set({ phone: '032-743-0000' })
      .where('code', '=', 'ICN1')
      .where('phone', 'is', null)
      .execute();
  },
};
