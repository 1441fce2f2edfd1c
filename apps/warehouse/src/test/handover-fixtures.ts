import type { Handover, HandoverListItem, HandoverParcel, HandoverStatus } from '@baro/core';

// Carrier handover manifests as the API answers them (issue 15), for the desk's screen tests.

export const handoverCounts = (given: Partial<Record<HandoverStatus, number>> = {}) => ({
  open: 0,
  closed: 0,
  ...given,
});

export function handoverParcelFixture(overrides: Partial<HandoverParcel> = {}): HandoverParcel {
  return {
    parcelId: 'sop_01HZX4PARCEL0001',
    invoiceNo: '612345678901',
    order: {
      id: 'ord_01HZX4ORDER00012',
      orderNo: 'FO260304-00012',
      status: 'packed',
      teamName: '바로무역',
      recipientName: '김받는',
      parcelCount: 1,
    },
    scannedAt: '2026-03-05T16:10:00+09:00',
    ...overrides,
  };
}

export function handoverFixture(overrides: Partial<Handover> = {}): Handover {
  return {
    id: 'hov_01HZX4HANDOVER01',
    handoverNo: 'HO260305-0001',
    status: 'open',
    warehouse: { id: 'wh_incheon1', code: 'ICN1', name: '인천 1센터' },
    parcelCompany: '04',
    parcelCount: 1,
    orderCount: 1,
    createdAt: '2026-03-05T15:00:00+09:00',
    updatedAt: '2026-03-05T16:10:00+09:00',
    closedAt: null,
    parcels: [handoverParcelFixture()],
    ...overrides,
  };
}

export function handoverListItemFixture(overrides: Partial<HandoverListItem> = {}): HandoverListItem {
  const { parcels: _parcels, ...head } = handoverFixture();
  return { ...head, ...overrides };
}
