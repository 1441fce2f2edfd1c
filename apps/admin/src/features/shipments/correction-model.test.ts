import type { ShipmentMilestone } from '@baro/core';
import { describe, expect, it } from 'vitest';
import { checkCorrection, correctionDraftOf } from './correction-model.ts';

const milestone: ShipmentMilestone = {
  kind: 'departed',
  plannedAt: '2026-03-10T00:00:00.000Z',
  actualAt: '2026-03-10T01:00:00.000Z',
  place: null,
  note: 'old note',
  updatedAt: '2026-03-10T01:00:00.000Z',
};

describe('milestone correction', () => {
  it('starts from the milestone in Seoul time with an empty note', () => {
    expect(correctionDraftOf(milestone)).toEqual({
      plannedAt: '2026-03-10T09:00',
      actualAt: '2026-03-10T10:00',
      place: '',
      note: '',
    });
  });

  it('sends only what changed, with the note', () => {
    const draft = { ...correctionDraftOf(milestone), actualAt: '2026-03-10T08:30', note: '선사 확인' };
    expect(checkCorrection(milestone, draft, 'ko', 'bad')).toEqual({
      ok: true,
      request: { kind: 'departed', actualAt: '2026-03-10T08:30:00+09:00', note: '선사 확인' },
    });
  });

  it('requires a note and reads times strictly', () => {
    const noNote = checkCorrection(milestone, correctionDraftOf(milestone), 'en', 'bad');
    expect(noNote.ok).toBe(false);
    expect(Object.keys(noNote.ok ? {} : noNote.fields)).toEqual(['note']);
    const badTime = checkCorrection(
      milestone,
      { ...correctionDraftOf(milestone), plannedAt: 'soon', note: 'x' },
      'en',
      'bad',
    );
    expect(badTime).toEqual({ ok: false, fields: { plannedAt: 'bad' } });
  });
});
