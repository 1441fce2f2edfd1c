import { describe, expect, it } from 'vitest';
import { KIT_STATUSES, kitChangeError, kitStatusOf } from './kit-status.ts';

describe('kit status', () => {
  it('is active until withdrawn', () => {
    expect(kitStatusOf(null)).toBe('active');
    expect(kitStatusOf(undefined)).toBe('active');
    expect(kitStatusOf(new Date('2026-12-08T00:00:00Z'))).toBe('withdrawn');
    expect(kitStatusOf('2026-12-08T00:00:00Z')).toBe('withdrawn');
  });

  it('lets an active kit be edited, ordered and withdrawn', () => {
    for (const change of ['edit', 'order', 'withdraw'] as const)
      expect(kitChangeError('active', change)).toBeNull();
  });

  it('refuses to edit or order a withdrawn kit; withdrawing it again is harmless', () => {
    expect(kitChangeError('withdrawn', 'edit')).toBe('KIT_WITHDRAWN');
    expect(kitChangeError('withdrawn', 'order')).toBe('KIT_WITHDRAWN');
    expect(kitChangeError('withdrawn', 'withdraw')).toBeNull();
  });

  it('has exactly two statuses', () => {
    expect(KIT_STATUSES).toEqual(['active', 'withdrawn']);
  });
});
