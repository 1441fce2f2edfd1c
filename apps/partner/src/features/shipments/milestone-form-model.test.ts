import type { ShipmentMilestone } from '@baro/core';
import { describe, expect, it } from 'vitest';
import { checkMilestoneDraft, milestoneDraftOf } from './milestone-form-model.ts';

const milestone = (overrides: Partial<ShipmentMilestone> = {}): ShipmentMilestone => ({
  kind: 'departed',
  plannedAt: '2026-03-10T01:00:00Z',
  actualAt: null,
  place: { code: 'CNSHA', nameKo: '상하이', nameEn: 'Shanghai', text: 'CNSHA', timeZone: 'Asia/Shanghai' },
  note: null,
  updatedAt: '2026-03-02T01:00:00Z',
  ...overrides,
});

describe('milestone update drafts', () => {
  it('start from the stored milestone, times in Seoul', () => {
    expect(milestoneDraftOf(milestone())).toEqual({
      plannedAt: '2026-03-10T10:00',
      actualAt: '',
      place: 'CNSHA',
      note: '',
    });
  });

  it('send only what changed, times as Seoul instants', () => {
    const stored = milestone();
    const check = checkMilestoneDraft(
      stored,
      { ...milestoneDraftOf(stored), actualAt: '2026-03-10T11:20', note: '출항 완료' },
      'ko',
      'invalid',
    );
    expect(check).toEqual({
      ok: true,
      request: { kind: 'departed', actualAt: '2026-03-10T11:20:00+09:00', note: '출항 완료' },
    });
  });

  it('clear a planned time, place or note with null', () => {
    const stored = milestone({ note: '지연 가능' });
    const check = checkMilestoneDraft(
      stored,
      { plannedAt: '', actualAt: '', place: '', note: '' },
      'ko',
      'invalid',
    );
    expect(check).toEqual({
      ok: true,
      request: { kind: 'departed', plannedAt: null, place: null, note: null },
    });
  });

  it('say when nothing changed, and when a time cannot be read', () => {
    const stored = milestone();
    expect(checkMilestoneDraft(stored, milestoneDraftOf(stored), 'ko', 'invalid')).toEqual({
      ok: false,
      fields: {},
      nothing: true,
    });
    expect(
      checkMilestoneDraft(
        stored,
        { ...milestoneDraftOf(stored), plannedAt: '2026-03-10' },
        'ko',
        '날짜와 시각',
      ),
    ).toEqual({ ok: false, fields: { plannedAt: '날짜와 시각' } });
  });
});
