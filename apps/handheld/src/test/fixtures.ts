import { userProfileFixture } from '@baro/client/testing';
import type { Inbound, UserProfile } from '@baro/core';

/** A warehouse worker as `GET /api/users/me` answers it (demo `worker01` of 인천 1센터). */
export function workerUserFixture(overrides: Partial<UserProfile> = {}): UserProfile {
  return userProfileFixture({
    id: 'usr_01HZX4WORKER01',
    kind: 'worker',
    email: 'worker@baro.demo',
    loginId: 'worker01',
    name: '박작업',
    warehouse: { id: 'wh_01HZX4WAREHOUSE', name: '인천 1센터' },
    ...overrides,
  });
}

/** Baro staff (no warehouse of their own). */
export const staffUserFixture = () =>
  workerUserFixture({
    id: 'usr_staff',
    kind: 'staff',
    email: 'staff@baro.demo',
    loginId: null,
    name: '김직원',
    warehouse: null,
  });

/** A page of a list as the API answers it (the kit's). */
export { pageOf } from '@baro/client/testing';

/** A balance row of `GET /api/warehouse/stock`. */
export function stockRowFixture(
  sku: { id: string; name: string; barcode: string },
  locationCode: string,
  onHand: number,
) {
  return {
    sku: { ...sku, teamName: '바로무역' },
    warehouseId: 'wh_icn1',
    warehouseCode: 'ICN1',
    locationCode,
    kind: 'storage' as const,
    onHand,
    reserved: 0,
    available: onHand,
  };
}

export const SOAP = { id: 'sku_soap', name: '바로 비누', barcode: '8801234567890' };
export const TOWEL = { id: 'sku_towel', name: '바로 수건', barcode: '8809876543210' };

/** An inbound of the warehouse, arrived, with two lines. */
export function inboundFixture(overrides: Partial<Inbound> = {}): Inbound {
  return {
    id: 'ibd_1',
    inboundNo: 'IB261207-0001',
    status: 'arrived',
    expectedDate: '2026-12-07',
    boxes: 2,
    memo: null,
    teamName: '바로무역',
    warehouse: { id: 'wh_01HZX4WAREHOUSE', code: 'ICN1', name: '인천 1센터', address: null },
    items: [
      { ...SOAP, expectedQuantity: 10, receivedQuantity: 4 },
      { ...TOWEL, expectedQuantity: 5, receivedQuantity: 0 },
    ],
    receipts: [],
    discrepancies: [],
    history: [],
    createdAt: '2026-12-06T09:00:00+09:00',
    updatedAt: '2026-12-07T09:00:00+09:00',
    ...overrides,
  };
}

/** A released wave of two tasks in walking order (soap ×2 at A-01-01-01-01, towel ×3 at A-01-01-02-01). */
export function waveFixture() {
  const task = (id: string, position: number, code: string, sku: typeof SOAP, quantity: number) => ({
    id,
    position,
    location: { id: `loc_${id}`, code },
    sku,
    quantity,
    pickedQuantity: null,
    state: 'pending' as const,
    pickedAt: null,
    orders: [{ orderId: 'ord_1', orderNo: 'FO261207-0001', quantity, pickedQuantity: null }],
  });
  return {
    id: 'wav_1',
    waveNo: 'WV261207-0001',
    status: 'released' as const,
    warehouse: { id: 'wh_01HZX4WAREHOUSE', code: 'ICN1', name: '인천 1센터' },
    filters: { cutoff: 'all' as const, parcelCompany: null, kind: 'any' as const, maxOrders: 50 },
    totals: { orders: 1, tasks: 2, units: 5, tasksConfirmed: 0, tasksShort: 0, unitsPicked: 0 },
    createdAt: '2026-12-07T09:00:00+09:00',
    updatedAt: '2026-12-07T09:00:00+09:00',
    releasedAt: '2026-12-07T09:10:00+09:00',
    pickedAt: null,
    cancelledAt: null,
    orders: [],
    tasks: [task('pt_1', 1, 'A-01-01-01-01', SOAP, 2), task('pt_2', 2, 'A-01-01-02-01', TOWEL, 3)],
  };
}
