import type { VesselSchedule } from '@baro/core';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { renderApp } from '../../../test/render-app.tsx';
import { formatSailingTime, isCutoffPassed, ScheduleList } from './ScheduleList.tsx';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const NOW = new Date('2026-12-07T03:00:00Z'); // 12:00 Seoul

function sailing(id: string, cutoffAt: string | null, etd: string): VesselSchedule {
  return {
    id,
    carrier: 'HMM',
    vessel: `VESSEL ${id}`,
    voyage: '101E',
    pol: { code: 'KRPUS', nameKo: '부산', nameEn: 'Busan' },
    pod: { code: 'USLAX', nameKo: '로스앤젤레스', nameEn: 'Los Angeles' },
    cutoffAt,
    etd,
    eta: new Date(Date.parse(etd) + 14 * 86_400_000).toISOString(),
    transitDays: 14,
  };
}

describe('sailing times and cut-offs', () => {
  test('the year is shown only when it is not the current one (in Seoul)', () => {
    expect(formatSailingTime('2026-12-09T05:00:00Z', 'ko', NOW)).toBe('12월 9일 (수) 14:00');
    expect(formatSailingTime('2027-01-04T00:00:00Z', 'ko', NOW)).toBe('2027년 1월 4일 (월) 09:00');
    expect(formatSailingTime('2027-01-04T00:00:00Z', 'en', NOW)).toBe('Jan 4, 2027 (Mon) 09:00');
    // 31 Dec 16:00 UTC is already New Year's Day in Seoul.
    expect(formatSailingTime('2026-12-31T16:00:00Z', 'en', NOW)).toBe('Jan 1, 2027 (Fri) 01:00');
  });

  test('a cut-off at or before now has passed; an unknown one has not', () => {
    expect(isCutoffPassed({ cutoffAt: '2026-12-07T03:00:00Z' }, NOW)).toBe(true);
    expect(isCutoffPassed({ cutoffAt: '2026-12-07T03:00:01Z' }, NOW)).toBe(false);
    expect(isCutoffPassed({ cutoffAt: null }, NOW)).toBe(false);
  });

  test('a sailing past its cut-off is marked closed; the others are not', async () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    renderApp(
      <ScheduleList
        items={[
          sailing('past', '2026-12-05T09:00:00Z', '2026-12-08T05:00:00Z'),
          sailing('open', '2026-12-10T09:00:00Z', '2026-12-12T05:00:00Z'),
        ]}
      />,
      { path: '/forwarding/schedule' },
    );
    const closed = (await screen.findByText('VESSEL past')).closest('li') as HTMLElement;
    expect(closed.textContent).toContain('서류 마감 지남');
    expect(closed.className).toContain('schedule-row--closed');
    const open = screen.getByText('VESSEL open').closest('li') as HTMLElement;
    expect(open.textContent).not.toContain('서류 마감 지남');
  });
});
