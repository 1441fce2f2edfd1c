// Normalised parcel tracking statuses (issue 14), the same words for every carrier and provider.
// The carrier's own text stays beside each event (`description`), so nothing is lost by mapping.

export const TRACKING_STATUSES = [
  'information_received',
  'at_pickup',
  'in_transit',
  'out_for_delivery',
  'delivered',
  'attempt_fail',
  'exception',
  'returning',
] as const;
export type TrackingStatus = (typeof TRACKING_STATUSES)[number];

export function isTrackingStatus(value: unknown): value is TrackingStatus {
  return typeof value === 'string' && (TRACKING_STATUSES as readonly string[]).includes(value);
}

// Korean stage words as carriers print them (CJ 집화처리/간선상차/배송출발, Hanjin 배송준비중,
// Logen 터미널입고/배송출고, Korea Post 접수/발송/도착/배달준비/배달완료/미배달, Lotte 구간발송 …).
// Order matters: the first matching rule wins, so "반송" beats "배송완료" in "반송 배송완료".
const RULES: ReadonlyArray<readonly [RegExp, TrackingStatus]> = [
  [/반송|반품|회송/, 'returning'],
  [/주소\s*불명|주소\s*오류|수취\s*거절|분실|파손|사고|보류|폐기|취소/, 'exception'],
  [/미배달|미배송|부재|배달\s*실패|배송\s*실패|재배달|보관/, 'attempt_fail'],
  [/배송\s*완료|배달\s*완료|인수자\s*등록|수령/, 'delivered'],
  [/배송\s*출발|배달\s*출발|배달\s*준비|배송\s*출고|배달\s*전|배송중/, 'out_for_delivery'],
  [/집화|집하|인수\s*완료|픽업/, 'at_pickup'],
  [/접수|운송장\s*(등록|출력)|송장\s*출력|예약/, 'information_received'],
  [/상차|하차|입고|출고|발송|도착|이동|간선|터미널|허브|적입|해체|통관/, 'in_transit'],
];

/**
 * The normalised status a carrier's raw Korean stage text stands for (`간선상차` → in_transit,
 * `배송출발` → out_for_delivery, `미배달(부재)` → attempt_fail), or undefined when the words say
 * nothing known. Providers that send their own status code use it first; this reads the rest.
 */
export function classifyTrackingText(text: string): TrackingStatus | undefined {
  for (const [pattern, status] of RULES) if (pattern.test(text)) return status;
  return undefined;
}

export interface TrackingEventLike {
  /** ISO 8601 with offset. */
  time: string;
  status: TrackingStatus;
}

/**
 * A parcel's status from its events (oldest first): the latest event's status, except that a
 * delivery, once seen, stays (carriers sometimes list a late "배송출발" scan after delivery —
 * DeliveryTracker's `lastEvent` documents the same rule) and a parcel on its way back stays
 * `returning`. No events yet: `information_received` (the waybill exists).
 */
export function summarizeTrackingStatus(events: readonly TrackingEventLike[]): TrackingStatus {
  if (events.some((event) => event.status === 'returning')) return 'returning';
  if (events.some((event) => event.status === 'delivered')) return 'delivered';
  return events.at(-1)?.status ?? 'information_received';
}

/** Whether the carrier has physically taken the parcel (anything past information received). */
export function hasFirstScan(events: readonly TrackingEventLike[]): boolean {
  return events.some((event) => event.status !== 'information_received');
}
