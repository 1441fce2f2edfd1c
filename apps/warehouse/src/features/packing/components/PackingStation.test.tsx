import { fakeApi } from '@baro/client/testing';
import { dismissToast } from '@baro/ui';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  orderCounts,
  orderFixture,
  orderListItemFixture,
  pageOf,
  waveCounts,
  waveFixture,
  waveListItemFixture,
} from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { PackingStation } from './PackingStation.tsx';

const feedback = vi.hoisted(() => vi.fn());
vi.mock('@baro/client', async (original) => ({
  ...(await original<typeof import('@baro/client')>()),
  scanFeedback: feedback,
}));

const ORDER = '/api/warehouse/orders/ord_01HZX4ORDER0001';
const TOKEN = 'agent-token-0123456789abcdefghijklmnop';
// Two wipes and a cup, sizes unknown: the suggestion for three pieces is box 3 (3호).
const unsized = { lengthMm: null, widthMm: null, heightMm: null, weightGrams: null };
const lines = [
  { id: 'sku_wipes', name: '바로 물티슈 100매', barcode: '8801234567893', quantity: 2, ...unsized },
  { id: 'sku_cups', name: '종이컵 50개입', barcode: '8809876543210', quantity: 1, ...unsized },
];
const picking = orderFixture({ status: 'picking', lines });
const packed = orderFixture({
  status: 'packed',
  lines,
  parcels: [
    {
      parcelCompany: '04',
      invoiceNo: '612345678903',
      status: 'information_received',
      boxCode: 'B3',
      items: null,
    },
  ],
});
const search = { body: { ...pageOf([orderListItemFixture()]), counts: orderCounts({ picking: 1 }) } };
const label = (request: { path: string }) => ({
  body: {
    preSignedUrl: request.path.includes('format=zpl')
      ? '/api/files/label.zpl?sig=1'
      : '/api/files/label.pdf?sig=1',
    expirationTime: '2099-01-01T00:00:00Z',
  },
});

beforeEach(() => localStorage.clear());
afterEach(() => {
  dismissToast();
  cleanup();
  feedback.mockClear();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

async function scan(user: ReturnType<typeof renderApp>['user'], code: string) {
  const field = await screen.findByRole('textbox', { name: /스캔|Scan/ });
  await waitFor(() => expect((field as HTMLInputElement).disabled).toBe(false));
  await user.type(field, `${code}{Enter}`);
}

/**
 * The station's own refusal, by its notice rather than by any alert: a toast of the test before
 * (also role="alert") can still be on screen when this one looks.
 */
async function expectRefusal(text: string) {
  await waitFor(() => {
    const notice = screen.getByTestId('packing-notice');
    expect(notice.getAttribute('role')).toBe('alert');
    expect(notice.textContent).toBe(text);
  });
}

describe('the packing station', { timeout: 20_000 }, () => {
  it('scans an order and its items, refuses a wrong item and an over-scan, packs with the box and prints through the agent', async () => {
    localStorage.setItem(
      'baro.warehouse.printAgent',
      JSON.stringify({ base: 'http://127.0.0.1:9110', token: TOKEN }),
    );
    const api = fakeApi({
      'GET /api/warehouse/orders': search,
      [`GET ${ORDER}`]: { body: picking },
      [`POST ${ORDER}/pack`]: { body: packed },
      [`GET ${ORDER}/label`]: label,
      'GET /api/files/label.zpl': { body: '^XA^FDlabel^FS^XZ' },
      'GET /printers': {
        body: { printers: [{ id: 'packing-1', name: 'packing-1', target: 'tcp://10.0.0.5:9100', dpi: 300 }] },
      },
      'POST /print': { body: { printerId: 'packing-1', bytes: 18, copies: 1 } },
    });
    const { user } = renderApp(<PackingStation />, { path: '/packing' });
    expect(await screen.findByText('포장할 주문을 스캔해 주세요')).toBeTruthy();

    await scan(user, 'fo260304-00012');
    const lineTable = await screen.findByRole('table', { name: '스캔할 상품' });
    expect(within(lineTable).getByText('바로 물티슈 100매')).toBeTruthy();
    expect(screen.getByText('스캔 0 / 3개')).toBeTruthy();
    expect(feedback).toHaveBeenLastCalledWith('ok');

    await scan(user, '8800000000000');
    await expectRefusal('이 주문의 상품이 아닙니다 (8800000000000). 상품을 다시 확인해 주세요.');
    expect(feedback).toHaveBeenLastCalledWith('error');

    await scan(user, '8801234567893');
    await scan(user, '8801234567893');
    expect(screen.getByText('스캔 2 / 3개')).toBeTruthy();
    await scan(user, '8801234567893');
    await expectRefusal('바로 물티슈 100매은(는) 이미 2개를 모두 스캔했습니다. 더 넣지 마세요.');
    expect(feedback).toHaveBeenLastCalledWith('error');
    expect(screen.getByText('스캔 2 / 3개')).toBeTruthy();
    expect((screen.getByRole('button', { name: '포장하고 라벨 출력' }) as HTMLButtonElement).disabled).toBe(
      true,
    );

    await scan(user, '8809876543210');
    // Complete: the suggestion for three pieces; the keyboard stays in the scan field, where the
    // arrows change the box and Enter (with nothing typed) packs.
    const box = screen.getByRole('combobox', { name: /상자/ }) as HTMLSelectElement;
    expect(box.value).toBe('B3');
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: '상품 바코드 스캔' }));
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowUp}');
    expect(box.value).toBe('B4');
    await user.keyboard('{Enter}');

    await waitFor(() => expect(api.sent(`POST ${ORDER}/pack`)).toHaveLength(1));
    expect(api.sent(`POST ${ORDER}/pack`)[0]?.body).toEqual({
      parcels: [{ boxCode: 'B4' }],
      items: [
        { skuId: 'sku_wipes', quantity: 2 },
        { skuId: 'sku_cups', quantity: 1 },
      ],
    });
    expect(await screen.findByText('라벨을 프린터 packing-1(으)로 보냈습니다.')).toBeTruthy();
    // The label at the printer's 300 dpi, posted to the agent with its token (not the user's).
    const asked = new URL(api.sent(`GET ${ORDER}/label`)[0]?.path ?? '', 'http://x').searchParams;
    expect(Object.fromEntries(asked)).toMatchObject({ format: 'zpl', dpi: '300', invoiceNo: '612345678903' });
    const print = api.sent('POST /print')[0];
    expect(print?.headers.get('authorization')).toBe(`Bearer ${TOKEN}`);
    expect(String((print?.body as { zpl?: string } | undefined)?.zpl)).toContain('^XA^FDlabel^FS^XZ');
    expect(screen.getByText(/방금 포장한 주문 FO260304-00012/)).toBeTruthy();
    // Ready for the next order.
    const field = screen.getByRole('textbox', { name: '주문번호 또는 웨이브 번호 스캔' });
    await waitFor(() => expect(document.activeElement).toBe(field));
  });

  it('downloads the label as PDF with a message when no agent answers, in English', async () => {
    localStorage.setItem(
      'baro.warehouse.printAgent',
      JSON.stringify({ base: 'http://127.0.0.1:9110', token: TOKEN }),
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const api = fakeApi({
      'GET /api/warehouse/orders': search,
      [`GET ${ORDER}`]: {
        body: orderFixture({ status: 'picking', lines: [lines[1] as (typeof lines)[number]] }),
      },
      [`POST ${ORDER}/pack`]: { body: packed },
      [`GET ${ORDER}/label`]: label,
      'GET /printers': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const { user } = renderApp(<PackingStation />, { path: '/packing', language: 'en' });
    await scan(user, 'FO260304-00012');
    await scan(user, '8809876543210');
    await user.click(screen.getByRole('button', { name: 'Pack and print label' }));
    expect(
      await screen.findByText(
        'The print agent is not running, so the label was downloaded as a PDF. Please print the PDF.',
        { selector: '.mantine-Alert-message' },
      ),
    ).toBeTruthy();
    expect(click).toHaveBeenCalledTimes(1);
    expect(api.sent(`GET ${ORDER}/label`).at(-1)?.path).toContain('format=pdf');
    expect(api.sent('POST /print')).toHaveLength(0);
  });

  it('says the server’s refusal of the scans and starts the scanning over; a printer that refuses gives the PDF with its reason', async () => {
    localStorage.setItem(
      'baro.warehouse.printAgent',
      JSON.stringify({ base: 'http://127.0.0.1:9110', token: TOKEN }),
    );
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    let packs = 0;
    const api = fakeApi({
      'GET /api/warehouse/orders': search,
      [`GET ${ORDER}`]: {
        body: orderFixture({ status: 'picking', lines: [lines[1] as (typeof lines)[number]] }),
      },
      [`POST ${ORDER}/pack`]: () =>
        ++packs === 1
          ? {
              status: 409,
              body: {
                code: 'PACK_SCAN_MISMATCH',
                message: '스캔한 상품이 주문 수량과 다릅니다.',
                fields: {},
              },
            }
          : { body: packed },
      [`GET ${ORDER}/label`]: label,
      'GET /api/files/label.zpl': { body: '^XA^XZ' },
      'GET /printers': {
        body: { printers: [{ id: 'default', name: 'default', target: 'tcp://x', dpi: 203 }] },
      },
      'POST /print': {
        status: 504,
        body: { code: 'PRINTER_UNAVAILABLE', message: '프린터가 응답하지 않습니다.' },
      },
    });
    const { user } = renderApp(<PackingStation />, { path: '/packing' });
    await scan(user, 'FO260304-00012');
    await scan(user, '8809876543210');
    await user.keyboard('{Enter}');
    await expectRefusal('스캔한 상품이 주문과 달라 포장하지 않았습니다. 상품을 처음부터 다시 스캔해 주세요.');
    expect(screen.getByText('스캔 0 / 1개')).toBeTruthy();
    await scan(user, '8809876543210');
    await user.click(screen.getByRole('button', { name: '포장하고 라벨 출력' }));
    expect(
      await screen.findByText(
        '프린터로 보내지 못해 라벨을 PDF로 내려받았습니다: 프린터가 응답하지 않습니다.',
        {
          selector: '.mantine-Alert-message',
        },
      ),
    ).toBeTruthy();
    expect(api.sent(`GET ${ORDER}/label`).at(-1)?.path).toContain('format=pdf');
  });

  it('suggests the box by the items’ sizes, and says when even the largest is too small', async () => {
    // Six flat 0.5 L packs: the piece count would say 4호, their volume fits 1호.
    const flat = { lengthMm: 100, widthMm: 100, heightMm: 50, weightGrams: 200 };
    fakeApi({
      'GET /api/warehouse/orders': search,
      [`GET ${ORDER}`]: {
        body: orderFixture({
          status: 'picking',
          lines: [{ ...(lines[0] as (typeof lines)[number]), quantity: 6, ...flat }],
        }),
      },
    });
    const { user } = renderApp(<PackingStation />, { path: '/packing', language: 'en' });
    await scan(user, 'FO260304-00012');
    const box = (await screen.findByRole('combobox', { name: /Box/ })) as HTMLSelectElement;
    expect(box.value).toBe('B1');
    expect(screen.getByText('Suggested for the items’ sizes: No. 1 (220×190×90 mm)')).toBeTruthy();
    cleanup();

    // A 60 cm item fits no box: the largest, with the advice to split.
    fakeApi({
      'GET /api/warehouse/orders': search,
      [`GET ${ORDER}`]: {
        body: orderFixture({
          status: 'picking',
          lines: [{ ...(lines[1] as (typeof lines)[number]), lengthMm: 600, widthMm: 100, heightMm: 100 }],
        }),
      },
    });
    const ko = renderApp(<PackingStation />, { path: '/packing' });
    await scan(ko.user, 'FO260304-00012');
    expect(((await screen.findByRole('combobox', { name: /상자/ })) as HTMLSelectElement).value).toBe('B6');
    expect(
      screen.getByText(
        '가장 큰 상자 6호 (520×480×400 mm)에도 다 들어가지 않습니다. 상자를 나눠 포장해 주세요.',
      ),
    ).toBeTruthy();
  });

  it('splits an order into two boxes with +, packs a parcel per box and downloads one PDF of their labels', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const split = orderFixture({
      status: 'packed',
      lines,
      parcels: [
        {
          parcelCompany: '04',
          invoiceNo: '612345678903',
          status: 'information_received',
          boxCode: 'B2',
          items: [{ skuId: 'sku_wipes', quantity: 2 }],
        },
        {
          parcelCompany: '04',
          invoiceNo: '612345678914',
          status: 'information_received',
          boxCode: 'B2',
          items: [{ skuId: 'sku_cups', quantity: 1 }],
        },
      ],
    });
    const api = fakeApi({
      'GET /api/warehouse/orders': search,
      [`GET ${ORDER}`]: { body: picking },
      [`POST ${ORDER}/pack`]: { body: split },
      [`GET ${ORDER}/labels`]: {
        body: { preSignedUrl: '/api/files/labels.pdf?sig=1', expirationTime: '2099-01-01T00:00:00Z' },
      },
    });
    const { user } = renderApp(<PackingStation />, { path: '/packing' });
    await scan(user, 'FO260304-00012');
    // Nothing in the box yet: no second box.
    expect((screen.getByRole('button', { name: '상자 추가 (+)' }) as HTMLButtonElement).disabled).toBe(true);
    await scan(user, '8801234567893');
    await scan(user, '8801234567893');
    await user.keyboard('+');
    expect(screen.getByTestId('packing-notice').textContent).toBe(
      '상자 2에 담습니다. 이어서 상품을 스캔해 주세요.',
    );
    const field = screen.getByRole('textbox', { name: '상품 바코드 스캔' }) as HTMLInputElement;
    expect(field.value).toBe('');
    await scan(user, '8809876543210');
    const first = screen.getByRole('combobox', { name: '상자 1' }) as HTMLSelectElement;
    const second = screen.getByRole('combobox', { name: '상자 2' }) as HTMLSelectElement;
    // Each box suggested by its own pieces: two wipes → 2호, one cup → 1호.
    expect([first.value, second.value]).toEqual(['B2', 'B1']);
    expect(screen.getByText('바로 물티슈 100매 ×2')).toBeTruthy();
    expect(screen.getByText('종이컵 50개입 ×1')).toBeTruthy();
    // The arrows change the box being filled (the second).
    await user.keyboard('{ArrowDown}');
    expect([first.value, second.value]).toEqual(['B2', 'B2']);
    await user.click(screen.getByRole('button', { name: '상자 2개로 포장하고 라벨 출력' }));

    await waitFor(() => expect(api.sent(`POST ${ORDER}/pack`)).toHaveLength(1));
    const sent = api.sent(`POST ${ORDER}/pack`)[0];
    expect(sent?.body).toEqual({
      parcels: [
        { boxCode: 'B2', items: [{ skuId: 'sku_wipes', quantity: 2 }] },
        { boxCode: 'B2', items: [{ skuId: 'sku_cups', quantity: 1 }] },
      ],
      items: [
        { skuId: 'sku_wipes', quantity: 2 },
        { skuId: 'sku_cups', quantity: 1 },
      ],
    });
    expect(sent?.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
    // No agent set up: one PDF with both boxes' labels, said for each box.
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(api.sent(`GET ${ORDER}/labels`)).toHaveLength(1);
    expect(api.sent(`GET ${ORDER}/label`)).toHaveLength(0);
    expect(
      await screen.findAllByText(
        '라벨 프린터가 설정되지 않아 라벨을 PDF로 내려받았습니다. 프린터 설정에서 에이전트 토큰을 입력해 주세요.',
        { selector: '.mantine-Alert-message' },
      ),
    ).toHaveLength(2);
    expect(screen.getByText(/상자 1\/2 · 운송장/)).toBeTruthy();
    expect(screen.getByText(/상자 2\/2 · 운송장/)).toBeTruthy();
  });

  it('adds and removes an empty box, and retries a failed pack with the same Idempotency-Key, in English', async () => {
    let packs = 0;
    const api = fakeApi({
      'GET /api/warehouse/orders': search,
      [`GET ${ORDER}`]: { body: picking },
      [`POST ${ORDER}/pack`]: () =>
        ++packs === 1
          ? { status: 503, body: { code: 'CARRIER_UNAVAILABLE', message: 'The carrier is not answering.' } }
          : { body: packed },
    });
    const { user } = renderApp(<PackingStation />, { path: '/packing', language: 'en' });
    await scan(user, 'FO260304-00012');
    await scan(user, '8801234567893');
    await user.click(screen.getByRole('button', { name: 'Add a box (+)' }));
    expect(screen.getByRole('combobox', { name: 'Box 2' })).toBeTruthy();
    expect(screen.getByText('Still empty')).toBeTruthy();
    // An empty box can go again.
    await user.click(screen.getByRole('button', { name: 'Remove the empty box' }));
    expect(screen.queryByRole('combobox', { name: 'Box 2' })).toBeNull();
    await scan(user, '8801234567893');
    await scan(user, '8809876543210');
    await user.keyboard('{Enter}');
    await expectRefusal('The carrier is not answering.');
    await user.click(screen.getByRole('button', { name: 'Pack and print label' }));
    await waitFor(() => expect(api.sent(`POST ${ORDER}/pack`)).toHaveLength(2));
    const [first, second] = api.sent(`POST ${ORDER}/pack`);
    expect(second?.headers.get('idempotency-key')).toBe(first?.headers.get('idempotency-key'));
    expect(second?.body).toEqual(first?.body);
  });

  it('says why an order cannot be packed, and a code that matches nothing', async () => {
    fakeApi({
      'GET /api/warehouse/orders': (request) =>
        request.path.includes('FO260304-00012') ? search : { body: { ...pageOf([]), counts: orderCounts() } },
      [`GET ${ORDER}`]: { body: orderFixture({ status: 'allocated' }) },
    });
    const { user } = renderApp(<PackingStation />, { path: '/packing' });
    await scan(user, 'FO260304-00012');
    await expectRefusal('FO260304-00012 주문은 아직 피킹이 끝나지 않았습니다. 피킹을 먼저 마쳐 주세요.');
    expect(screen.queryByRole('button', { name: '포장하고 라벨 출력' })).toBeNull();
    await user.keyboard('{Escape}');
    await scan(user, 'NOPE-1');
    await expectRefusal('NOPE-1에 해당하는 주문이나 웨이브가 없습니다.');
    expect(feedback).toHaveBeenLastCalledWith('error');
  });

  it('opens a wave by its number and refuses an order of another wave', async () => {
    const wave = waveFixture({
      status: 'picked',
      orders: (waveFixture().orders ?? []).map((o) => ({ ...o, status: 'picking' as const })),
    });
    const api = fakeApi({
      'GET /api/warehouse/waves': {
        body: { ...pageOf([waveListItemFixture()]), counts: waveCounts({ picked: 1 }) },
      },
      [`GET /api/warehouse/waves/${wave.id}`]: { body: wave },
      'GET /api/warehouse/orders': {
        body: {
          ...pageOf([orderListItemFixture({ id: 'ord_other', orderNo: 'FO260304-00099' })]),
          counts: orderCounts(),
        },
      },
    });
    const { user } = renderApp(<PackingStation />, { path: '/packing' });
    await scan(user, 'wv260305-0003');
    const section = await screen.findByRole('region', { name: '웨이브 WV260305-0003' });
    expect(within(section).getByText('포장할 주문 2건 / 전체 2건')).toBeTruthy();
    expect(api.sent('GET /api/warehouse/waves')[0]?.path).toContain('waveNo=WV260305-0003');
    expect(screen.getByRole('textbox', { name: '웨이브의 주문번호 스캔' })).toBeTruthy();
    fakeApi({
      'GET /api/warehouse/orders': {
        body: {
          ...pageOf([orderListItemFixture({ id: 'ord_other', orderNo: 'FO260304-00099' })]),
          counts: orderCounts(),
        },
      },
      'GET /api/warehouse/orders/ord_other': {
        body: orderFixture({ id: 'ord_other', orderNo: 'FO260304-00099' }),
      },
    });
    await scan(user, 'FO260304-00099');
    await expectRefusal('FO260304-00099 주문은 웨이브 WV260305-0003에 없습니다.');
  });
});
