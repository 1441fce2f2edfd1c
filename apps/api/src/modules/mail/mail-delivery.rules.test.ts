import { describe, expect, it } from 'vitest';
import { afterFailedAttempt, describeDeliveryError, MAX_MAIL_ATTEMPTS } from './mail-delivery.rules.ts';

describe('mail delivery rules', () => {
  const now = new Date('2026-11-21T05:00:00.000Z');
  const minutesLater = (date: Date | null) => (date ? (date.getTime() - now.getTime()) / 60_000 : null);

  it('requeues with a 1, 2, 4, 8 minute back-off, then fails on the 5th attempt', () => {
    expect(MAX_MAIL_ATTEMPTS).toBe(5);
    const outcomes = [1, 2, 3, 4, 5, 6].map((attempt) => afterFailedAttempt(attempt, now));
    expect(outcomes.map((o) => o.status)).toEqual([
      'queued',
      'queued',
      'queued',
      'queued',
      'failed',
      'failed',
    ]);
    expect(outcomes.map((o) => minutesLater(o.nextAttemptAt))).toEqual([1, 2, 4, 8, null, null]);
  });

  it('keeps the transport’s message, bounded, never a stack', () => {
    const error = new Error('451 4.3.0 mailbox busy');
    expect(describeDeliveryError(error)).toBe('451 4.3.0 mailbox busy');
    expect(describeDeliveryError('x'.repeat(5_000))).toHaveLength(1_000);
    expect(describeDeliveryError(new Error('  '))).toBe('unknown error');
  });
});
