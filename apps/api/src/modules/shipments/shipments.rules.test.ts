import { MILESTONE_KINDS } from '@baro/core';
import { describe, expect, it } from 'vitest';
import {
  customerScopeOf,
  handlerScopeOf,
  locationCodeCandidate,
  milestoneMailParams,
  milestoneUpdaterOf,
  shipmentLink,
  toMilestoneUpdate,
} from './shipments.rules.ts';

const error = (fn: () => unknown) => {
  try {
    fn();
  } catch (thrown) {
    return (thrown as { code?: string }).code;
  }
  return null;
};

describe('scopes', () => {
  it('a customer sees its team, a partner its own, staff every shipment', () => {
    expect(customerScopeOf({ kind: 'customer', teamId: 'team_1' })).toEqual({ teamId: 'team_1' });
    expect(handlerScopeOf({ kind: 'partner', partnerId: 'ptn_1' })).toEqual({ partnerId: 'ptn_1' });
    expect(handlerScopeOf({ kind: 'staff', partnerId: null })).toBe('all');
  });

  it('refuses every other caller', () => {
    expect(error(() => customerScopeOf({ kind: 'partner', teamId: null }))).toBe('FORBIDDEN');
    expect(error(() => customerScopeOf({ kind: 'customer', teamId: null }))).toBe('FORBIDDEN');
    expect(error(() => handlerScopeOf({ kind: 'customer', partnerId: null }))).toBe('FORBIDDEN');
    expect(error(() => handlerScopeOf({ kind: 'partner', partnerId: null }))).toBe('FORBIDDEN');
    expect(error(() => handlerScopeOf({ kind: 'worker', partnerId: null }))).toBe('FORBIDDEN');
    expect(milestoneUpdaterOf({ kind: 'partner' })).toBe('partner');
    expect(milestoneUpdaterOf({ kind: 'staff' })).toBe('staff');
    expect(error(() => milestoneUpdaterOf({ kind: 'customer' }))).toBe('FORBIDDEN');
  });
});

describe('toMilestoneUpdate', () => {
  it('keeps absent times absent, null planned times null, and reads instants', () => {
    expect(toMilestoneUpdate({ kind: 'departed', note: 'x' })).toEqual({ kind: 'departed' });
    expect(toMilestoneUpdate({ kind: 'departed', plannedAt: null })).toEqual({
      kind: 'departed',
      plannedAt: null,
    });
    expect(
      toMilestoneUpdate({
        kind: 'arrived',
        plannedAt: '2026-03-02T09:00:00+09:00',
        actualAt: '2026-03-02T01:00:00Z',
      }),
    ).toEqual({
      kind: 'arrived',
      plannedAt: new Date('2026-03-02T00:00:00Z'),
      actualAt: new Date('2026-03-02T01:00:00Z'),
    });
  });
});

describe('locationCodeCandidate', () => {
  it.each([
    ['CNSHA', 'CNSHA'],
    [' krpus ', 'KRPUS'],
    ['icn', 'ICN'],
    ['US2NY', 'US2NY'],
    // Only a candidate: with no location BUSAN the place is kept as typed.
    ['Busan', 'BUSAN'],
  ])('%s may be the location %s', (place, code) => {
    expect(locationCodeCandidate(place)).toBe(code);
  });

  it.each(['Busan CY', '인천공항', 'CNSH', 'KR PUS', 'CNSHA1', 'US1NY', ''])('%s is free text', (place) => {
    expect(locationCodeCandidate(place)).toBeNull();
  });
});

describe('milestone e-mail', () => {
  const shanghai = { code: 'CNSHA', nameKo: '상하이', nameEn: 'Shanghai', timeZone: 'Asia/Shanghai' };
  const busan = { code: 'KRPUS', nameKo: '부산', nameEn: 'Busan', timeZone: 'Asia/Seoul' };
  const base = {
    name: '김바로',
    kind: 'departed' as const,
    actualAt: new Date('2026-03-02T05:05:00Z'),
    pol: shanghai,
    pod: busan,
    note: null,
    link: shipmentLink('https://baro.test', 'shp_ABCDEFGHIJ'),
  };

  it('links to the shipment page of the my page', () => {
    expect(base.link).toBe('https://baro.test/mypage/shipments/shp_ABCDEFGHIJ');
  });

  it('names the lane and the port in the reader’s language, with the local time at a port abroad', () => {
    const place = { location: shanghai, text: 'CNSHA' };
    expect(milestoneMailParams({ ...base, locale: 'ko', place })).toEqual({
      name: '김바로',
      milestone: 'departed',
      lane: '상하이 → 부산',
      seoulTime: '2026년 3월 2일 14:05',
      place: '상하이 (CNSHA)',
      localTime: '2026년 3월 2일 13:05 (UTC+8)',
      link: 'https://baro.test/mypage/shipments/shp_ABCDEFGHIJ',
    });
    expect(milestoneMailParams({ ...base, locale: 'en', place, note: 'Vessel EVER ACE' })).toMatchObject({
      lane: 'Shanghai → Busan',
      seoulTime: 'Mar 2, 2026 14:05',
      place: 'Shanghai (CNSHA)',
      localTime: 'Mar 2, 2026 13:05 (UTC+8)',
      note: 'Vessel EVER ACE',
    });
  });

  it('gives no local time in Korea, and free text as typed', () => {
    const atBusan = milestoneMailParams({
      ...base,
      kind: 'arrived',
      locale: 'ko',
      place: { location: busan, text: 'KRPUS' },
    });
    expect(atBusan.place).toBe('부산 (KRPUS)');
    expect(atBusan).not.toHaveProperty('localTime');
    const freeText = milestoneMailParams({
      ...base,
      locale: 'en',
      place: { location: null, text: 'Pyeongtaek CY' },
    });
    expect(freeText.place).toBe('Pyeongtaek CY');
    expect(freeText).not.toHaveProperty('localTime');
    const nowhere = milestoneMailParams({ ...base, locale: 'en', place: null });
    expect(nowhere).not.toHaveProperty('place');
  });

  it('covers every milestone kind', () => {
    for (const kind of MILESTONE_KINDS) {
      expect(milestoneMailParams({ ...base, kind, locale: 'ko', place: null }).milestone).toBe(kind);
    }
  });
});
