import { type FakeAnswer, fakeApi, type SentRequest } from '@baro/client/testing';
import type { VesselSchedule } from '@baro/core';
import { NativeSelect } from '@mantine/core';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { renderApp } from '../../../test/render-app.tsx';
import { SchedulePage, type SchedulePortFieldProps } from './SchedulePage.tsx';

/** Sailing `index`: departing 2026-03-02 05:00 UTC (14:00 Seoul) plus `index` days, 3 days at sea. */
function sailing(index: number): VesselSchedule {
  const etd = new Date(Date.UTC(2026, 2, 2 + index, 5, 0));
  return {
    id: `vs_${String(index).padStart(3, '0')}`,
    carrier: index % 2 === 0 ? 'HMM' : 'COSCO',
    vessel: `VESSEL ${index}`,
    voyage: `${100 + index}E`,
    pol: { code: 'CNSHA', nameKo: '상하이', nameEn: 'Shanghai' },
    pod: { code: 'KRPUS', nameKo: '부산', nameEn: 'Busan' },
    cutoffAt: index === 0 ? null : new Date(etd.getTime() - 2 * 86_400_000).toISOString(),
    etd: etd.toISOString(),
    eta: new Date(etd.getTime() + 3 * 86_400_000).toISOString(),
    transitDays: 3,
  };
}

const range = (from: number, to: number) =>
  Array.from({ length: to - from }, (_, offset) => sailing(from + offset));

/** Keyset pages of 20, 20 and 5 sailings. */
function schedulePages(request: SentRequest): FakeAnswer {
  const cursor = new URL(request.path, 'http://x').searchParams.get('cursor');
  if (cursor === null) return { body: { items: range(0, 20), nextCursor: 'page2' } };
  if (cursor === 'page2') return { body: { items: range(20, 40), nextCursor: 'page3' } };
  return { body: { items: range(40, 45), nextCursor: null } };
}

/** A controllable IntersectionObserver: `reach()` brings every observed sentinel into view. */
class FakeIntersectionObserver {
  static live = new Set<FakeIntersectionObserver>();
  readonly targets: Element[] = [];
  private readonly callback: IntersectionObserverCallback;
  readonly options: IntersectionObserverInit | undefined;
  constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
    this.callback = callback;
    this.options = options;
  }
  observe(target: Element) {
    this.targets.push(target);
    FakeIntersectionObserver.live.add(this);
  }
  unobserve() {}
  disconnect() {
    FakeIntersectionObserver.live.delete(this);
  }
  takeRecords() {
    return [];
  }
  static reach() {
    for (const observer of [...FakeIntersectionObserver.live]) {
      observer.callback(
        observer.targets.map((target) => ({ isIntersecting: true, target }) as IntersectionObserverEntry),
        observer as unknown as IntersectionObserver,
      );
    }
  }
}

/** A stand-in port picker: the page's own behaviour is what is tested here. */
function PortSelect({ label, value, onChange }: SchedulePortFieldProps) {
  return (
    <NativeSelect
      label={label}
      value={value}
      data={[
        { value: '', label: '-' },
        { value: 'CNSHA', label: '상하이' },
        { value: 'KRPUS', label: '부산' },
      ]}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}

function renderSchedules(path = '/forwarding/schedule', language: 'ko' | 'en' = 'ko') {
  return renderApp(<SchedulePage PortField={PortSelect} />, { path, language });
}

const rows = () => screen.queryAllByRole('listitem');

beforeEach(() => {
  FakeIntersectionObserver.live.clear();
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('/forwarding/schedule', { timeout: 20_000 }, () => {
  test('loads the next keyset page as the end of the list comes into view, and by the button', async () => {
    const api = fakeApi({ 'GET /api/forwarding/schedules': schedulePages });
    const view = renderSchedules();
    await waitFor(() => expect(rows()).toHaveLength(20));
    expect(screen.getByText('스케줄 20건을 보여 드립니다. 아래로 내리면 더 불러옵니다.')).toBeTruthy();
    expect([...FakeIntersectionObserver.live][0]?.options?.rootMargin).toBe('400px 0px');

    act(() => FakeIntersectionObserver.reach());
    await waitFor(() => expect(rows()).toHaveLength(40));
    expect(api.sent('GET /api/forwarding/schedules').map((request) => request.path)).toEqual([
      '/api/forwarding/schedules',
      '/api/forwarding/schedules?cursor=page2',
    ]);

    await view.user.click(screen.getByRole('button', { name: '스케줄 더 보기' }));
    await waitFor(() => expect(rows()).toHaveLength(45));
    expect(screen.getByText('스케줄 45건을 모두 불러왔습니다.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '스케줄 더 보기' })).toBeNull();
    act(() => FakeIntersectionObserver.reach());
    expect(api.sent('GET /api/forwarding/schedules')).toHaveLength(3);
  });

  test('each sailing: carrier, vessel and voyage, lane, cut-off, ETD and ETA in Seoul time, transit', async () => {
    fakeApi({ 'GET /api/forwarding/schedules': schedulePages });
    renderSchedules();
    await waitFor(() => expect(rows()).toHaveLength(20));
    const [first, second] = rows() as [HTMLElement, HTMLElement];
    expect(within(first).getByText('HMM')).toBeTruthy();
    expect(first.textContent).toContain('VESSEL 0 100E');
    expect(first.textContent).toContain('상하이 (CNSHA) → 부산 (KRPUS)');
    // 05:00 UTC is 14:00 in Seoul (the tests run in Los Angeles).
    expect(first.textContent).toContain('출항 예정(ETD)3월 2일 (월) 14:00');
    expect(first.textContent).toContain('도착 예정(ETA)3월 5일 (목) 14:00');
    expect(first.textContent).toContain('마감(Cut-off)미정');
    expect(first.textContent).toContain('소요3일');
    expect(second.textContent).toContain('마감(Cut-off)3월 1일 (일) 14:00');
  });

  test('filters by port and departure day from the address, and changing one starts over', async () => {
    const api = fakeApi({ 'GET /api/forwarding/schedules': schedulePages });
    const view = renderSchedules('/forwarding/schedule?from=2026-03-10', 'en');
    await waitFor(() => expect(rows()).toHaveLength(20));
    expect(api.requests.at(-1)?.path).toBe('/api/forwarding/schedules?from=2026-03-10');
    expect(rows()[0]?.textContent).toContain('Shanghai (CNSHA) → Busan (KRPUS)');
    expect(rows()[0]?.textContent).toContain('ETDMar 2 (Mon) 14:00');

    await view.user.selectOptions(screen.getByRole('combobox', { name: 'Port of loading' }), 'CNSHA');
    await waitFor(() =>
      expect(api.requests.at(-1)?.path).toBe('/api/forwarding/schedules?pol=CNSHA&from=2026-03-10'),
    );
    expect(view.router.state.location.search).toBe('?from=2026-03-10&pol=CNSHA');
    await view.user.click(screen.getByRole('button', { name: 'Reset the search' }));
    await waitFor(() => expect(view.router.state.location.search).toBe(''));
  });

  test('without IntersectionObserver the button still loads more', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    fakeApi({ 'GET /api/forwarding/schedules': schedulePages });
    const view = renderSchedules();
    await waitFor(() => expect(rows()).toHaveLength(20));
    await view.user.click(screen.getByRole('button', { name: '스케줄 더 보기' }));
    await waitFor(() => expect(rows()).toHaveLength(40));
  });

  test('says when nothing matches, and when a page fails, with a retry', async () => {
    let failNext = true;
    fakeApi({
      'GET /api/forwarding/schedules': (request) => {
        const params = new URL(request.path, 'http://x').searchParams;
        if (params.get('pod') === 'KRPUS') return { body: { items: [], nextCursor: null } };
        if (params.get('cursor') === 'page2' && failNext) {
          failNext = false;
          return {
            status: 503,
            body: { code: 'SERVICE_UNAVAILABLE', message: '잠시 후 다시 시도해 주세요.' },
          };
        }
        return schedulePages(request);
      },
    });
    const view = renderSchedules();
    await waitFor(() => expect(rows()).toHaveLength(20));
    act(() => FakeIntersectionObserver.reach());
    expect(await screen.findByText('다음 스케줄을 불러오지 못했습니다')).toBeTruthy();
    expect(rows()).toHaveLength(20);
    await view.user.click(screen.getByRole('button', { name: '다시 시도' }));
    await waitFor(() => expect(rows()).toHaveLength(40));

    await view.user.selectOptions(screen.getByRole('combobox', { name: '도착항' }), 'KRPUS');
    expect(await screen.findByRole('heading', { name: '스케줄이 없습니다' })).toBeTruthy();
    expect(screen.getByText('조건에 맞는 스케줄이 없습니다. 항구나 날짜를 바꿔 보세요.')).toBeTruthy();
  });
});
