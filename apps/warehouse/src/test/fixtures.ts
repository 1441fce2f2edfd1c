import { userProfileFixture } from '@baro/client/testing';
import {
  type FloorOrder,
  INBOUND_STATUSES,
  type Inbound,
  type InboundPage,
  type InboundStatus,
  ORDER_STATUSES,
  type OrderStatus,
  RETURN_STATUSES,
  type Return,
  type ReturnStatus,
  type ShippingOrderListItem,
  type UserProfile,
  WAVE_STATUSES,
  type Wave,
  type WaveListItem,
  type WaveStatus,
} from '@baro/core';

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

/** A page of a list as the API answers it (the kit's). */
export { pageOf } from '@baro/client/testing';

const countsFor = <S extends string>(statuses: readonly S[], given: Partial<Record<S, number>>) =>
  Object.fromEntries(statuses.map((status) => [status, given[status] ?? 0])) as Record<S, number>;

export const orderCounts = (given: Partial<Record<OrderStatus, number>> = {}) =>
  countsFor(ORDER_STATUSES, given);
export const inboundCounts = (given: Partial<Record<InboundStatus, number>> = {}) =>
  countsFor(INBOUND_STATUSES, given);
export const returnCounts = (given: Partial<Record<ReturnStatus, number>> = {}) =>
  countsFor(RETURN_STATUSES, given);

/** An order of 바로무역 to pick, as the floor list shows it. */
export function orderListItemFixture(overrides: Partial<ShippingOrderListItem> = {}): ShippingOrderListItem {
  return {
    id: 'ord_01HZX4ORDER0001',
    orderNo: 'FO260304-00012',
    status: 'allocated',
    promisedShipDate: '2026-03-04',
    recipientName: '홍길동',
    channelOrderNo: 'SS-778899',
    teamName: '바로무역',
    firstItemName: '바로 물티슈 100매',
    itemCount: 3,
    quantity: 7,
    createdAt: '2026-03-04T01:30:00Z',
    shippedAt: null,
    ...overrides,
  };
}

/** The same order in full, as the floor reads it: two SKUs on two locations, no parcel yet, in no wave. */
export function orderFixture(overrides: Partial<FloorOrder> = {}): FloorOrder {
  return {
    id: 'ord_01HZX4ORDER0001',
    orderNo: 'FO260304-00012',
    status: 'allocated',
    promisedShipDate: '2026-03-04',
    recipient: {
      name: '홍길동',
      phone: '010-1234-5678',
      zipCode: '06236',
      address1: '서울특별시 강남구 테헤란로 123',
      address2: '4층',
    },
    memo: '문 앞에 놓아 주세요',
    channelOrderNo: 'SS-778899',
    teamName: '바로무역',
    warehouse: { id: 'wh_01HZX4WAREHOUSE', code: 'ICN1', name: '인천 1센터' },
    items: [
      {
        skuId: 'sku_01HZX4WIPES001',
        groupSkuId: null,
        name: '바로 물티슈 100매',
        quantity: 5,
        components: [],
      },
      { skuId: 'sku_01HZX4CUPS0001', groupSkuId: null, name: '종이컵 50개입', quantity: 2, components: [] },
    ],
    lines: [
      {
        id: 'sku_01HZX4WIPES001',
        name: '바로 물티슈 100매',
        barcode: '8801234567893',
        quantity: 5,
        lengthMm: 200,
        widthMm: 120,
        heightMm: 60,
        weightGrams: 450,
      },
      {
        id: 'sku_01HZX4CUPS0001',
        name: '종이컵 50개입',
        barcode: '8809876543210',
        quantity: 2,
        lengthMm: null,
        widthMm: null,
        heightMm: null,
        weightGrams: null,
      },
    ],
    allocations: [
      {
        id: 'sku_01HZX4WIPES001',
        name: '바로 물티슈 100매',
        barcode: '8801234567893',
        locationCode: 'B-01-01-01-01',
        quantity: 5,
      },
      {
        id: 'sku_01HZX4CUPS0001',
        name: '종이컵 50개입',
        barcode: '8809876543210',
        locationCode: 'A-02-01-01-01',
        quantity: 2,
      },
    ],
    history: [{ status: 'allocated', at: '2026-03-04T01:30:00Z', note: null }],
    parcels: [],
    createdAt: '2026-03-04T01:30:00Z',
    updatedAt: '2026-03-04T01:30:00Z',
    shippedAt: null,
    deliveredAt: null,
    canceledAt: null,
    wave: null,
    ...overrides,
  };
}

/** An inbound of 바로무역 at the dock: 10 wipes and 4 cups expected, 2 cups received. */
export function inboundFixture(overrides: Partial<Inbound> = {}): Inbound {
  return {
    id: 'inb_01HZX4INBOUND01',
    inboundNo: 'IB260304-0001',
    status: 'arrived',
    expectedDate: '2026-03-04',
    boxes: 2,
    memo: '파손 주의',
    teamName: '바로무역',
    warehouse: { id: 'wh_01HZX4WAREHOUSE', code: 'ICN1', name: '인천 1센터', address: null },
    items: [
      {
        id: 'sku_01HZX4WIPES001',
        name: '바로 물티슈 100매',
        barcode: '8801234567893',
        expectedQuantity: 10,
        receivedQuantity: 0,
      },
      {
        id: 'sku_01HZX4CUPS0001',
        name: '종이컵 50개입',
        barcode: '8809876543210',
        expectedQuantity: 4,
        receivedQuantity: 2,
      },
    ],
    receipts: [
      {
        skuId: 'sku_01HZX4CUPS0001',
        quantity: 2,
        locationCode: 'A-02-01-01-01',
        receivedAt: '2026-03-04T02:00:00Z',
      },
    ],
    discrepancies: [],
    history: [
      { status: 'requested', at: '2026-03-02T01:00:00Z', note: null },
      { status: 'arrived', at: '2026-03-04T01:00:00Z', note: null },
    ],
    createdAt: '2026-03-02T01:00:00Z',
    updatedAt: '2026-03-04T02:00:00Z',
    ...overrides,
  };
}

/** The inbound as the list shows it. */
export function inboundListItemFixture(
  overrides: Partial<InboundPage['items'][number]> = {},
): InboundPage['items'][number] {
  return {
    id: 'inb_01HZX4INBOUND01',
    inboundNo: 'IB260304-0001',
    status: 'arrived',
    expectedDate: '2026-03-04',
    boxes: 2,
    teamName: '바로무역',
    skuCount: 2,
    expectedQuantity: 14,
    receivedQuantity: 2,
    createdAt: '2026-03-02T01:00:00Z',
    ...overrides,
  };
}

/** A return of order FO260304-00012 that arrived: 3 wipes and 1 cup. */
export function returnFixture(overrides: Partial<Return> = {}): Return {
  return {
    id: 'ret_01HZX4RETURN001',
    returnNo: 'RT260310-0001',
    status: 'arrived',
    order: { id: 'ord_01HZX4ORDER0001', orderNo: 'FO260304-00012' },
    reason: 'defective',
    reasonDetail: '포장이 뜯겨 있었습니다',
    memo: null,
    teamName: '바로무역',
    pickupAddress: {
      name: '홍길동',
      phone: '010-1234-5678',
      zipCode: '06236',
      address1: '서울특별시 강남구 테헤란로 123',
      address2: null,
    },
    items: [
      {
        id: 'sku_01HZX4WIPES001',
        name: '바로 물티슈 100매',
        barcode: '8801234567893',
        quantity: 3,
        restocked: 0,
        quarantined: 0,
        disposed: 0,
      },
      {
        id: 'sku_01HZX4CUPS0001',
        name: '종이컵 50개입',
        barcode: '8809876543210',
        quantity: 1,
        restocked: 0,
        quarantined: 0,
        disposed: 0,
      },
    ],
    parcel: { parcelCompany: '04', invoiceNo: '640012345678', status: 'delivered' },
    history: [
      { status: 'requested', at: '2026-03-08T01:00:00Z', note: null },
      { status: 'in_transit', at: '2026-03-09T01:00:00Z', note: null },
      { status: 'arrived', at: '2026-03-10T01:00:00Z', note: null },
    ],
    createdAt: '2026-03-08T01:00:00Z',
    updatedAt: '2026-03-10T01:00:00Z',
    ...overrides,
  };
}

export const waveCounts = (given: Partial<Record<WaveStatus, number>> = {}) =>
  countsFor(WAVE_STATUSES, given);

/** An open wave of two orders and two tasks (towels at A-01, soap at B-02), as the detail answers it. */
export function waveFixture(overrides: Partial<Wave> = {}): Wave {
  return {
    id: 'wav_01HZX4WAVE00001',
    waveNo: 'WV260305-0003',
    status: 'open',
    warehouse: { id: 'wh_01HZX4WAREHOUSE', code: 'ICN1', name: '인천 1센터' },
    filters: { cutoff: 'today', parcelCompany: null, kind: 'any', maxOrders: 50 },
    totals: { orders: 2, tasks: 2, units: 5, tasksConfirmed: 0, tasksShort: 0, unitsPicked: 0 },
    createdAt: '2026-03-05T09:10:00+09:00',
    updatedAt: '2026-03-05T09:10:00+09:00',
    releasedAt: null,
    pickedAt: null,
    cancelledAt: null,
    orders: [
      {
        id: 'ord_01HZX4ORDER0001',
        orderNo: 'FO260304-00012',
        status: 'allocated',
        promisedShipDate: '2026-03-05',
        teamName: '바로무역',
        recipientName: '김받는',
        quantity: 3,
        pickState: 'pending',
      },
      {
        id: 'ord_01HZX4ORDER0002',
        orderNo: 'FO260304-00013',
        status: 'allocated',
        promisedShipDate: '2026-03-05',
        teamName: '바로무역',
        recipientName: '이받는',
        quantity: 2,
        pickState: 'pending',
      },
    ],
    tasks: [
      {
        id: 'wpt_01HZX4TASK00001',
        position: 0,
        location: { id: 'loc_1', code: 'A-01-01-01-01' },
        sku: { id: 'sku_towel', name: '바로 수건', barcode: '8801234567893' },
        quantity: 2,
        pickedQuantity: null,
        state: 'pending',
        pickedAt: null,
        orders: [
          { orderId: 'ord_01HZX4ORDER0001', orderNo: 'FO260304-00012', quantity: 1, pickedQuantity: null },
          { orderId: 'ord_01HZX4ORDER0002', orderNo: 'FO260304-00013', quantity: 1, pickedQuantity: null },
        ],
      },
      {
        id: 'wpt_01HZX4TASK00002',
        position: 1,
        location: { id: 'loc_2', code: 'B-02-01-01-01' },
        sku: { id: 'sku_soap', name: '바로 비누', barcode: '8801234567800' },
        quantity: 3,
        pickedQuantity: null,
        state: 'pending',
        pickedAt: null,
        orders: [
          { orderId: 'ord_01HZX4ORDER0001', orderNo: 'FO260304-00012', quantity: 2, pickedQuantity: null },
          { orderId: 'ord_01HZX4ORDER0002', orderNo: 'FO260304-00013', quantity: 1, pickedQuantity: null },
        ],
      },
    ],
    ...overrides,
  };
}

/** The same wave as the list shows it. */
export function waveListItemFixture(overrides: Partial<WaveListItem> = {}): WaveListItem {
  const { orders: _orders, tasks: _tasks, ...head } = waveFixture();
  return { ...head, ...overrides };
}
