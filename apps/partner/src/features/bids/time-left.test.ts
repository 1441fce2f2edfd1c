import { describe, expect, it } from 'vitest';
import { timeLeft } from './time-left.ts';

describe('time left until a deadline', () => {
  it('counts down to a deadline in whole minutes, closed once it has passed', () => {
    const deadline = '2026-03-04T18:00:00+09:00';
    expect(timeLeft(deadline, new Date('2026-03-03T06:30:00Z'))).toEqual({
      closed: false,
      days: 1,
      hours: 2,
      minutes: 30,
    });
    expect(timeLeft(deadline, new Date('2026-03-04T08:59:30Z'))).toEqual({
      closed: false,
      days: 0,
      hours: 0,
      minutes: 1,
    });
    expect(timeLeft(deadline, new Date('2026-03-04T09:00:00Z')).closed).toBe(true);
  });
});
