import {
  INBOUND_STATUSES,
  type InboundStatus,
  ORDER_STATUSES,
  type OrderStatus,
  RETURN_STATUSES,
  type ReturnStatus,
  type UserProfile,
} from '@baro/core';

/** A warehouse worker as `GET /api/users/me` answers it (demo `worker01` of 인천 1센터). */
export function workerUserFixture(overrides: Partial<UserProfile> = {}): UserProfile {
  return {
    id: 'usr_01HZX4WORKER01',
    kind: 'worker',
    email: 'worker@baro.demo',
    loginId: 'worker01',
    name: '박작업',
    company: null,
    phone: null,
    locale: 'ko',
    customerType: null,
    team: null,
    partner: null,
    warehouse: { id: 'wh_01HZX4WAREHOUSE', name: '인천 1센터' },
    managers: { forwarding: null, exportForwarding: null, fulfillment: null },
    createdAt: '2026-01-05T09:00:00+09:00',
    ...overrides,
  };
}

/** A page of a list as the API answers it. */
export function pageOf<Item>(items: Item[], page = 1, total = items.length, size = 20) {
  return { items, page, size, total, pageCount: Math.max(1, Math.ceil(total / size)) };
}

const countsFor = <S extends string>(statuses: readonly S[], given: Partial<Record<S, number>>) =>
  Object.fromEntries(statuses.map((status) => [status, given[status] ?? 0])) as Record<S, number>;

export const orderCounts = (given: Partial<Record<OrderStatus, number>> = {}) =>
  countsFor(ORDER_STATUSES, given);
export const inboundCounts = (given: Partial<Record<InboundStatus, number>> = {}) =>
  countsFor(INBOUND_STATUSES, given);
export const returnCounts = (given: Partial<Record<ReturnStatus, number>> = {}) =>
  countsFor(RETURN_STATUSES, given);
