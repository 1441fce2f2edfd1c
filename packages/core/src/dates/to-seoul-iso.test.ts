import { describe, expect, it } from 'vitest';
import { toSeoulIso } from './to-seoul-iso.ts';

describe('toSeoulIso', () => {
  it('writes the Seoul wall clock with +09:00', () => {
    expect(toSeoulIso(new Date('2026-03-01T15:30:00Z'))).toBe('2026-03-02T00:30:00+09:00');
    expect(toSeoulIso(new Date('2026-03-01T15:30:00.250Z'))).toBe('2026-03-02T00:30:00.250+09:00');
  });
  it('is the same instant', () => {
    const date = new Date('2026-12-31T23:59:59Z');
    expect(new Date(toSeoulIso(date)).getTime()).toBe(date.getTime());
  });
});
