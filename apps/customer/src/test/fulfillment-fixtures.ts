import type {
  FulfillmentApplication,
  FulfillmentDashboard,
  GroupSku,
  Inbound,
  InventoryItem,
  OrderPage,
  Page,
  ShippingOrder,
  ShippingOrderListItem,
  SkuDetail,
  SkuListItem,
  StockMovement,
} from '@baro/core';

// Answers of the fulfillment API as the contracts of @baro/core shape them.

export function applicationFixture(overrides: Partial<FulfillmentApplication> = {}): FulfillmentApplication {
  return {
    id: 'fap_01HZXAPPLY01',
    teamId: 'team_01HZX4BAROTEAM',
    teamName: '바로무역',
    status: 'pending',
    companyName: '바로무역',
    businessNumber: '2208162517',
    representative: '김대표',
    contactName: '김수입',
    contactPhone: '010-2000-0001',
    monthlyOrders: 500,
    productCategory: '생활용품',
    memo: null,
    rejectReason: null,
    warehouse: null,
    appliedAt: '2026-11-20T01:00:00Z',
    decidedAt: null,
    updatedAt: '2026-11-20T01:00:00Z',
    ...overrides,
  };
}

export const approvedApplication = (overrides: Partial<FulfillmentApplication> = {}) =>
  applicationFixture({
    status: 'approved',
    decidedAt: '2026-11-21T02:00:00Z',
    warehouse: { id: 'wh_icn1', code: 'ICN1', name: '인천 1센터' },
    ...overrides,
  });

export function skuListItemFixture(overrides: Partial<SkuListItem> = {}): SkuListItem {
  return {
    id: 'sku_01HZXTUMBLER',
    name: '바로 텀블러 500ml 화이트',
    barcode: '8801234567893',
    barcodeType: 'EAN13',
    weightGrams: 320,
    lengthMm: 80,
    widthMm: 80,
    heightMm: 220,
    valueKrw: 12000,
    hsCode: '961700',
    originCountry: 'CN',
    lowStockThreshold: 10,
    createdAt: '2026-11-21T03:00:00Z',
    updatedAt: '2026-11-21T03:00:00Z',
    stock: { onHand: 120, reserved: 20, available: 100 },
    ...overrides,
  };
}

export function movementFixture(overrides: Partial<StockMovement> = {}): StockMovement {
  return {
    id: 'mov_01',
    kind: 'receive',
    skuId: 'sku_01HZXTUMBLER',
    locationCode: 'A-01-01-01-01',
    quantity: 120,
    onHandDelta: 120,
    reservedDelta: 0,
    reference: { type: 'inbound', id: 'inb_01', label: 'IB261121-0001' },
    reason: null,
    createdAt: '2026-11-21T05:30:00Z',
    ...overrides,
  };
}

export function skuDetailFixture(overrides: Partial<SkuDetail> = {}): SkuDetail {
  const { stock: _stock, ...item } = skuListItemFixture();
  return {
    ...item,
    stock: {
      onHand: 120,
      reserved: 20,
      available: 100,
      quarantined: 2,
      locations: [
        {
          locationCode: 'A-01-01-01-01',
          kind: 'storage',
          warehouseId: 'wh_icn1',
          warehouseCode: 'ICN1',
          onHand: 100,
          reserved: 20,
          available: 80,
        },
        {
          locationCode: 'A-01-01-01-02',
          kind: 'storage',
          warehouseId: 'wh_icn1',
          warehouseCode: 'ICN1',
          onHand: 20,
          reserved: 0,
          available: 20,
        },
      ],
    },
    movements: [
      movementFixture({
        id: 'mov_02',
        kind: 'reserve',
        quantity: 20,
        onHandDelta: 0,
        reservedDelta: 20,
        reference: { type: 'order', id: 'ord_01', label: 'FO261122-00001' },
        createdAt: '2026-11-22T00:10:00Z',
      }),
      movementFixture(),
    ],
    ...overrides,
  };
}

export function kitFixture(overrides: Partial<GroupSku> = {}): GroupSku {
  return {
    id: 'gsk_01HZXGIFTSET',
    name: '선물 세트 A',
    status: 'active',
    components: [
      {
        skuId: 'sku_01HZXTUMBLER',
        name: '바로 텀블러 500ml 화이트',
        barcode: '8801234567893',
        quantity: 2,
        stock: { onHand: 120, reserved: 20, available: 100 },
      },
      {
        skuId: 'sku_01HZXSTRAWXX',
        name: '스테인리스 빨대 세트',
        barcode: 'BR0000000017',
        quantity: 1,
        stock: { onHand: 30, reserved: 3, available: 27 },
      },
    ],
    available: 27,
    createdAt: '2026-11-21T04:00:00Z',
    updatedAt: '2026-11-21T04:00:00Z',
    withdrawnAt: null,
    ...overrides,
  };
}

export function inventoryItemFixture(overrides: Partial<InventoryItem> = {}): InventoryItem {
  const detail = skuDetailFixture();
  return {
    sku: { id: detail.id, name: detail.name, barcode: detail.barcode, lowStockThreshold: 10 },
    stock: detail.stock,
    ...overrides,
  };
}

export function pageFixture<T>(items: T[], page = 1, total = items.length, size = 20): Page<T> {
  return { items, page, size, total, pageCount: Math.max(1, Math.ceil(total / size)) };
}

export function orderFixture(overrides: Partial<ShippingOrder> = {}): ShippingOrder {
  return {
    id: 'ord_01HZXORDER01',
    orderNo: 'FO261128-00001',
    status: 'allocated',
    promisedShipDate: '2026-11-30',
    recipient: {
      name: '이받음',
      phone: '010-3000-0002',
      zipCode: '06236',
      address1: '서울 강남구 테헤란로 1',
      address2: '101호',
    },
    memo: '문 앞에 놓아 주세요',
    channelOrderNo: 'SS-20261128-77',
    teamName: '바로무역',
    warehouse: { id: 'wh_icn1', code: 'ICN1', name: '인천 1센터' },
    items: [
      {
        skuId: null,
        groupSkuId: 'gsk_01HZXGIFTSET',
        name: '선물 세트 A',
        quantity: 1,
        components: [
          { id: 'sku_01HZXTUMBLER', name: '바로 텀블러 500ml 화이트', barcode: '8801234567893', quantity: 2 },
          { id: 'sku_01HZXSTRAWXX', name: '스테인리스 빨대 세트', barcode: 'BR0000000017', quantity: 1 },
        ],
      },
    ],
    lines: [
      {
        id: 'sku_01HZXTUMBLER',
        name: '바로 텀블러 500ml 화이트',
        barcode: '8801234567893',
        quantity: 2,
        lengthMm: 80,
        widthMm: 80,
        heightMm: 220,
        weightGrams: 320,
      },
      {
        id: 'sku_01HZXSTRAWXX',
        name: '스테인리스 빨대 세트',
        barcode: 'BR0000000017',
        quantity: 1,
        lengthMm: null,
        widthMm: null,
        heightMm: null,
        weightGrams: null,
      },
    ],
    allocations: [],
    history: [{ status: 'allocated', at: '2026-11-28T01:00:00Z', note: null }],
    parcels: [],
    createdAt: '2026-11-28T01:00:00Z',
    updatedAt: '2026-11-28T01:00:00Z',
    shippedAt: null,
    deliveredAt: null,
    canceledAt: null,
    ...overrides,
  };
}

export function orderListItemFixture(overrides: Partial<ShippingOrderListItem> = {}): ShippingOrderListItem {
  return {
    id: 'ord_01HZXORDER01',
    orderNo: 'FO261128-00001',
    status: 'allocated',
    promisedShipDate: '2026-11-30',
    recipientName: '이받음',
    channelOrderNo: null,
    teamName: '바로무역',
    firstItemName: '선물 세트 A',
    itemCount: 3,
    quantity: 5,
    createdAt: '2026-11-28T01:00:00Z',
    shippedAt: null,
    ...overrides,
  };
}

export function orderPageFixture(
  items: ShippingOrderListItem[],
  counts: Partial<OrderPage['counts']> = {},
  page = 1,
  total = items.length,
): OrderPage {
  return {
    ...pageFixture(items, page, total),
    counts: {
      waiting: 0,
      allocated: 0,
      picking: 0,
      packed: 0,
      shipped: 0,
      delivered: 0,
      canceled: 0,
      returned_to_sender: 0,
      ...counts,
    },
  };
}

export function dashboardFixture(overrides: Partial<FulfillmentDashboard> = {}): FulfillmentDashboard {
  return {
    today: {
      date: '2026-11-27',
      isBusinessDay: true,
      cutOffTime: '13:00',
      cutOffAt: '2026-11-27T04:00:00Z',
      orders: 12,
      beforeCutOff: 9,
      afterCutOff: 3,
      dueToday: 10,
      shippedToday: 7,
    },
    ordersByStatus: {
      waiting: 1,
      allocated: 4,
      picking: 2,
      packed: 1,
      shipped: 30,
      delivered: 100,
      canceled: 2,
      returned_to_sender: 0,
    },
    onTime: { from: '2026-10-28', to: '2026-11-26', due: 80, shippedOnTime: 78, rate: 0.975 },
    lowStock: [
      {
        id: 'sku_01HZXSTRAWXX',
        name: '스테인리스 빨대 세트',
        barcode: 'BR0000000017',
        available: 3,
        threshold: 10,
      },
    ],
    pendingInbound: 2,
    pendingReturns: 1,
    ...overrides,
  };
}

export function inboundFixture(overrides: Partial<Inbound> = {}): Inbound {
  return {
    id: 'inb_01HZXINBOUND1',
    inboundNo: 'IB261127-0001',
    status: 'receiving',
    expectedDate: '2026-11-30',
    boxes: 3,
    memo: null,
    teamName: '바로무역',
    warehouse: { id: 'wh_icn1', code: 'ICN1', name: '인천 1센터', address: '인천 중구 공항동로 1' },
    items: [
      {
        id: 'sku_01HZXTUMBLER',
        name: '바로 텀블러 500ml 화이트',
        barcode: '8801234567893',
        expectedQuantity: 100,
        receivedQuantity: 60,
      },
      {
        id: 'sku_01HZXSTRAWXX',
        name: '스테인리스 빨대 세트',
        barcode: 'BR0000000017',
        expectedQuantity: 50,
        receivedQuantity: 55,
      },
    ],
    receipts: [],
    discrepancies: [
      {
        id: 'sku_01HZXSTRAWXX',
        name: '스테인리스 빨대 세트',
        barcode: 'BR0000000017',
        expected: 50,
        received: 55,
        kind: 'over',
      },
    ],
    history: [
      { status: 'requested', at: '2026-11-27T01:00:00Z', note: null },
      { status: 'arrived', at: '2026-11-28T00:30:00Z', note: null },
      { status: 'receiving', at: '2026-11-28T01:00:00Z', note: null },
    ],
    createdAt: '2026-11-27T01:00:00Z',
    updatedAt: '2026-11-28T01:00:00Z',
    ...overrides,
  };
}
