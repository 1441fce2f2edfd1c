import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_AT_ADDRESS,
  ADDRESS,
  accountKey,
  addressKey,
  afterFailure,
  afterForgiving,
  remainingLockMs,
  throttleKeys,
} from './login-throttle.rules.ts';

const T0 = new Date('2026-11-16T01:00:00Z');
const at = (ms: number) => new Date(T0.getTime() + ms);

describe('afterFailure (progressive delay)', () => {
  it('lets the free failures pass, then waits 1 s, 2 s, 4 s … up to the cap', () => {
    let state = afterFailure(undefined, T0, ACCOUNT_AT_ADDRESS);
    const waits: number[] = [remainingLockMs(state, T0)];
    for (let n = 2; n <= 16; n += 1) {
      state = afterFailure(state, T0, ACCOUNT_AT_ADDRESS);
      waits.push(remainingLockMs(state, T0));
    }
    expect(waits.slice(0, 8)).toEqual([0, 0, 0, 1_000, 2_000, 4_000, 8_000, 16_000]);
    expect(waits.at(-1)).toBe(15 * 60_000);
  });

  it('forgets failures after an hour of quiet', () => {
    let state = afterFailure(undefined, T0, ACCOUNT_AT_ADDRESS);
    state = afterFailure(state, T0, ACCOUNT_AT_ADDRESS);
    expect(afterFailure(state, at(61 * 60_000), ACCOUNT_AT_ADDRESS).failures).toBe(1);
    expect(afterFailure(state, at(59 * 60_000), ACCOUNT_AT_ADDRESS).failures).toBe(3);
  });

  it('gives an address many more free failures than one account at it', () => {
    expect(ADDRESS.free).toBeGreaterThan(ACCOUNT_AT_ADDRESS.free * 5);
  });
});

describe('afterForgiving', () => {
  it('takes off only the forgiven failures and ends the wait below the free ones', () => {
    const state = { failures: 33, lastFailureAt: T0, lockedUntil: at(4_000) };
    expect(afterForgiving(state, 3, ADDRESS)).toEqual({ failures: 30, lastFailureAt: T0, lockedUntil: null });
    expect(afterForgiving(state, 1, ADDRESS).lockedUntil).toEqual(at(4_000));
    expect(afterForgiving(state, 99, ADDRESS).failures).toBe(0);
  });
});

describe('keys', () => {
  it('are per account and address, the account by user id once known', () => {
    expect(throttleKeys(accountKey('usr_1', 'email:a@b.co'), '10.0.0.1')).toEqual({
      pair: 'pair:user:usr_1@10.0.0.1',
      address: 'addr:10.0.0.1',
    });
    expect(accountKey(undefined, 'login:worker01')).toBe('unknown:login:worker01');
  });

  it('group IPv6 by /64 and read IPv4-mapped addresses as IPv4', () => {
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:DB8:1:2:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('::ffff:192.0.2.7')).toBe('192.0.2.7');
    expect(addressKey('192.0.2.7')).toBe('192.0.2.7');
  });
});
