import { fakeApi } from '@baro/client/testing';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { redirectToLogin } from '../../../lib/api.ts';
import { selectDownload } from '../../../store/download-slice.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { estimateFixture, searchResultFixture } from '../test-fixtures.ts';
import { EstimatePage } from './EstimatePage.tsx';

vi.mock('../../../lib/api.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/api.ts')>()),
  redirectToLogin: vi.fn(),
}));

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  vi.mocked(redirectToLogin).mockClear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const PATH = '/forwarding/estimate/est_01LOG?estimateId=est_01LOG-2&freightType=FCL';

function renderEstimate(path = PATH, language: 'ko' | 'en' = 'ko') {
  return renderApp(<EstimatePage estimateLogId="est_01LOG" />, {
    path,
    language,
    routes: [
      { path: '/forwarding/estimate/:estimateLogId', element: <EstimatePage estimateLogId="est_01LOG" /> },
      { path: '*', element: <p>elsewhere</p> },
    ],
  });
}

describe('/forwarding/estimate/:estimateLogId (the e-mailed estimate)', { timeout: 20_000 }, () => {
  test('shows the estimate and downloads its quotation through the e-mail call, renewing an expired link', async () => {
    sessionStorage.setItem('accessToken', 'a');
    sessionStorage.setItem('refreshToken', 'r');
    let issued = 0;
    const api = fakeApi({
      'GET /api/searchEstimate/est_01LOG': { body: searchResultFixture() },
      'PUT /api/searchEstimate/download/est_01LOG-2': () => {
        issued += 1;
        // The first link is already past its expiredAt (expirationTime − 60 s) when it arrives.
        const expirationTime = issued === 1 ? new Date(Date.now() + 30_000) : new Date(Date.now() + 600_000);
        return {
          body: {
            preSignedUrl: `/api/storage/get/e${issued}?sig=1`,
            expirationTime: expirationTime.toISOString(),
          },
        };
      },
    });
    const clicks: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this.getAttribute('href') ?? '');
    });
    const view = renderEstimate();
    expect(await screen.findByRole('heading', { level: 2, name: 'Eastern Star Forwarding' })).toBeTruthy();
    expect(screen.getAllByText('1,900,000원').length).toBeGreaterThan(0);
    expect(screen.getByText('상하이 (CNSHA) → 부산 (KRPUS)')).toBeTruthy();
    expect(screen.getByText('2일')).toBeTruthy();
    // The line items are shown at once.
    expect(screen.getByRole('table').textContent).toContain('터미널 화물처리비 (THC)');

    await view.user.click(screen.getByRole('button', { name: '견적서 다운로드 (PDF)' }));
    await waitFor(() => expect(clicks).toEqual(['/api/storage/get/e1?sig=1']));
    const sent = api.sent('PUT /api/searchEstimate/download/est_01LOG-2');
    expect(sent[0]?.body).toEqual({ estimateLogId: 'est_01LOG', freightType: 'FCL' });
    expect(selectDownload(view.store.getState(), 'emailEstimate').status).toBe('SUCCESS');

    // The stored link is past expiredAt: a new one is requested.
    await view.user.click(screen.getByRole('button', { name: '견적서 다운로드 (PDF)' }));
    await waitFor(() => expect(clicks).toEqual(['/api/storage/get/e1?sig=1', '/api/storage/get/e2?sig=1']));
    expect(api.sent('PUT /api/searchEstimate/download/est_01LOG-2')).toHaveLength(2);

    await view.user.click(screen.getByRole('button', { name: '엑셀로 받기' }));
    await waitFor(() => expect(api.sent('PUT /api/searchEstimate/download/est_01LOG-2')).toHaveLength(3));
    expect(api.sent('PUT /api/searchEstimate/download/est_01LOG-2')[2]?.body).toEqual({
      estimateLogId: 'est_01LOG',
      freightType: 'FCL',
      format: 'xlsx',
    });

    // The way to every estimate of the same search.
    expect(screen.getByRole('link', { name: '같은 조건의 다른 견적 보기' }).getAttribute('href')).toContain(
      '/forwarding/quote?freightType=FCL&pol=CNSHA&pod=KRPUS&incoterms=FOB',
    );
  });

  test('an air estimate names its per-document charges per AWB, not per B/L', async () => {
    const line = (chargeCode: 'DOC' | 'AFR', name: string, unit: 'BL' | 'KG') => ({
      chargeCode,
      name,
      group: 'destination' as const,
      unit,
      quantity: 1,
      unitPrice: 40_000,
      currency: 'KRW',
      amount: 40_000,
    });
    const estimate = estimateFixture({
      id: 'est_01LOG-2',
      lines: [line('DOC', '서류발급비 (DOC)', 'BL'), line('AFR', '항공운임', 'KG')],
    });
    fakeApi({
      'GET /api/searchEstimate/est_01LOG': {
        body: searchResultFixture({ freightType: 'AIR', containers: [], estimates: [estimate] }),
      },
    });
    renderEstimate('/forwarding/estimate/est_01LOG?estimateId=est_01LOG-2&freightType=AIR');
    const table = await screen.findByRole('table');
    const row = within(table).getByRole('row', { name: /서류발급비/ });
    expect(row.textContent).toContain('AWB');
    expect(table.textContent).not.toContain('B/L');
  });

  test("Baro's fees for requested services are labelled as Baro's estimate, not the forwarder's (ADR 0018)", async () => {
    const base = estimateFixture({ id: 'est_01LOG-2' });
    const estimate = estimateFixture({
      id: 'est_01LOG-2',
      lines: [
        ...base.lines,
        {
          chargeCode: 'CUSTOMS',
          name: '수입 통관 수수료',
          group: 'service',
          unit: 'BL',
          quantity: 1,
          unitPrice: 33_000,
          currency: 'KRW',
          amount: 33_000,
        },
      ],
    });
    fakeApi({
      'GET /api/searchEstimate/est_01LOG': { body: searchResultFixture({ estimates: [estimate] }) },
    });
    renderEstimate('/forwarding/estimate/est_01LOG?estimateId=est_01LOG-2&freightType=FCL');
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('rowheader', { name: '바로 예상 비용 (요청 서비스)' })).toBeTruthy();
    expect(screen.getByTestId('service-note').textContent).toBe(
      "'바로 예상 비용'은 포워더의 견적이 아닌, 요청하신 서비스에 대한 바로의 예상 금액입니다. 입찰을 요청하면 포워더가 통관과 내륙 운송 가격을 직접 제시합니다.",
    );
  });

  test('no service note when no service was asked for', async () => {
    fakeApi({ 'GET /api/searchEstimate/est_01LOG': { body: searchResultFixture() } });
    renderEstimate('/forwarding/estimate/est_01LOG?estimateId=est_01LOG-2&freightType=FCL');
    await screen.findByRole('table');
    expect(screen.queryByTestId('service-note')).toBeNull();
  });

  test('a failed download is said in the server’s words', async () => {
    fakeApi({
      'GET /api/searchEstimate/est_01LOG': { body: searchResultFixture() },
      'PUT /api/searchEstimate/download/est_01LOG-2': {
        status: 503,
        body: {
          code: 'SERVICE_UNAVAILABLE',
          message: '견적서를 만들 수 없습니다. 잠시 후 다시 시도해 주세요.',
        },
      },
    });
    const view = renderEstimate();
    await screen.findByRole('heading', { level: 2, name: 'Eastern Star Forwarding' });
    await view.user.click(screen.getByRole('button', { name: '견적서 다운로드 (PDF)' }));
    expect(await screen.findByText('견적서를 만들 수 없습니다. 잠시 후 다시 시도해 주세요.')).toBeTruthy();
  });

  test('a team’s estimate asks a visitor to log in, and comes back here', async () => {
    fakeApi({
      'GET /api/searchEstimate/est_01LOG': {
        status: 404,
        body: { code: 'NOT_FOUND', message: '찾을 수 없습니다.' },
      },
    });
    const view = renderEstimate();
    expect(await screen.findByRole('heading', { name: '로그인이 필요합니다' })).toBeTruthy();
    await view.user.click(screen.getByRole('button', { name: '로그인' }));
    expect(redirectToLogin).toHaveBeenCalledWith(PATH);
  });

  test('an estimate the log does not have, in English', async () => {
    fakeApi({ 'GET /api/searchEstimate/est_01LOG': { body: searchResultFixture() } });
    renderEstimate('/forwarding/estimate/est_01LOG?estimateId=est_nope&freightType=FCL', 'en');
    expect(await screen.findByRole('heading', { name: 'Estimate not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Other estimates of this search' })).toBeTruthy();
  });
});
