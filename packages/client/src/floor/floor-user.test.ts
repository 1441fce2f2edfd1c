import { describe, expect, it } from 'vitest';
import { appPathWithin, isFloorUser } from './floor-user.ts';

describe('who may use a floor app, and where its login goes back to', () => {
  it('lets workers and staff in, nobody else', () => {
    const kinds = ['worker', 'staff', 'customer', 'partner'] as const;
    expect(kinds.map((kind) => isFloorUser({ kind } as Parameters<typeof isFloorUser>[0]))).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });

  it('goes back only to a page of the same app that is not its login page', () => {
    const within = (backTo: string | null) => appPathWithin('/handheld', '/login', backTo);
    expect(within('/handheld/move?x=1')).toBe('/move?x=1');
    expect(within('/handheld')).toBe('/');
    expect(within('/handheld/login?backTo=%2F')).toBeNull();
    expect(within('/warehouse/orders')).toBeNull();
    expect(within('/handheld-evil/x')).toBeNull();
    expect(within('//evil.example/handheld/')).toBeNull();
    expect(within(null)).toBeNull();
  });
});
