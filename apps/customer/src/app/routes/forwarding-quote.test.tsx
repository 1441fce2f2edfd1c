import { type FakeAnswer, fakeApi, type SentRequest } from '@baro/client/testing';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { LOCATIONS, nextWeek, searchResultFixture } from '../../features/forwarding-quote/test-fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { routes } from '../routes.tsx';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function locationHandlers(): Record<string, FakeAnswer | ((request: SentRequest) => FakeAnswer)> {
  const handlers: Record<string, FakeAnswer | ((request: SentRequest) => FakeAnswer)> = {
    'GET /api/locations': (request) => {
      const query = new URL(request.path, 'http://x').searchParams;
      const text = (query.get('query') ?? '').toLowerCase();
      return {
        body: {
          items: LOCATIONS.filter(
            (location) =>
              location.kind === query.get('kind') &&
              [location.code, location.nameKo, location.nameEn].some((name) =>
                name.toLowerCase().includes(text),
              ),
          ),
        },
      };
    },
  };
  for (const location of LOCATIONS) handlers[`GET /api/locations/${location.code}`] = { body: location };
  return handlers;
}

describe('forwarding routes', { timeout: 20_000 }, () => {
  test('the landing quote entry shows the results at once (ocean: the form’s default cargo)', async () => {
    const result = searchResultFixture();
    const api = fakeApi({
      'GET /api/health': { body: { status: 'ok' } },
      'POST /api/searchEstimate': { body: result },
      ...locationHandlers(),
    });
    const view = renderApp(null, { path: '/', routes });
    await screen.findByRole('heading', { level: 2, name: '운송 견적 받기' });
    // The start page is no page of the menu: no item says it is the current one.
    const nav = screen.getByRole('navigation', { name: '주요 메뉴' });
    expect(within(nav).queryAllByRole('link', { current: 'page' })).toEqual([]);
    const entry = screen.getByRole('form', { name: '운송 견적 받기' });
    for (const [label, text, option] of [
      [/출발지/, '상하', '상하이'],
      [/도착지/, 'bus', '부산'],
    ] as const) {
      await view.user.type(within(entry).getByRole('textbox', { name: label }), text);
      await view.user.click(await screen.findByRole('option', { name: new RegExp(option) }));
    }
    await view.user.type(
      within(entry).getByLabelText(/화물 준비일/, { selector: 'input' }),
      result.cargoReadyDate,
    );
    await view.user.click(within(entry).getByRole('button', { name: '견적 조회' }));

    expect(await screen.findByRole('heading', { level: 2, name: '견적 3건' })).toBeTruthy();
    expect(view.router.state.location.pathname).toBe('/forwarding/quote');
    expect(new URLSearchParams(view.router.state.location.search).get('log')).toBe(result.estimateLogId);
    expect(api.sent('POST /api/searchEstimate')[0]?.body).toMatchObject({
      freightType: 'FCL',
      pol: 'CNSHA',
      pod: 'KRPUS',
      cargoReadyDate: result.cargoReadyDate,
      containers: [{ type: '40HQ', quantity: 1 }],
    });
    // The search shows as a summary, to change and search again.
    expect(screen.getByRole('button', { name: '조건 변경' })).toBeTruthy();
    expect(within(nav).getByRole('link', { name: '포워딩' }).getAttribute('aria-current')).toBe('page');
  });

  test('the landing quote entry of air freight opens the quote page asking for the packages', async () => {
    const api = fakeApi({ 'GET /api/health': { body: { status: 'ok' } }, ...locationHandlers() });
    const view = renderApp(null, { path: '/', routes });
    await screen.findByRole('heading', { level: 2, name: '운송 견적 받기' });
    const entry = screen.getByRole('form', { name: '운송 견적 받기' });
    await view.user.click(within(entry).getByRole('radio', { name: '항공' }));
    for (const [label, text, option] of [
      [/출발지/, '푸둥', '상하이 푸둥'],
      [/도착지/, 'icn', '인천'],
    ] as const) {
      await view.user.type(within(entry).getByRole('textbox', { name: label }), text);
      await view.user.click(await screen.findByRole('option', { name: new RegExp(option) }));
    }
    const date = nextWeek();
    await view.user.type(within(entry).getByLabelText(/화물 준비일/, { selector: 'input' }), date);
    await view.user.click(within(entry).getByRole('button', { name: '견적 조회' }));

    await waitFor(() => expect(view.router.state.location.pathname).toBe('/forwarding/quote'));
    expect(view.router.state.location.search).toBe(
      `?freightType=AIR&pol=PVG&pod=ICN&cargoReadyDate=${date}&run=1`,
    );
    expect(await screen.findByRole('heading', { level: 1, name: '운송 견적' })).toBeTruthy();
    expect(await screen.findByDisplayValue('상하이 푸둥 (PVG)')).toBeTruthy();
    expect(await screen.findByDisplayValue('인천 (ICN)')).toBeTruthy();
    expect(screen.getByRole('radio', { name: '항공' })).toHaveProperty('checked', true);
    expect(screen.getByDisplayValue(date)).toBeTruthy();
    // The cargo is next: air freight asks for packages, and nothing was searched without them.
    const length = screen.getByRole('textbox', { name: '포장 1 길이(cm)' });
    await waitFor(() => expect(length.getAttribute('aria-invalid')).toBe('true'));
    expect(api.sent('POST /api/searchEstimate')).toEqual([]);
  });

  test('a visitor’s result address survives the way through login and sign-up (backTo)', async () => {
    const result = searchResultFixture();
    const back = `/forwarding/quote?freightType=FCL&pol=CNSHA&pod=KRPUS&log=${result.estimateLogId}`;
    fakeApi({});
    renderApp(null, { path: `/login?backTo=${encodeURIComponent(back)}`, routes });
    await screen.findByRole('heading', { level: 1, name: '로그인' });
    const links = screen.getAllByRole('link', { name: '회원가입' }).map((link) => link.getAttribute('href'));
    expect(links).toContain(`/signup?backTo=${encodeURIComponent(back)}`);
  });

  test('the sign-up page links back to login with the same backTo', async () => {
    const back = '/forwarding/quote?freightType=FCL&log=est_01LOG';
    fakeApi({});
    renderApp(null, { path: `/signup?backTo=${encodeURIComponent(back)}`, routes });
    await screen.findByRole('heading', { level: 1, name: '회원가입' });
    const links = screen.getAllByRole('link', { name: '로그인' }).map((link) => link.getAttribute('href'));
    expect(links).toContain(`/login?backTo=${encodeURIComponent(back)}`);
  });

  test('the schedule and the e-mailed estimate have their pages in the shell, with the header linking to them', async () => {
    fakeApi({
      'GET /api/forwarding/schedules': { body: { items: [], nextCursor: null } },
      'GET /api/searchEstimate/est_01LOG': { body: searchResultFixture() },
    });
    const view = renderApp(null, { path: '/forwarding/schedule', routes });
    expect(await screen.findByRole('heading', { level: 1, name: '선박 스케줄' })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: '주요 메뉴' });
    expect(within(nav).getByRole('link', { name: '선박 스케줄' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: '포워딩' }).getAttribute('href')).toBe('/forwarding/quote');
    expect(document.title).toContain('선박 스케줄');

    await view.router.navigate('/forwarding/estimate/est_01LOG?estimateId=est_01LOG-1&freightType=FCL');
    expect(await screen.findByRole('heading', { level: 1, name: '운송 견적 상세' })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: 'Blue Ocean Logistics' })).toBeTruthy();
  });
});
