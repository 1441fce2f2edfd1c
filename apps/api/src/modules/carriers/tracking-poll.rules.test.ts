import type { TrackingEvent } from '@baro/core';
import { describe, expect, it } from 'vitest';
import {
  applyPoll,
  type FollowedParcel,
  isReturnedToSender,
  nextPollDelayMs,
} from './tracking-poll.rules.ts';

const policy = {
  intervalMs: 30 * 60_000,
  maxIntervalMs: 6 * 60 * 60_000,
  giveUpAfterMs: 30 * 24 * 60 * 60_000,
};
const createdAt = new Date('2026-03-02T00:00:00Z');
const now = new Date('2026-03-02T06:00:00Z');
const event = (status: TrackingEvent['status'], description: string, hour: number): TrackingEvent => ({
  time: `2026-03-02T${String(hour).padStart(2, '0')}:00:00+09:00`,
  status,
  description,
  location: '인천서구대리점',
});
const fresh: FollowedParcel = {
  status: 'information_received',
  events: [],
  firstScanAt: null,
  deliveredAt: null,
  polls: 0,
  unchangedPolls: 0,
  failures: 0,
  createdAt,
};

describe('applyPoll', () => {
  it('records new events, the first scan and the next poll', () => {
    const outcome = applyPoll(fresh, [event('at_pickup', '집화처리', 12)], policy, now);
    expect(outcome).toMatchObject({ status: 'at_pickup', unchangedPolls: 0, stopReason: null });
    expect(outcome.newEvents).toHaveLength(1);
    expect(outcome.firstScanAt?.toISOString()).toBe('2026-03-02T03:00:00.000Z');
    expect(outcome.nextPollAt?.getTime()).toBe(now.getTime() + policy.intervalMs);
  });

  it('backs off while nothing changes, and after failures, up to the cap', () => {
    const known = {
      ...fresh,
      status: 'at_pickup' as const,
      events: [event('at_pickup', '집화처리', 12)],
      unchangedPolls: 2,
    };
    const same = applyPoll(known, known.events, policy, now);
    expect(same.newEvents).toEqual([]);
    expect(same.unchangedPolls).toBe(3);
    expect(same.nextPollAt?.getTime()).toBe(now.getTime() + 4 * 60 * 60_000);
    const failed = applyPoll(known, 'failed', policy, now);
    expect(failed).toMatchObject({ failures: 1, unchangedPolls: 3, events: known.events });
    expect(nextPollDelayMs(policy, 30)).toBe(policy.maxIntervalMs);
    expect(applyPoll(fresh, null, policy, now).unchangedPolls).toBe(1);
  });

  it('stops at delivery, at a completed return, and after the limit', () => {
    const delivered = applyPoll(
      fresh,
      [event('out_for_delivery', '배송출발', 9), event('delivered', '배송완료', 11)],
      policy,
      now,
    );
    expect(delivered).toMatchObject({ status: 'delivered', stopReason: 'delivered', nextPollAt: null });
    expect(delivered.deliveredAt?.toISOString()).toBe('2026-03-02T02:00:00.000Z');

    const back = [
      event('exception', '미배달(주소불명)', 9),
      event('returning', '반송완료(보내는 분 전달)', 15),
    ];
    expect(isReturnedToSender(back)).toBe(true);
    expect(applyPoll(fresh, back, policy, now).stopReason).toBe('returned');
    expect(isReturnedToSender([event('returning', '반송출발', 10)])).toBe(false);

    const late = new Date(createdAt.getTime() + policy.giveUpAfterMs);
    expect(applyPoll(fresh, null, policy, late)).toMatchObject({ stopReason: 'limit', nextPollAt: null });
  });
});
