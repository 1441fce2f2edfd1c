import { type FakeAnswer, fakeApi, type SentRequest } from '@baro/client/testing';
import type { EstimateSearchResult } from '@baro/core';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { redirectToLogin } from '../../../lib/api.ts';
import { selectDownload } from '../../../store/download-slice.ts';
import { descriptionOf, isInvalid } from '../../../test/dom.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { rememberPendingBid } from '../pending-bid.ts';
import { LOCATIONS, nextWeek, searchResultFixture } from '../test-fixtures.ts';
import { QuotePage } from './QuotePage.tsx';

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

const signIn = () => {
  sessionStorage.setItem('accessToken', 'a');
  sessionStorage.setItem('refreshToken', 'r');
};

/** `GET /api/locations?query=&kind=` over the fixture locations, and `GET /api/locations/{code}`. */
function locationHandlers(): Record<string, (request: SentRequest) => FakeAnswer> {
  const handlers: Record<string, (request: SentRequest) => FakeAnswer> = {
    'GET /api/locations': (request) => {
      const query = new URL(request.path, 'http://x').searchParams;
      const text = (query.get('query') ?? '').toLowerCase();
      const kind = query.get('kind');
      return {
        body: {
          items: LOCATIONS.filter(
            (location) =>
              (!kind || location.kind === kind) &&
              [location.code, location.nameKo, location.nameEn].some((name) =>
                name.toLowerCase().includes(text),
              ),
          ),
        },
      };
    },
  };
  for (const location of LOCATIONS)
    handlers[`GET /api/locations/${location.code}`] = () => ({ body: location });
  return handlers;
}

const RESULT_PATH = (result: EstimateSearchResult) =>
  `/forwarding/quote?freightType=FCL&pol=CNSHA&pod=KRPUS&incoterms=FOB&cargoReadyDate=${result.cargoReadyDate}&container=40HQ*2&log=${result.estimateLogId}`;

function renderQuote(path = '/forwarding/quote', language: 'ko' | 'en' = 'ko') {
  return renderApp(<QuotePage />, { path, language });
}

/** Picks a location: types into the field and clicks the suggestion naming `option`. */
async function pick(view: ReturnType<typeof renderQuote>, label: RegExp, text: string, option: string) {
  const input = screen.getByRole('textbox', { name: label });
  await view.user.clear(input);
  await view.user.type(input, text);
  const choice = await screen.findByRole('option', { name: new RegExp(option) }, { timeout: 2000 });
  await view.user.click(choice);
  await waitFor(() => expect((input as HTMLInputElement).value).toContain(option));
}

const dateInput = () => screen.getByLabelText(/화물 준비일/, { selector: 'input' }) as HTMLInputElement;

describe('the search form', { timeout: 20_000 }, () => {
  test('says what is missing, in Korean and on each field', async () => {
    fakeApi(locationHandlers());
    const view = renderQuote();
    await view.user.click(screen.getByRole('button', { name: '견적 조회' }));
    const origin = screen.getByRole('textbox', { name: /출발항/ });
    await waitFor(() => expect(isInvalid(origin)).toBe(true));
    expect(descriptionOf(origin)).toContain('출발지를 목록에서 선택해 주세요');
    expect(descriptionOf(screen.getByRole('textbox', { name: /도착항/ }))).toContain(
      '도착지를 목록에서 선택해 주세요',
    );
    expect(descriptionOf(dateInput())).toContain('화물 준비일을 선택해 주세요');
    // The focus goes to the first field to fix.
    await waitFor(() => expect(document.activeElement).toBe(origin));
  });

  test('refuses a past cargo-ready date and the same place twice, in English too', async () => {
    fakeApi(locationHandlers());
    const view = renderQuote('/forwarding/quote?pol=CNSHA&pod=CNSHA&cargoReadyDate=2020-01-01', 'en');
    await view.user.click(screen.getByRole('button', { name: 'Get quotes' }));
    const date = screen.getByLabelText(/Cargo ready date/, { selector: 'input' });
    await waitFor(() => expect(descriptionOf(date)).toContain('Pick today or a later date'));
    expect(descriptionOf(screen.getByRole('textbox', { name: /Port of discharge/ }))).toContain(
      'Origin and destination must differ',
    );
  });

  test('searches, and puts the search and its log in the address', async () => {
    const result = searchResultFixture();
    const api = fakeApi({ ...locationHandlers(), 'POST /api/searchEstimate': { body: result } });
    const view = renderQuote();
    await pick(view, /출발항/, '상하', '상하이');
    await pick(view, /도착항/, 'bus', '부산');
    await view.user.type(dateInput(), result.cargoReadyDate);
    const quantity = screen.getByRole('textbox', { name: '컨테이너 1 수량' });
    await view.user.clear(quantity);
    await view.user.type(quantity, '2');
    await view.user.click(screen.getByRole('checkbox', { name: /수입 통관 대행/ }));
    // The commodity is asked here as in the bid request, and goes with the search.
    await view.user.type(screen.getByRole('textbox', { name: '품명' }), '면 티셔츠');
    await view.user.click(screen.getByRole('button', { name: '견적 조회' }));

    expect(await screen.findByRole('heading', { name: '견적 3건' })).toBeTruthy();
    expect(api.sent('POST /api/searchEstimate')[0]?.body).toEqual({
      freightType: 'FCL',
      pol: 'CNSHA',
      pod: 'KRPUS',
      incoterms: 'FOB',
      cargoReadyDate: result.cargoReadyDate,
      containers: [{ type: '40HQ', quantity: 2 }],
      services: { customsClearance: true, insurance: false, inlandTransport: false },
      cargoDescription: '면 티셔츠',
    });
    const params = view.router.state.location.search;
    expect(new URLSearchParams(params).toString()).toBe(
      `freightType=FCL&pol=CNSHA&pod=KRPUS&incoterms=FOB&cargoReadyDate=${result.cargoReadyDate}` +
        `&container=40HQ*2&service=customsClearance&${new URLSearchParams({ commodity: '면 티셔츠' })}&log=est_01LOG`,
    );
    // The answer of the search is the log's: no second request to show it.
    expect(api.sent('GET /api/searchEstimate/est_01LOG')).toEqual([]);
    // The form folds into a summary of the search.
    expect(screen.getByRole('heading', { name: '상하이 (CNSHA) → 부산 (KRPUS)' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '견적 조회' })).toBeNull();
  });

  test('run=1 (the landing’s entry) searches at once and replaces its address with the result’s', async () => {
    const result = searchResultFixture();
    const api = fakeApi({ ...locationHandlers(), 'POST /api/searchEstimate': { body: result } });
    const view = renderQuote(
      `/forwarding/quote?freightType=FCL&pol=CNSHA&pod=KRPUS&cargoReadyDate=${result.cargoReadyDate}&run=1`,
    );
    expect(await screen.findByRole('heading', { name: '견적 3건' })).toBeTruthy();
    expect(api.sent('POST /api/searchEstimate')[0]?.body).toMatchObject({
      freightType: 'FCL',
      pol: 'CNSHA',
      pod: 'KRPUS',
      cargoReadyDate: result.cargoReadyDate,
      containers: [{ type: '40HQ', quantity: 1 }],
    });
    const params = new URLSearchParams(view.router.state.location.search);
    expect(params.get('log')).toBe('est_01LOG');
    expect(params.has('run')).toBe(false);
    // Replaced, not pushed: Back leaves the page rather than coming back to search again.
    expect(view.router.state.historyAction).toBe('REPLACE');
    expect(api.sent('POST /api/searchEstimate')).toHaveLength(1);
  });

  test('run=1 without the cargo (air) opens the form with what is missing, and searches nothing', async () => {
    const api = fakeApi(locationHandlers());
    renderQuote(`/forwarding/quote?freightType=AIR&pol=PVG&pod=ICN&cargoReadyDate=${nextWeek()}&run=1`);
    const length = await screen.findByRole('textbox', { name: '포장 1 길이(cm)' });
    await waitFor(() => expect(isInvalid(length)).toBe(true));
    await waitFor(() => expect(document.activeElement).toBe(length));
    expect(await screen.findByDisplayValue('상하이 푸둥 (PVG)')).toBeTruthy();
    expect(isInvalid(screen.getByRole('textbox', { name: /출발/ }))).toBe(false);
    expect(api.sent('POST /api/searchEstimate')).toHaveLength(0);
  });

  test('air freight asks for airports and prices customs per AWB, never per B/L', async () => {
    fakeApi(locationHandlers());
    const view = renderQuote();
    expect(screen.getByRole('textbox', { name: /^출발항/ })).toBeTruthy();
    expect(
      screen.getByRole('checkbox', { name: /수입 통관 대행/ }).closest('.mantine-Checkbox-root')?.textContent,
    ).toContain('B/L당');
    await view.user.click(screen.getByRole('radio', { name: '항공' }));
    expect(screen.getByRole('textbox', { name: /^출발 공항/ })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /^도착 공항/ })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: /^출발항/ })).toBeNull();
    const form = screen.getByRole('form', { name: '견적 조건' });
    expect(form.textContent).toContain('AWB당');
    expect(form.textContent).not.toContain('B/L');
  });

  test('a reloaded result page reads the log back and can edit the search it shows', async () => {
    const result = searchResultFixture();
    const api = fakeApi({
      ...locationHandlers(),
      [`GET /api/searchEstimate/${result.estimateLogId}`]: { body: result },
    });
    const view = renderQuote(RESULT_PATH(result));
    expect(await screen.findByRole('heading', { name: '견적 3건' })).toBeTruthy();
    expect(api.sent('POST /api/searchEstimate')).toEqual([]);
    await view.user.click(screen.getByRole('button', { name: '조건 변경' }));
    await waitFor(() =>
      expect((screen.getByRole('textbox', { name: /출발항/ }) as HTMLInputElement).value).toBe(
        '상하이 (CNSHA)',
      ),
    );
    expect((screen.getByRole('textbox', { name: /도착항/ }) as HTMLInputElement).value).toBe('부산 (KRPUS)');
    expect(dateInput().value).toBe(result.cargoReadyDate);
    expect((screen.getByRole('textbox', { name: '컨테이너 1 수량' }) as HTMLInputElement).value).toBe('2');
  });

  test('puts the server’s field messages on the fields', async () => {
    fakeApi({
      ...locationHandlers(),
      'POST /api/searchEstimate': {
        status: 400,
        body: {
          code: 'VALIDATION_FAILED',
          message: '입력한 내용을 확인해 주세요.',
          fields: { pod: '도착지에 사용할 수 없는 항구입니다' },
        },
      },
    });
    const view = renderQuote(`/forwarding/quote?pol=CNSHA&pod=KRPUS&cargoReadyDate=${nextWeek()}`);
    await screen.findByDisplayValue('부산 (KRPUS)');
    await view.user.click(screen.getByRole('button', { name: '견적 조회' }));
    await waitFor(() =>
      expect(descriptionOf(screen.getByRole('textbox', { name: /도착항/ }))).toContain(
        '도착지에 사용할 수 없는 항구입니다',
      ),
    );
    expect(screen.getByRole('alert').textContent).toContain('입력한 내용을 확인해 주세요.');
    // Fields to fix are not titled as a request that failed.
    expect(screen.getByRole('alert').textContent).toContain('확인해 주세요');
    expect(screen.getByRole('alert').textContent).not.toContain('요청을 처리하지 못했습니다');
  });

  test('shows the CBM and revenue tons of LCL packages, and the chargeable weight of air cargo, as they are typed', async () => {
    fakeApi(locationHandlers());
    const view = renderQuote();
    await view.user.click(screen.getByRole('radio', { name: '해상 LCL' }));
    const measures = screen.getByTestId('cargo-measures');
    expect(measures.textContent).toContain('CBM과 운임 적용 중량을 바로 계산해 드립니다');
    await view.user.type(screen.getByRole('textbox', { name: '포장 1 길이(cm)' }), '120');
    await view.user.type(screen.getByRole('textbox', { name: '포장 1 너비(cm)' }), '100');
    await view.user.type(screen.getByRole('textbox', { name: '포장 1 높이(cm)' }), '150');
    await view.user.type(screen.getByRole('textbox', { name: '포장 1 한 개 무게(kg)' }), '300');
    const pieces = screen.getByRole('textbox', { name: '포장 1 개수' });
    await view.user.clear(pieces);
    await view.user.type(pieces, '4');
    await waitFor(() => expect(measures.textContent).toContain('4개 · 1,200 kg · 7.2 CBM'));
    expect(measures.textContent).toContain('운임 톤 7.2 R/T');

    // Air: light, bulky cargo is charged by volume (100×80×60 ÷ 6000 = 80 kg a piece).
    await view.user.click(screen.getByRole('radio', { name: '항공' }));
    await view.user.click(screen.getByRole('button', { name: '포장 추가' }));
    for (const [name, value] of [
      ['길이(cm)', '100'],
      ['너비(cm)', '80'],
      ['높이(cm)', '60'],
      ['한 개 무게(kg)', '50'],
    ] as const) {
      await view.user.type(screen.getByRole('textbox', { name: `포장 2 ${name}` }), value);
    }
    const secondPieces = screen.getByRole('textbox', { name: '포장 2 개수' });
    await view.user.clear(secondPieces);
    await view.user.type(secondPieces, '2');
    // 1,200 kg + 2 × 80 kg.
    await waitFor(() => expect(measures.textContent).toContain('운임 적용 중량 1,360 kg'));
    expect(measures.textContent).toContain('6개 · 1,300 kg · 8.16 CBM');
  });
});

describe('limits of the cargo', { timeout: 20_000 }, () => {
  test('a value outside its range stays as typed and is refused in words; nothing is searched', async () => {
    const api = fakeApi({
      ...locationHandlers(),
      'POST /api/searchEstimate': { body: searchResultFixture() },
    });
    const view = renderQuote(
      `/forwarding/quote?freightType=LCL&pol=CNSHA&pod=KRPUS&cargoReadyDate=${nextWeek()}`,
      'en',
    );
    expect(screen.getByTestId('package-limits').textContent).toBe(
      'Length, width and height up to 2,000 cm (one decimal), weight up to 50,000 kg (three decimals), count 1–9,999',
    );
    const pieces = screen.getByRole('textbox', { name: 'Package 1 pieces' });
    await view.user.clear(pieces);
    await view.user.type(pieces, '-3');
    await view.user.tab();
    expect((pieces as HTMLInputElement).value).toBe('-3');
    expect(descriptionOf(pieces)).toBe('Must be at least 1');

    const weight = screen.getByRole('textbox', { name: /Package 1 weight/ });
    await view.user.type(weight, '1e9');
    await view.user.tab();
    expect((weight as HTMLInputElement).value).toBe('1e9');
    expect(descriptionOf(weight)).toBe('Must be a number');
    await view.user.clear(weight);
    await view.user.type(weight, '60000');
    expect(descriptionOf(weight)).toBe('Must be at most 50,000');

    await view.user.click(screen.getByRole('button', { name: 'Get quotes' }));
    await waitFor(() => expect(isInvalid(pieces)).toBe(true));
    expect(api.sent('POST /api/searchEstimate')).toHaveLength(0);
  });
});

describe('the results', { timeout: 20_000 }, () => {
  function renderResults(
    options: {
      signedIn?: boolean;
      result?: EstimateSearchResult;
      extra?: Record<string, FakeAnswer | ((request: SentRequest) => FakeAnswer)>;
    } = {},
  ) {
    if (options.signedIn) signIn();
    const result = options.result ?? searchResultFixture();
    const api = fakeApi({
      ...locationHandlers(),
      [`GET /api/searchEstimate/${result.estimateLogId}`]: { body: result },
      ...options.extra,
    });
    const view = renderQuote(RESULT_PATH(result));
    return { api, view, result };
  }
  const cardTitles = () =>
    screen.getAllByRole('article').map((card) => within(card).getByRole('heading', { level: 3 }).textContent);

  test('one card per estimate, cheapest first, with totals in won and dollars and line items on demand', async () => {
    const { view } = renderResults();
    await screen.findByRole('heading', { name: '견적 3건' });
    expect(cardTitles()).toEqual(['Blue Ocean Logistics', 'Han River Shipping', 'Eastern Star Forwarding']);
    const first = screen.getAllByRole('article')[0] as HTMLElement;
    expect(first.textContent).toContain('1,680,500원');
    expect(first.textContent).toContain('USD 1,217.31');
    expect(first.textContent).toContain('최저가');
    expect(first.textContent).toContain('선사·항공사: HMM');
    expect(first.textContent).toContain('3일');
    await view.user.click(within(first).getByRole('button', { name: '상세 내역 보기' }));
    const table = within(first).getByRole('table');
    expect(table.textContent).toContain('해상운임 40HQ');
    expect(table.textContent).toContain('USD 1,000.00');
    expect(table.textContent).toContain('1,380,500원');
    expect(first.textContent).toContain('적용 환율 (2026년 3월 2일): 1 USD = 1,380.5원');
  });

  test('sorts by transit time and filters by carrier and transit, in the address', async () => {
    const { view } = renderResults();
    await screen.findByRole('heading', { name: '견적 3건' });
    await view.user.click(screen.getByRole('radio', { name: '운송 기간 짧은 순' }));
    await waitFor(() =>
      expect(cardTitles()).toEqual(['Eastern Star Forwarding', 'Blue Ocean Logistics', 'Han River Shipping']),
    );
    expect(new URLSearchParams(view.router.state.location.search).get('sort')).toBe('transit');

    await view.user.selectOptions(screen.getByRole('combobox', { name: '선사·항공사' }), 'HMM');
    await waitFor(() => expect(cardTitles()).toEqual(['Blue Ocean Logistics', 'Han River Shipping']));
    await view.user.type(screen.getByRole('textbox', { name: '최대 운송 기간(일)' }), '4');
    await waitFor(() => expect(cardTitles()).toEqual(['Blue Ocean Logistics']));
    expect(screen.getByText('견적 3건 중 1건을 보여 드립니다.')).toBeTruthy();
    const params = new URLSearchParams(view.router.state.location.search);
    expect([params.get('carrier'), params.get('maxDays'), params.get('log')]).toEqual([
      'HMM',
      '4',
      'est_01LOG',
    ]);

    await view.user.selectOptions(screen.getByRole('combobox', { name: '포워더' }), 'ptn_han');
    expect(await screen.findByRole('heading', { name: '조건에 맞는 견적이 없습니다' })).toBeTruthy();
    await view.user.click(screen.getAllByRole('button', { name: '필터 초기화' })[0] as HTMLElement);
    await waitFor(() => expect(cardTitles()).toHaveLength(3));
  });

  test('a transit filter out of range stays as typed, says why, and filters nothing', async () => {
    const { view } = renderResults();
    await screen.findByRole('heading', { name: '견적 3건' });
    const days = screen.getByRole('textbox', { name: '최대 운송 기간(일)' });
    expect(descriptionOf(days)).toBe('0~120');
    await view.user.type(days, '200');
    expect((days as HTMLInputElement).value).toBe('200'); // not clamped to 120
    expect(descriptionOf(days)).toContain('120 이하여야 합니다');
    expect(cardTitles()).toHaveLength(3);
    expect(new URLSearchParams(view.router.state.location.search).has('maxDays')).toBe(false);
    await view.user.clear(days);
    await view.user.type(days, '-1');
    expect((days as HTMLInputElement).value).toBe('-1'); // not turned into 1
    expect(descriptionOf(days)).toContain('0 이상이어야 합니다');
    await view.user.clear(days);
    await view.user.type(days, '3');
    await waitFor(() => expect(cardTitles()).toEqual(['Blue Ocean Logistics', 'Eastern Star Forwarding']));
    expect(isInvalid(days)).toBe(false);
  });

  test('compares two or three estimates side by side', async () => {
    const { view } = renderResults();
    await screen.findByRole('heading', { name: '견적 3건' });
    await view.user.click(screen.getByRole('checkbox', { name: 'Blue Ocean Logistics 견적 비교에 담기' }));
    const bar = screen.getByRole('region', { name: '견적 비교' });
    expect(within(bar).getByRole('button', { name: '비교하기' }).hasAttribute('disabled')).toBe(true);
    await view.user.click(screen.getByRole('checkbox', { name: 'Eastern Star Forwarding 견적 비교에 담기' }));
    await view.user.click(screen.getByRole('checkbox', { name: 'Han River Shipping 견적 비교에 담기' }));
    expect(within(bar).getByText('비교할 견적 3개 선택 (최대 3개)')).toBeTruthy();
    await view.user.click(within(bar).getByRole('button', { name: '비교하기' }));

    const dialog = await screen.findByRole('dialog', { name: '견적 비교' });
    const headers = within(dialog)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers.slice(1)).toEqual([
      'Blue Ocean Logistics',
      'Eastern Star Forwarding',
      'Han River Shipping',
    ]);
    const rowOf = (label: string) =>
      within(dialog).getByRole('rowheader', { name: label }).closest('tr') as HTMLElement;
    expect(rowOf('운송 기간').textContent).toBe('운송 기간3일2일최단 기간5일');
    expect(rowOf('운임').textContent).toBe('운임1,380,500원1,380,500원1,380,500원');
    expect(rowOf('출발지 비용').textContent).toBe('출발지 비용없음없음없음');
    expect(rowOf('합계').textContent).toContain('1,680,500원최저가');
  });

  test('a visitor downloads, and is sent to log in (and back here) to e-mail or to request bids', async () => {
    const { api, view, result } = renderResults({
      extra: {
        'PUT /api/searchEstimate/download': {
          body: { preSignedUrl: '/api/storage/get/q1?sig=1', expirationTime: '2099-01-01T00:00:00Z' },
        },
      },
    });
    const clicks: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this.getAttribute('href') ?? '');
    });
    await screen.findByRole('heading', { name: '견적 3건' });
    const first = screen.getAllByRole('article')[0] as HTMLElement;

    await view.user.click(
      within(first).getByRole('button', { name: 'Blue Ocean Logistics 견적서 PDF 다운로드' }),
    );
    await waitFor(() => expect(clicks).toEqual(['/api/storage/get/q1?sig=1']));
    expect(api.sent('PUT /api/searchEstimate/download')[0]?.body).toEqual({
      estimateLogId: 'est_01LOG',
      estimateId: 'est_01LOG-1',
      format: 'pdf',
    });
    expect(selectDownload(view.store.getState(), 'realTimeQuotation')).toMatchObject({
      status: 'SUCCESS',
      needInitialDownload: 'no',
      expiredAt: '2098-12-31T23:59:00.000Z',
    });
    // The stored link is still good: no second request.
    await view.user.click(
      within(first).getByRole('button', { name: 'Blue Ocean Logistics 견적서 PDF 다운로드' }),
    );
    await waitFor(() => expect(clicks).toHaveLength(2));
    expect(api.sent('PUT /api/searchEstimate/download')).toHaveLength(1);
    // Excel is another quotation.
    await view.user.click(
      within(first).getByRole('button', { name: 'Blue Ocean Logistics 견적서 엑셀 다운로드' }),
    );
    await waitFor(() => expect(api.sent('PUT /api/searchEstimate/download')).toHaveLength(2));
    expect(api.sent('PUT /api/searchEstimate/download')[1]?.body).toMatchObject({ format: 'xlsx' });

    expect(within(first).queryByRole('button', { name: /이메일로 받기$/ })).toBeTruthy();
    await view.user.click(within(first).getByRole('button', { name: '로그인하고 이메일로 받기' }));
    expect(redirectToLogin).toHaveBeenLastCalledWith(RESULT_PATH(result));
    // E-mailing resumes nothing; asking for bids is remembered for the way back.
    expect(sessionStorage.getItem('baro.quote.pendingBid')).toBeNull();
    await view.user.click(within(first).getByRole('button', { name: '로그인하고 입찰 요청' }));
    expect(redirectToLogin).toHaveBeenCalledTimes(2);
    expect(redirectToLogin).toHaveBeenLastCalledWith(RESULT_PATH(result));
    expect(JSON.parse(sessionStorage.getItem('baro.quote.pendingBid') ?? '{}')).toMatchObject({
      estimateLogId: 'est_01LOG',
      estimateId: 'est_01LOG-1',
    });
    expect(api.sent('POST /api/bid')).toEqual([]);
  });

  test('back from the login, the bid request a visitor asked for resumes: its confirmation opens', async () => {
    rememberPendingBid({ estimateLogId: 'est_01LOG', estimateId: 'est_01LOG-2' });
    const { api, view } = renderResults({
      signedIn: true,
      extra: {
        'POST /api/bid': {
          status: 201,
          body: {
            id: 'bid_01HZXNEWBID',
            number: 'BID-20990302-0001',
            status: 'estimating',
            deadline: '2099-03-04T09:00:00.000Z',
          },
        },
      },
    });
    const dialog = await screen.findByRole('dialog', { name: '입찰을 요청할까요?' });
    expect(dialog.textContent).toContain('Eastern Star Forwarding 견적을 기준으로');
    // Taken once: a reload does not ask again.
    expect(sessionStorage.getItem('baro.quote.pendingBid')).toBeNull();
    expect(api.sent('POST /api/bid')).toEqual([]);
    await view.user.click(within(dialog).getByRole('button', { name: '입찰 요청하기' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/mypage/bids/bid_01HZXNEWBID'));
    expect(api.sent('POST /api/bid')[0]?.body).toEqual({
      estimateLogId: 'est_01LOG',
      estimateId: 'est_01LOG-2',
    });
  });

  test('a bid request asked on other results, or long ago, does not resume here', async () => {
    rememberPendingBid({ estimateLogId: 'est_OTHER', estimateId: null });
    renderResults({ signedIn: true });
    await screen.findByRole('heading', { name: '견적 3건' });
    expect(screen.queryByRole('dialog')).toBeNull();
    // Left for the results it was asked on.
    expect(sessionStorage.getItem('baro.quote.pendingBid')).not.toBeNull();
    cleanup();

    rememberPendingBid({ estimateLogId: 'est_01LOG', estimateId: null }, Date.now() - 31 * 60 * 1000);
    renderResults({ signedIn: true });
    await screen.findByRole('heading', { name: '견적 3건' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sessionStorage.getItem('baro.quote.pendingBid')).toBeNull();
  });

  test('a member e-mails an estimate to themselves', async () => {
    const { api, view } = renderResults({
      signedIn: true,
      extra: {
        'POST /api/searchEstimate/est_01LOG/email': { status: 202, body: { email: 'customer@baro.demo' } },
      },
    });
    await screen.findByRole('heading', { name: '견적 3건' });
    await view.user.click(screen.getByRole('button', { name: 'Han River Shipping 견적 이메일로 받기' }));
    expect(await screen.findByText('customer@baro.demo(으)로 견적을 보냈습니다.')).toBeTruthy();
    expect(api.sent('POST /api/searchEstimate/est_01LOG/email')[0]?.body).toEqual({
      estimateId: 'est_01LOG-3',
    });
  });

  test('a member requests competing bids from an estimate and lands on the bid', async () => {
    const { api, view } = renderResults({
      signedIn: true,
      extra: {
        'POST /api/bid': {
          status: 201,
          body: {
            id: 'bid_01HZXNEWBID',
            number: 'BID-20990302-0001',
            status: 'estimating',
            deadline: '2099-03-04T09:00:00.000Z',
          },
        },
      },
    });
    await screen.findByRole('heading', { name: '견적 3건' });
    await view.user.click(screen.getByRole('button', { name: 'Eastern Star Forwarding 견적으로 입찰 요청' }));
    const dialog = await screen.findByRole('dialog', { name: '입찰을 요청할까요?' });
    expect(dialog.textContent).toContain('Eastern Star Forwarding 견적을 기준으로');
    expect(api.sent('POST /api/bid')).toEqual([]);
    await view.user.click(within(dialog).getByRole('button', { name: '입찰 요청하기' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/mypage/bids/bid_01HZXNEWBID'));
    const [sent] = api.sent('POST /api/bid');
    expect(sent?.body).toEqual({ estimateLogId: 'est_01LOG', estimateId: 'est_01LOG-2' });
    expect(sent?.headers.get('idempotency-key')).toMatch(/\S{8,}/);
    expect(sent?.headers.get('authorization')).toBe('Bearer a');
  });

  test('no estimate: bids can be requested anyway, or support called', async () => {
    const { api, view } = renderResults({
      signedIn: true,
      result: searchResultFixture({ estimates: [] }),
      extra: {
        'POST /api/bid': {
          status: 201,
          body: {
            id: 'bid_01HZXANYBID',
            number: 'BID-20990302-0002',
            status: 'estimating',
            deadline: '2099-03-04T09:00:00.000Z',
          },
        },
      },
    });
    expect(await screen.findByRole('heading', { name: '이 구간의 즉시 견적이 없습니다' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '고객센터 1588-0000' }).getAttribute('href')).toBe(
      'tel:15880000',
    );
    await view.user.click(screen.getByRole('button', { name: '입찰 요청하기' }));
    const dialog = await screen.findByRole('dialog');
    await view.user.click(within(dialog).getByRole('button', { name: '입찰 요청하기' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/mypage/bids/bid_01HZXANYBID'));
    expect(api.sent('POST /api/bid')[0]?.body).toEqual({ estimateLogId: 'est_01LOG' });
  });

  test('a log this visitor may not read leaves the filled-in form to search again', async () => {
    const result = searchResultFixture();
    fakeApi({
      ...locationHandlers(),
      [`GET /api/searchEstimate/${result.estimateLogId}`]: {
        status: 404,
        body: { code: 'NOT_FOUND', message: '찾을 수 없습니다.' },
      },
    });
    renderQuote(RESULT_PATH(result));
    expect(await screen.findByText('이 견적 결과를 볼 수 없습니다')).toBeTruthy();
    expect(await screen.findByDisplayValue('상하이 (CNSHA)')).toBeTruthy();
    expect(screen.getByRole('button', { name: '견적 조회' })).toBeTruthy();
  });
});
