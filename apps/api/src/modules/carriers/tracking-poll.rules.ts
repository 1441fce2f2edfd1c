import { hasFirstScan, summarizeTrackingStatus, type TrackingEvent, type TrackingStatus } from '@baro/core';
import type { PollingPolicy } from './carrier-services.ts';

// Pure rules of following a parcel: what a fresh answer from the carrier changes, when to ask
// again (backoff), and when to stop.

export interface FollowedParcel {
  status: TrackingStatus;
  events: TrackingEvent[];
  firstScanAt: Date | null;
  deliveredAt: Date | null;
  polls: number;
  unchangedPolls: number;
  failures: number;
  createdAt: Date;
}

const eventKey = (event: TrackingEvent) =>
  `${Date.parse(event.time)}|${event.status}|${event.description}|${event.location ?? ''}`;

/** Events of `next` that `previous` did not have. */
export function newEventsOf(
  previous: readonly TrackingEvent[],
  next: readonly TrackingEvent[],
): TrackingEvent[] {
  const seen = new Set(previous.map(eventKey));
  return next.filter((event) => !seen.has(eventKey(event)));
}

/** Back with the sender: a return-to-sender the carrier has completed. */
export function isReturnedToSender(events: readonly TrackingEvent[]): boolean {
  const last = events.at(-1);
  return last?.status === 'returning' && /완료|도착|전달/.test(last.description);
}

/** The next poll after `polls` unchanged answers: the interval doubled each time, capped. */
export function nextPollDelayMs(policy: PollingPolicy, unchangedPolls: number): number {
  return Math.min(policy.maxIntervalMs, policy.intervalMs * 2 ** Math.min(unchangedPolls, 20));
}

export type StopReason = 'delivered' | 'returned' | 'limit';

export interface PollOutcome {
  status: TrackingStatus;
  events: TrackingEvent[];
  newEvents: TrackingEvent[];
  firstScanAt: Date | null;
  deliveredAt: Date | null;
  unchangedPolls: number;
  failures: number;
  stopReason: StopReason | null;
  nextPollAt: Date | null;
}

/**
 * What an answer means for a followed parcel. `answer` is the carrier's events, null when the
 * carrier does not know the number yet (normal right after issuance), or 'failed' when it could
 * not be asked; a failure keeps what is known and backs off like an unchanged answer.
 */
export function applyPoll(
  parcel: FollowedParcel,
  answer: TrackingEvent[] | null | 'failed',
  policy: PollingPolicy,
  now: Date,
): PollOutcome {
  const events = answer === 'failed' || answer === null ? parcel.events : answer;
  const newEvents = answer === 'failed' || answer === null ? [] : newEventsOf(parcel.events, answer);
  const status = summarizeTrackingStatus(events);
  const changed = newEvents.length > 0 || status !== parcel.status;
  const firstScan = events.find((event) => event.status !== 'information_received');
  const delivered = events.find((event) => event.status === 'delivered');
  const firstScanAt =
    parcel.firstScanAt ?? (hasFirstScan(events) && firstScan ? new Date(firstScan.time) : null);
  const deliveredAt =
    parcel.deliveredAt ?? (status === 'delivered' && delivered ? new Date(delivered.time) : null);
  const unchangedPolls = changed ? 0 : parcel.unchangedPolls + 1;
  const failures = answer === 'failed' ? parcel.failures + 1 : parcel.failures;

  let stopReason: StopReason | null = null;
  if (status === 'delivered') stopReason = 'delivered';
  else if (isReturnedToSender(events)) stopReason = 'returned';
  else if (now.getTime() - parcel.createdAt.getTime() >= policy.giveUpAfterMs) stopReason = 'limit';

  return {
    status,
    events,
    newEvents,
    firstScanAt,
    deliveredAt,
    unchangedPolls,
    failures,
    stopReason,
    nextPollAt: stopReason ? null : new Date(now.getTime() + nextPollDelayMs(policy, unchangedPolls)),
  };
}
