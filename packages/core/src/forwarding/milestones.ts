import type { ErrorCode } from '../errors/error-codes.ts';

// A shipment's milestones (SPEC issue "Shipments", DESIGN §6): eight fixed steps in this order,
// each with a planned and an actual time. The rules below judge one update posted by the partner
// handling the shipment (or by staff); the API applies them to rows read under the shipment's lock.

/** The milestones of every shipment, in the order they happen. */
export const MILESTONE_KINDS = [
  'booking_requested',
  'booking_confirmed',
  'cargo_picked_up',
  'departed',
  'arrived',
  'customs_cleared',
  'delivered',
  'completed',
] as const;
export type MilestoneKind = (typeof MILESTONE_KINDS)[number];

/** How far in the future an actual time may lie (clocks differ; a partner types the minute it happened). */
export const MILESTONE_FUTURE_TOLERANCE_MS = 10 * 60 * 1000;

/** Who posts milestone updates: the partner handling the shipment, or Baro staff. */
export type MilestoneUpdater = 'partner' | 'staff';

/** One milestone as the rules see it. */
export interface MilestoneState {
  kind: MilestoneKind;
  plannedAt: Date | null;
  actualAt: Date | null;
}

/** What an update asks for; an absent time leaves the stored one as it is. */
export interface MilestoneUpdate {
  kind: MilestoneKind;
  /** null clears the planned time. */
  plannedAt?: Date | null | undefined;
  /** Actual times are never cleared, only set (or corrected by staff). */
  actualAt?: Date | undefined;
}

export type MilestoneRefusal = Extract<
  ErrorCode,
  | 'MILESTONE_OUT_OF_ORDER'
  | 'MILESTONE_IN_FUTURE'
  | 'MILESTONE_ALREADY_RECORDED'
  | 'SHIPMENT_COMPLETED'
  | 'NOT_FOUND'
>;

/** The position of a milestone in {@link MILESTONE_KINDS}. */
export const milestoneIndex = (kind: MilestoneKind): number => MILESTONE_KINDS.indexOf(kind);

/** The milestones in order, whatever order they were given in. */
export function sortMilestones<T extends { kind: MilestoneKind }>(milestones: readonly T[]): T[] {
  return [...milestones].sort((a, b) => milestoneIndex(a.kind) - milestoneIndex(b.kind));
}

/** True once the `completed` milestone has an actual time. */
export function isShipmentCompleted(milestones: readonly MilestoneState[]): boolean {
  return milestones.some((m) => m.kind === 'completed' && m.actualAt !== null);
}

/** The milestone reached last (the latest in order with an actual time), or null. */
export function currentMilestone<T extends MilestoneState>(milestones: readonly T[]): T | null {
  const reached = sortMilestones(milestones).filter((m) => m.actualAt !== null);
  return reached.at(-1) ?? null;
}

/**
 * Why an update of `current` (the shipment's milestones) is refused, or null when it is allowed:
 *
 * - a completed shipment takes no more updates from the partner (SHIPMENT_COMPLETED); staff may
 *   still correct it;
 * - planned times may be set, moved or cleared at any time, in any order;
 * - an actual time may not lie more than {@link MILESTONE_FUTURE_TOLERANCE_MS} ahead of `now`
 *   (MILESTONE_IN_FUTURE);
 * - an actual time is set only once every earlier milestone has one, and actual times never go
 *   backwards along the order: not before an earlier milestone's, not after a later one's
 *   (MILESTONE_OUT_OF_ORDER);
 * - an actual time already recorded is corrected only by staff (MILESTONE_ALREADY_RECORDED for a
 *   partner); posting the same time again is not a correction, so a retried request succeeds.
 *   Partners ask Baro to correct a mistake: the customer was already told the first time.
 */
export function checkMilestoneUpdate(
  current: readonly MilestoneState[],
  update: MilestoneUpdate,
  now: Date,
  role: MilestoneUpdater,
): MilestoneRefusal | null {
  const milestones = sortMilestones(current);
  const index = milestones.findIndex((m) => m.kind === update.kind);
  const target = milestones[index];
  if (!target) return 'NOT_FOUND';
  if (role === 'partner' && isShipmentCompleted(milestones)) return 'SHIPMENT_COMPLETED';

  const actual = update.actualAt;
  if (actual === undefined) return null;
  if (actual.getTime() > now.getTime() + MILESTONE_FUTURE_TOLERANCE_MS) return 'MILESTONE_IN_FUTURE';
  if (target.actualAt && target.actualAt.getTime() !== actual.getTime() && role !== 'staff') {
    return 'MILESTONE_ALREADY_RECORDED';
  }
  const earlier = milestones.slice(0, index);
  const later = milestones.slice(index + 1);
  for (const m of earlier) {
    if (m.actualAt === null || m.actualAt.getTime() > actual.getTime()) return 'MILESTONE_OUT_OF_ORDER';
  }
  for (const m of later) {
    if (m.actualAt !== null && m.actualAt.getTime() < actual.getTime()) return 'MILESTONE_OUT_OF_ORDER';
  }
  return null;
}

/** What an allowed update changes beyond its own row. */
export interface MilestoneEffects {
  /** The milestone gets an actual time it did not have (the customer is told). */
  newlyReached: boolean;
  /** The first actual after `booking_requested`: the work has started (bid accepted → in progress). */
  starts: boolean;
  /** `completed` gets its actual time: the shipment is completed (bid → finished). */
  completes: boolean;
}

/** The consequences of an update that {@link checkMilestoneUpdate} allowed. */
export function milestoneUpdateEffects(
  current: readonly MilestoneState[],
  update: MilestoneUpdate,
): MilestoneEffects {
  const target = current.find((m) => m.kind === update.kind);
  const newlyReached = update.actualAt !== undefined && target !== undefined && target.actualAt === null;
  const anyStarted = current.some((m) => m.kind !== 'booking_requested' && m.actualAt !== null);
  return {
    newlyReached,
    starts: newlyReached && update.kind !== 'booking_requested' && !anyStarted,
    completes: newlyReached && update.kind === 'completed',
  };
}
