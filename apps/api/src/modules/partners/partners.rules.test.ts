import { describe, expect, it } from 'vitest';
import { presentPartnerMembers } from './partners.rules.ts';

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
