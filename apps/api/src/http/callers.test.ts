import { describe, expect, it } from 'vitest';
import { type Caller, callerOf, optionalCallerOf, partnerCallerOf, teamCallerOf } from './callers.ts';

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
const customer = caller({
  kind: 'customer',
  partnerId: null,
  teamId: 'team_1',
  teamRole: 'admin',
  locale: 'en',
});
const forbidden = expect.objectContaining({ code: 'FORBIDDEN' });

describe('callerOf', () => {
  it('gives the caller the hook set, and 401 where there is none', () => {
    expect(callerOf({ caller: customer })).toBe(customer);
    expect(() => callerOf({ caller: null })).toThrow(expect.objectContaining({ code: 'UNAUTHORIZED' }));
  });
});

describe('optionalCallerOf', () => {
  it('gives the member or null on a route that reads optional callers', () => {
    const routeOptions = { config: { optionalCaller: true } };
    expect(optionalCallerOf({ caller: customer, routeOptions })).toBe(customer);
    expect(optionalCallerOf({ caller: null, routeOptions })).toBeNull();
  });

  it('refuses a route that never asked the hook to read the token', () => {
    expect(() => optionalCallerOf({ caller: null, routeOptions: { config: {} } })).toThrow(/optionalCaller/);
  });
});

describe('teamCallerOf', () => {
  it("takes the team and role from the customer's account", () => {
    expect(teamCallerOf(customer)).toEqual({
      userId: 'usr_1',
      teamId: 'team_1',
      role: 'admin',
      locale: 'en',
    });
  });

  it('refuses other kinds and customers without a team', () => {
    expect(() => teamCallerOf(caller({}))).toThrow(forbidden);
    expect(() => teamCallerOf({ ...customer, teamId: null })).toThrow(forbidden);
    expect(() => teamCallerOf({ ...customer, teamRole: null })).toThrow(forbidden);
  });
});

describe('partnerCallerOf', () => {
  it("takes the partner from the caller's account", () => {
    expect(partnerCallerOf(caller({}))).toEqual({ userId: 'usr_1', partnerId: 'ptn_1' });
  });

  it('refuses other kinds and partner users without a partner', () => {
    expect(() => partnerCallerOf(customer)).toThrow(forbidden);
    expect(() => partnerCallerOf(caller({ partnerId: null }))).toThrow(forbidden);
  });
});
