import { describe, expect, it } from 'vitest';
import { formatMilestoneLocalTime } from './milestone-time.ts';
import {
  checkMilestoneUpdate,
  currentMilestone,
  isShipmentCompleted,
  MILESTONE_FUTURE_TOLERANCE_MS,
  MILESTONE_KINDS,
  type MilestoneRefusal,
  type MilestoneState,
  type MilestoneUpdater,
  milestoneIndex,
  milestoneUpdateEffects,
  sortMilestones,
} from './milestones.ts';

const HOUR = 3_600_000;
const START = new Date('2026-03-02T00:00:00Z');
const NOW = new Date(START.getTime() + 100 * HOUR);
const at = (hours: number) => new Date(START.getTime() + hours * HOUR);

/** A shipment whose first `reached` milestones happened, the i-th at START + i hours. */
const shipment = (reached: number): MilestoneState[] =>
  MILESTONE_KINDS.map((kind, i) => ({ kind, plannedAt: null, actualAt: i < reached ? at(i) : null }));

const ROLES: MilestoneUpdater[] = ['partner', 'staff'];

describe('MILESTONE_KINDS', () => {
  it('lists the eight milestones in the order they happen', () => {
    expect(MILESTONE_KINDS).toEqual([
      'booking_requested',
      'booking_confirmed',
      'cargo_picked_up',
      'departed',
      'arrived',
      'customs_cleared',
      'delivered',
      'completed',
    ]);
    expect(MILESTONE_KINDS.map(milestoneIndex)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
  });

  it('sortMilestones puts any order back in sequence', () => {
    const shuffled = [...shipment(3)].reverse();
    expect(sortMilestones(shuffled).map((m) => m.kind)).toEqual(MILESTONE_KINDS);
  });
});

describe('checkMilestoneUpdate: an actual time on every milestone in every state, by each role', () => {
  // The expected answer when `role` posts an actual time of NOW (later than every recorded one)
  // on milestone `index` of a shipment whose first `reached` milestones happened.
  const expected = (role: MilestoneUpdater, reached: number, index: number): MilestoneRefusal | null => {
    if (role === 'partner' && reached === MILESTONE_KINDS.length) return 'SHIPMENT_COMPLETED';
    if (index < reached) {
      if (role === 'partner') return 'MILESTONE_ALREADY_RECORDED';
      // Staff may correct, but not past the next milestone's actual time.
      return index === reached - 1 ? null : 'MILESTONE_OUT_OF_ORDER';
    }
    return index === reached ? null : 'MILESTONE_OUT_OF_ORDER';
  };
  const cases = ROLES.flatMap((role) =>
    Array.from({ length: MILESTONE_KINDS.length + 1 }, (_, reached) =>
      MILESTONE_KINDS.map((kind, index) => ({ role, reached, kind, answer: expected(role, reached, index) })),
    ).flat(),
  );

  it.each(cases)('$role, $reached reached, actual on $kind → $answer', ({ role, reached, kind, answer }) => {
    expect(checkMilestoneUpdate(shipment(reached), { kind, actualAt: NOW }, NOW, role)).toBe(answer);
  });

  it('judges the milestones whatever order they are given in', () => {
    const shuffled = [...shipment(4)].reverse();
    expect(checkMilestoneUpdate(shuffled, { kind: 'arrived', actualAt: NOW }, NOW, 'partner')).toBeNull();
    expect(checkMilestoneUpdate(shuffled, { kind: 'customs_cleared', actualAt: NOW }, NOW, 'partner')).toBe(
      'MILESTONE_OUT_OF_ORDER',
    );
  });
});

describe('checkMilestoneUpdate: planned times', () => {
  const cases = ROLES.flatMap((role) =>
    [0, 1, 4, 7].flatMap((reached) => MILESTONE_KINDS.map((kind) => ({ role, reached, kind }))),
  );

  it.each(cases)('$role may plan $kind with $reached reached, in any order', ({ role, reached, kind }) => {
    const far = new Date(NOW.getTime() + 90 * 24 * HOUR);
    expect(checkMilestoneUpdate(shipment(reached), { kind, plannedAt: far }, NOW, role)).toBeNull();
    expect(checkMilestoneUpdate(shipment(reached), { kind, plannedAt: at(-500) }, NOW, role)).toBeNull();
    expect(checkMilestoneUpdate(shipment(reached), { kind, plannedAt: null }, NOW, role)).toBeNull();
  });

  it('a completed shipment takes nothing more from the partner, planned times included', () => {
    const done = shipment(8);
    expect(checkMilestoneUpdate(done, { kind: 'arrived', plannedAt: NOW }, NOW, 'partner')).toBe(
      'SHIPMENT_COMPLETED',
    );
    expect(checkMilestoneUpdate(done, { kind: 'arrived' }, NOW, 'partner')).toBe('SHIPMENT_COMPLETED');
    expect(checkMilestoneUpdate(done, { kind: 'arrived', plannedAt: NOW }, NOW, 'staff')).toBeNull();
  });

  it('an update of only place or note is allowed', () => {
    expect(checkMilestoneUpdate(shipment(1), { kind: 'delivered' }, NOW, 'partner')).toBeNull();
  });
});

describe('checkMilestoneUpdate: actual times', () => {
  it.each(ROLES)('%s: up to the tolerance ahead of now is fine, a millisecond more is not', (role) => {
    const edge = new Date(NOW.getTime() + MILESTONE_FUTURE_TOLERANCE_MS);
    expect(MILESTONE_FUTURE_TOLERANCE_MS).toBe(10 * 60_000);
    expect(
      checkMilestoneUpdate(shipment(1), { kind: 'booking_confirmed', actualAt: edge }, NOW, role),
    ).toBeNull();
    const beyond = new Date(edge.getTime() + 1);
    expect(
      checkMilestoneUpdate(shipment(1), { kind: 'booking_confirmed', actualAt: beyond }, NOW, role),
    ).toBe('MILESTONE_IN_FUTURE');
  });

  it.each(ROLES)('%s: equal to the previous actual time is fine, earlier is out of order', (role) => {
    const state = shipment(3); // cargo picked up at START + 2h
    expect(checkMilestoneUpdate(state, { kind: 'departed', actualAt: at(2) }, NOW, role)).toBeNull();
    expect(
      checkMilestoneUpdate(state, { kind: 'departed', actualAt: new Date(at(2).getTime() - 1) }, NOW, role),
    ).toBe('MILESTONE_OUT_OF_ORDER');
    expect(checkMilestoneUpdate(state, { kind: 'departed', actualAt: at(-10) }, NOW, role)).toBe(
      'MILESTONE_OUT_OF_ORDER',
    );
  });

  it('posting the recorded actual time again is not a correction (a retried request succeeds)', () => {
    const state = shipment(3);
    expect(
      checkMilestoneUpdate(state, { kind: 'booking_confirmed', actualAt: at(1) }, NOW, 'partner'),
    ).toBeNull();
    expect(
      checkMilestoneUpdate(state, { kind: 'booking_confirmed', plannedAt: at(5) }, NOW, 'partner'),
    ).toBeNull();
  });

  it('staff correct an actual time between its neighbours, never past them', () => {
    const state = shipment(5); // 0h … 4h
    const correct = (hours: number) =>
      checkMilestoneUpdate(state, { kind: 'departed', actualAt: at(hours) }, NOW, 'staff');
    expect(correct(2)).toBeNull();
    expect(correct(2.5)).toBeNull();
    expect(correct(4)).toBeNull();
    expect(correct(1.9)).toBe('MILESTONE_OUT_OF_ORDER');
    expect(correct(4.1)).toBe('MILESTONE_OUT_OF_ORDER');
    expect(checkMilestoneUpdate(state, { kind: 'departed', actualAt: at(2.5) }, NOW, 'partner')).toBe(
      'MILESTONE_ALREADY_RECORDED',
    );
  });

  it('staff correct the completion time of a completed shipment', () => {
    expect(
      checkMilestoneUpdate(shipment(8), { kind: 'completed', actualAt: at(9) }, NOW, 'staff'),
    ).toBeNull();
    expect(checkMilestoneUpdate(shipment(8), { kind: 'completed', actualAt: at(5) }, NOW, 'staff')).toBe(
      'MILESTONE_OUT_OF_ORDER',
    );
  });

  it('a milestone the shipment does not have is not found', () => {
    const partial = shipment(2).filter((m) => m.kind !== 'arrived');
    expect(checkMilestoneUpdate(partial, { kind: 'arrived', plannedAt: NOW }, NOW, 'staff')).toBe(
      'NOT_FOUND',
    );
  });
});

describe('milestoneUpdateEffects', () => {
  it.each(MILESTONE_KINDS.slice(1).map((kind, i) => ({ kind, reached: i + 1 })))(
    'a first actual on $kind: reached; starts only for the first after booking, completes only for completed',
    ({ kind, reached }) => {
      expect(milestoneUpdateEffects(shipment(reached), { kind, actualAt: NOW })).toEqual({
        newlyReached: true,
        starts: kind === 'booking_confirmed',
        completes: kind === 'completed',
      });
    },
  );

  it('only the first actual after booking starts the shipment', () => {
    expect(milestoneUpdateEffects(shipment(1), { kind: 'booking_confirmed', actualAt: NOW }).starts).toBe(
      true,
    );
    expect(milestoneUpdateEffects(shipment(2), { kind: 'cargo_picked_up', actualAt: NOW }).starts).toBe(
      false,
    );
    expect(milestoneUpdateEffects(shipment(0), { kind: 'booking_requested', actualAt: NOW })).toEqual({
      newlyReached: true,
      starts: false,
      completes: false,
    });
  });

  it('corrections, repeats and planned times change nothing beyond their row', () => {
    const none = { newlyReached: false, starts: false, completes: false };
    expect(milestoneUpdateEffects(shipment(3), { kind: 'booking_confirmed', actualAt: at(1.5) })).toEqual(
      none,
    );
    expect(milestoneUpdateEffects(shipment(8), { kind: 'completed', actualAt: NOW })).toEqual(none);
    expect(milestoneUpdateEffects(shipment(3), { kind: 'departed', plannedAt: NOW })).toEqual(none);
    expect(milestoneUpdateEffects(shipment(3), { kind: 'departed' })).toEqual(none);
  });
});

describe('currentMilestone and isShipmentCompleted', () => {
  it.each(Array.from({ length: 9 }, (_, reached) => reached))('%i reached', (reached) => {
    const state = shipment(reached).reverse();
    expect(currentMilestone(state)?.kind ?? null).toBe(reached === 0 ? null : MILESTONE_KINDS[reached - 1]);
    expect(isShipmentCompleted(state)).toBe(reached === 8);
  });
});

describe('formatMilestoneLocalTime', () => {
  const instant = new Date('2026-11-21T05:05:00Z'); // 14:05 in Seoul

  it('writes the wall-clock time at the port with its UTC offset', () => {
    expect(formatMilestoneLocalTime(instant, 'Asia/Shanghai', 'ko')).toBe('2026년 11월 21일 13:05 (UTC+8)');
    expect(formatMilestoneLocalTime(instant, 'Asia/Shanghai', 'en')).toBe('Nov 21, 2026 13:05 (UTC+8)');
    expect(formatMilestoneLocalTime(instant, 'Asia/Seoul', 'ko')).toBe('2026년 11월 21일 14:05 (UTC+9)');
    expect(formatMilestoneLocalTime('2026-11-21T05:05:00Z', 'Asia/Ho_Chi_Minh', 'en')).toBe(
      'Nov 21, 2026 12:05 (UTC+7)',
    );
  });

  it('follows daylight saving time and crosses the date line', () => {
    expect(formatMilestoneLocalTime(instant, 'America/Los_Angeles', 'en')).toBe('Nov 20, 2026 21:05 (UTC-8)');
    expect(formatMilestoneLocalTime('2026-07-01T05:05:00Z', 'America/Los_Angeles', 'en')).toBe(
      'Jun 30, 2026 22:05 (UTC-7)',
    );
    expect(formatMilestoneLocalTime('2026-07-01T05:05:00Z', 'Europe/Amsterdam', 'ko')).toBe(
      '2026년 7월 1일 07:05 (UTC+2)',
    );
    expect(formatMilestoneLocalTime('2026-01-01T00:00:00Z', 'Europe/London', 'en')).toBe(
      'Jan 1, 2026 00:00 (UTC)',
    );
    expect(formatMilestoneLocalTime(instant, 'Asia/Kolkata', 'en')).toBe('Nov 21, 2026 10:35 (UTC+5:30)');
    expect(formatMilestoneLocalTime(instant, 'America/St_Johns', 'en')).toBe('Nov 21, 2026 01:35 (UTC-3:30)');
  });

  it('gives an empty string for an invalid instant or an unknown zone', () => {
    expect(formatMilestoneLocalTime('not a date', 'Asia/Shanghai', 'ko')).toBe('');
    expect(formatMilestoneLocalTime(instant, 'Mars/Olympus', 'ko')).toBe('');
  });
});
