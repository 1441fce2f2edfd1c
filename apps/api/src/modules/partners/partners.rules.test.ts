import { describe, expect, it } from 'vitest';
import type { Caller } from '../../http/authenticate.ts';
import { partnerCallerOf, presentPartnerMembers } from './partners.rules.ts';

const caller = (overrides: Partial<Caller>): Caller => ({
  userId: 'usr_1',
  sessionId: 'sess_1',
  kind: 'partner',
  teamId: null,
  teamRole: null,
  partnerId: 'ptn_1',
  warehouseId: null,
  locale: 'ko',
  ...overrides,
});

describe('partnerCallerOf', () => {
  it("takes the partner from the caller's account", () => {
    expect(partnerCallerOf(caller({}))).toEqual({ userId: 'usr_1', partnerId: 'ptn_1' });
  });

  it('refuses other kinds and partner users without a partner', () => {
    expect(() => partnerCallerOf(caller({ kind: 'customer' }))).toThrow(
      expect.objectContaining({ code: 'FORBIDDEN' }),
    );
    expect(() => partnerCallerOf(caller({ partnerId: null }))).toThrow(
      expect.objectContaining({ code: 'FORBIDDEN' }),
    );
  });
});

describe('presentPartnerMembers', () => {
  const row = (id: string, name: string, lastLogin: Date | null) => ({
    id,
    name,
    email: `${id}@test`,
    phone: null,
    last_login_at: lastLogin,
    created_at: new Date('2026-01-01T00:00:00Z'),
  });

  it('sorts by name in Korean order, then by id, and writes instants as ISO', () => {
    const members = presentPartnerMembers([
      row('usr_c', '하늘', null),
      row('usr_b', '가람', new Date('2026-02-01T03:04:05Z')),
      row('usr_a', '가람', null),
    ]);
    expect(members.map((member) => member.id)).toEqual(['usr_a', 'usr_b', 'usr_c']);
    expect(members[1]).toMatchObject({ lastLoginAt: '2026-02-01T03:04:05.000Z', phone: null });
    expect(members[0]?.createdAt).toBe('2026-01-01T00:00:00.000Z');
  });
});
