import { describe, expect, it } from 'vitest';
import { deadlineExtensionError, MAX_DEADLINE_EXTENSION_DAYS } from './bid-deadline-extension.ts';

const now = new Date('2026-11-16T10:00:00+09:00');
const deadline = new Date('2026-11-18T18:00:00+09:00');
const open = { status: 'estimating' as const, deadline };

describe('deadlineExtensionError', () => {
  it('allows a later deadline on an open bid, up to 30 days ahead', () => {
    expect(deadlineExtensionError(open, new Date('2026-11-19T18:00:00+09:00'), now)).toBeNull();
    const edge = new Date(now.getTime() + MAX_DEADLINE_EXTENSION_DAYS * 86_400_000);
    expect(deadlineExtensionError(open, edge, now)).toBeNull();
    expect(deadlineExtensionError(open, new Date(edge.getTime() + 1), now)).toBe('tooFar');
  });

  it('refuses the same or an earlier deadline', () => {
    expect(deadlineExtensionError(open, deadline, now)).toBe('notLater');
    expect(deadlineExtensionError(open, new Date('2026-11-17T18:00:00+09:00'), now)).toBe('notLater');
  });

  it.each(['waiting', 'accepted', 'in_progress', 'finished', 'canceled', 'expired'] as const)(
    'refuses a %s bid',
    (status) => {
      expect(deadlineExtensionError({ status, deadline }, new Date('2026-11-19T18:00:00+09:00'), now)).toBe(
        'closed',
      );
    },
  );

  it('refuses an estimating bid whose deadline has passed (time has closed it)', () => {
    const late = new Date('2026-11-18T18:00:00+09:00');
    expect(deadlineExtensionError(open, new Date('2026-11-20T18:00:00+09:00'), late)).toBe('closed');
  });
});
