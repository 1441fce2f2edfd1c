import { type ParcelCompany, type TrackingEvent, type TrackingStatus, toSeoulIso } from '@baro/core';
import { provinceOf } from './korean-places.data.ts';
import { branchFor, hubFor, stableHash } from './simulated-numbers.ts';

// The simulated carrier network's tracking: a realistic history for a waybill, decided once by
// the number (the same number always tells the same story) and revealed as time passes. A normal
// parcel goes 집화처리 → 간선상차 → 간선하차 (→ 간선상차 → 간선하차 through a second terminal) →
// 배송출발 → 배송완료 in about a day and a half; a few meet the exceptions Korean parcels meet:
// nobody home (미배달, delivered the next day), an address the driver cannot find (주소불명, sent
// back), or a refused parcel (수취거절, sent back). `speed` compresses the clock for demos and
// tests: at 720, a day and a half passes in three minutes.

export interface SimulatedParcel {
  parcelCompany: ParcelCompany;
  invoiceNo: string;
  kind: 'outbound' | 'return';
  issuedAt: Date;
  senderZip: string;
  recipientZip: string;
}

export type Scenario =
  | 'delivered'
  | 'absent_then_delivered'
  | 'address_unknown_returned'
  | 'refused_returned';

/** Roughly 1 in 20 parcels meets an exception (2% absent, 1.5% each sent back). */
export function scenarioOf(parcelCompany: ParcelCompany, invoiceNo: string): Scenario {
  const roll = stableHash(`scenario:${parcelCompany}:${invoiceNo}`) % 1000;
  if (roll < 20) return 'absent_then_delivered';
  if (roll < 35) return 'address_unknown_returned';
  if (roll < 50) return 'refused_returned';
  return 'delivered';
}

interface Step {
  /** Hours after the previous step (before speeding up). */
  after: number;
  status: TrackingStatus;
  description: string;
  location: string;
}

const HOUR_MS = 60 * 60 * 1000;

/** A small deterministic generator (mulberry32) for the jitter of each step. */
function jitter(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Every step of the parcel's story, with its hours after issuance (not yet cut at "now"). */
export function simulatedSteps(
  parcel: SimulatedParcel,
  scenario = scenarioOf(parcel.parcelCompany, parcel.invoiceNo),
) {
  const random = jitter(stableHash(`steps:${parcel.parcelCompany}:${parcel.invoiceNo}`));
  const between = (min: number, max: number) => min + (max - min) * random();
  const company = parcel.parcelCompany;
  const origin = branchFor(company, parcel.senderZip);
  const destination = branchFor(company, parcel.recipientZip);
  const firstHub = hubFor(company, parcel.senderZip);
  const lastHub = hubFor(company, parcel.recipientZip);
  const crossCountry = provinceOf(parcel.senderZip).name !== provinceOf(parcel.recipientZip).name;
  const isReturn = parcel.kind === 'return';

  const steps: Step[] = [];
  const push = (after: number, status: TrackingStatus, description: string, location: string) =>
    steps.push({ after, status, description, location });

  if (isReturn) push(between(0.2, 1), 'information_received', '반품접수', origin);
  push(between(2, 6), 'at_pickup', '집화처리', origin);
  push(between(2, 4), 'in_transit', '간선상차', origin);
  push(between(3, 6), 'in_transit', '간선하차', firstHub);
  if (crossCountry && lastHub !== firstHub) {
    push(between(1, 3), 'in_transit', '간선상차', firstHub);
    push(between(2, 5), 'in_transit', '간선하차', lastHub);
  }
  push(between(2, 5), 'in_transit', '배송지점 도착', destination);
  push(between(4, 8), 'out_for_delivery', '배송출발', destination);

  switch (scenario) {
    case 'delivered':
      push(between(1, 7), 'delivered', '배송완료', destination);
      break;
    case 'absent_then_delivered':
      push(between(2, 7), 'attempt_fail', '미배달(수취인 부재)', destination);
      push(between(14, 18), 'out_for_delivery', '배송출발', destination);
      push(between(1, 6), 'delivered', '배송완료', destination);
      break;
    case 'address_unknown_returned':
      push(between(1, 5), 'exception', '미배달(주소불명)', destination);
      push(between(8, 20), 'returning', '반송출발', destination);
      push(between(3, 6), 'returning', '반송 간선하차', lastHub);
      push(between(6, 20), 'returning', '반송완료(보내는 분 전달)', origin);
      break;
    case 'refused_returned':
      push(between(1, 5), 'returning', '반송(수취거절)', destination);
      push(between(8, 20), 'returning', '반송출발', destination);
      push(between(3, 6), 'returning', '반송 간선하차', lastHub);
      push(between(6, 20), 'returning', '반송완료(보내는 분 전달)', origin);
      break;
  }
  let hours = 0;
  return steps.map((step) => {
    hours += step.after;
    return { ...step, hours };
  });
}

/** The events that have happened by `now` at the given speed, oldest first, Seoul times. */
export function simulatedEvents(parcel: SimulatedParcel, now: Date, speed: number): TrackingEvent[] {
  const start = parcel.issuedAt.getTime();
  const events: TrackingEvent[] = [];
  for (const step of simulatedSteps(parcel)) {
    // Whole seconds, as carriers report them.
    const at = start + Math.round((step.hours * HOUR_MS) / speed / 1000) * 1000;
    if (at > now.getTime()) break;
    events.push({
      time: toSeoulIso(new Date(at)),
      status: step.status,
      description: step.description,
      location: step.location,
    });
  }
  return events;
}

/** Whether the story is over: delivered, or back with the sender. */
export function isSimulationFinished(events: readonly TrackingEvent[]): boolean {
  const last = events.at(-1);
  return (
    last?.status === 'delivered' || (last?.status === 'returning' && last.description.startsWith('반송완료'))
  );
}
