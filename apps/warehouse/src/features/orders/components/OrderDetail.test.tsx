import { fakeApi } from '@baro/client/testing';
import { dismissToast } from '@baro/ui';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { orderFixture } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { OrderDetail } from './OrderDetail.tsx';

afterEach(() => {
  dismissToast();
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const ORDER_PATH = '/api/warehouse/orders/ord_01HZX4ORDER0001';
const picking = orderFixture({
  status: 'picking',
  history: [
    { status: 'allocated', at: '2026-03-04T01:30:00Z', note: null },
    { status: 'picking', at: '2026-03-04T02:00:00Z', note: null },
  ],
});
const parcels = [
  {
    parcelCompany: '04' as const,
    invoiceNo: '123456789012',
    status: 'information_received' as const,
    boxCode: 'B2' as const,
    items: null,
  },
  {
    parcelCompany: '04' as const,
    invoiceNo: '555566667777',
    status: 'information_received' as const,
    boxCode: null,
    items: null,
  },
];
const packed = orderFixture({ status: 'packed', parcels });

function renderOrder(language: 'ko' | 'en' = 'ko') {
  return renderApp(<OrderDetail id="ord_01HZX4ORDER0001" />, {
    path: '/orders/ord_01HZX4ORDER0001',
    language,
  });
}

describe('an order at the desk', () => {
  it('shows the pick list in location order and starts picking', async () => {
    const api = fakeApi({
      [`GET ${ORDER_PATH}`]: { body: orderFixture() },
      [`POST ${ORDER_PATH}/pick`]: { body: picking },
    });
    const { user } = renderOrder();
    expect(await screen.findByRole('heading', { level: 1, name: '출고 주문 FO260304-00012' })).toBeTruthy();
    expect(document.title).toBe('FO260304-00012 | 바로 창고');
    const pickList = screen.getByRole('region', { name: '피킹 리스트' });
    const rows = within(pickList).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.querySelector('code')?.textContent)).toEqual([
      'A-02-01-01-01',
      'B-01-01-01-01',
    ]);
    expect(screen.getByRole('region', { name: '받는 분' }).textContent).toContain(
      '서울특별시 강남구 테헤란로 123 4층',
    );

    await user.click(screen.getByRole('button', { name: '피킹 시작' }));
    expect(api.sent(`POST ${ORDER_PATH}/pick`)).toHaveLength(1);
    // The answer is the order now being picked: the packing form takes the step's place.
    expect(await screen.findByRole('form', { name: '포장' })).toBeTruthy();
    expect(await screen.findByText('FO260304-00012 피킹을 시작했습니다.')).toBeTruthy();
  });

  it('packs into a parcel with a scanned waybill (the scanner Enter submits), then downloads its labels', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const api = fakeApi({
      [`GET ${ORDER_PATH}`]: { body: picking },
      [`POST ${ORDER_PATH}/pack`]: { body: packed },
      [`GET ${ORDER_PATH}/label`]: {
        body: { preSignedUrl: '/api/files/label.pdf?sig=1', expirationTime: '2099-01-01T00:00:00Z' },
      },
    });
    const { user } = renderOrder();
    const form = await screen.findByRole('form', { name: '포장' });
    await user.selectOptions(within(form).getByRole('combobox', { name: '택배사' }), 'CJ대한통운');
    await user.type(within(form).getByRole('textbox', { name: /운송장 번호/ }), '1234-5678-9012{Enter}');
    // Enter (the scanner's) submits the form: one box is enough for the contract.
    await waitFor(() => expect(api.sent(`POST ${ORDER_PATH}/pack`)).toHaveLength(1));
    expect(api.sent(`POST ${ORDER_PATH}/pack`)[0]?.body).toEqual({
      parcels: [{ parcelCompany: '04', invoiceNo: '1234-5678-9012' }],
    });
    const parcelsBox = await screen.findByRole('region', { name: '택배' });
    expect(within(parcelsBox).getByText('123456789012')).toBeTruthy();
    expect(within(parcelsBox).getAllByText('CJ대한통운')).toHaveLength(2);

    await user.click(
      within(parcelsBox).getByRole('button', { name: '운송장 123456789012 라벨 PDF 내려받기' }),
    );
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    const asked = new URL(api.sent(`GET ${ORDER_PATH}/label`)[0]?.path ?? '', 'http://x').searchParams;
    expect(Object.fromEntries(asked)).toEqual({
      parcelCompany: '04',
      invoiceNo: '123456789012',
      format: 'pdf',
    });
    await user.click(
      within(parcelsBox).getByRole('button', { name: '운송장 555566667777 라벨 ZPL(300dpi) 내려받기' }),
    );
    await waitFor(() => expect(api.sent(`GET ${ORDER_PATH}/label`).at(-1)?.path).toContain('format=zpl'));
    expect(api.sent(`GET ${ORDER_PATH}/label`).at(-1)?.path).toContain('dpi=300');
    await user.click(
      within(parcelsBox).getByRole('button', { name: '운송장 555566667777 라벨 PNG 이미지 내려받기' }),
    );
    await waitFor(() => expect(api.sent(`GET ${ORDER_PATH}/label`).at(-1)?.path).toContain('format=png'));
  });

  it('adds boxes, checks waybills with the contract, and says the carrier’s refusal', async () => {
    const api = fakeApi({
      [`GET ${ORDER_PATH}`]: { body: picking },
      [`POST ${ORDER_PATH}/pack`]: {
        status: 409,
        body: { code: 'WAYBILL_REFUSED', message: '택배사가 운송장 번호를 받지 않았습니다.' },
      },
    });
    const { user } = renderOrder();
    const form = await screen.findByRole('form', { name: '포장' });
    await user.click(within(form).getByRole('button', { name: '상자 추가' }));
    const second = within(form).getByRole('group', { name: '2번 상자' });
    await user.type(within(second).getByRole('textbox', { name: /운송장 번호/ }), 'ABC');
    await user.click(within(form).getByRole('button', { name: '포장 완료' }));
    expect(await within(second).findByText('송장번호는 숫자만 입력해 주세요')).toBeTruthy();
    expect(api.sent(`POST ${ORDER_PATH}/pack`)).toHaveLength(0);

    await user.clear(within(second).getByRole('textbox', { name: /운송장 번호/ }));
    await user.click(within(form).getByRole('button', { name: '포장 완료' }));
    expect(await within(form).findByText('택배사가 운송장 번호를 받지 않았습니다.')).toBeTruthy();
    expect(api.sent(`POST ${ORDER_PATH}/pack`)[0]?.body).toEqual({ parcels: [{}, {}] });

    await user.click(within(form).getByRole('button', { name: '2번 상자 삭제' }));
    expect(within(form).queryByRole('group', { name: '2번 상자' })).toBeNull();
  });

  it('ships a packed order after asking, in English', async () => {
    const api = fakeApi({
      [`GET ${ORDER_PATH}`]: { body: packed },
      [`POST ${ORDER_PATH}/ship`]: {
        body: orderFixture({ status: 'shipped', parcels, shippedAt: '2026-03-04T07:00:00Z' }),
      },
    });
    const { user } = renderOrder('en');
    await user.click(await screen.findByRole('button', { name: 'Mark shipped' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ship FO260304-00012' });
    expect(dialog.textContent).toContain('Did you hand the 2 parcels to the carrier?');
    await user.click(within(dialog).getByRole('button', { name: 'Mark shipped' }));
    expect(await screen.findByText('Shipped at Mar 4, 2026 16:00.')).toBeTruthy();
    expect(api.sent(`POST ${ORDER_PATH}/ship`)).toHaveLength(1);
  });

  it('reprints a packed order’s label through the print agent, with its box, and sets the agent up', async () => {
    localStorage.clear();
    const api = fakeApi({
      [`GET ${ORDER_PATH}`]: { body: packed },
      [`GET ${ORDER_PATH}/label`]: {
        body: { preSignedUrl: '/api/files/label.zpl?sig=1', expirationTime: '2099-01-01T00:00:00Z' },
      },
      'GET /api/files/label.zpl': { body: '^XA^XZ' },
      'GET /printers': {
        body: { printers: [{ id: 'default', name: 'default', target: 'tcp://x', dpi: 203 }] },
      },
      'POST /print': { body: { printerId: 'default', bytes: 6, copies: 1 } },
      'GET /status': {
        body: {
          printerId: 'default',
          reachable: true,
          answered: true,
          ready: true,
          paperOut: false,
          paused: false,
          headOpen: false,
          ribbonOut: false,
          labelsInBuffer: 0,
        },
      },
    });
    const { user } = renderOrder();
    const parcelsBox = await screen.findByRole('region', { name: '택배' });
    expect(within(parcelsBox).getByText('2호 (270×180×150 mm)')).toBeTruthy();
    await user.click(within(parcelsBox).getByRole('button', { name: '프린터 설정' }));
    const dialog = await screen.findByRole('dialog', { name: '라벨 프린터 (포장 PC)' });
    await user.type(within(dialog).getByLabelText(/에이전트 토큰/), 'short');
    await user.click(within(dialog).getByRole('button', { name: '연결 확인' }));
    expect(await within(dialog).findByText('토큰은 32자 이상입니다')).toBeTruthy();
    await user.clear(within(dialog).getByLabelText(/에이전트 토큰/));
    await user.type(within(dialog).getByLabelText(/에이전트 토큰/), 'agent-token-0123456789abcdefghijklmnop');
    await user.click(within(dialog).getByRole('button', { name: '연결 확인' }));
    expect(await within(dialog).findByText('프린터 default이(가) 준비되었습니다.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: '저장' }));
    expect(await within(parcelsBox).findByText('프린터 설정됨')).toBeTruthy();

    await user.click(within(parcelsBox).getByRole('button', { name: '운송장 123456789012 라벨 출력' }));
    await waitFor(() => expect(api.sent('POST /print')).toHaveLength(1));
    expect(api.sent('POST /print')[0]?.headers.get('authorization')).toBe(
      'Bearer agent-token-0123456789abcdefghijklmnop',
    );
    expect(await screen.findByText('운송장 123456789012 라벨을 프린터로 보냈습니다.')).toBeTruthy();
  });

  it('says an order of another warehouse is not found', async () => {
    fakeApi({
      [`GET ${ORDER_PATH}`]: { status: 404, body: { code: 'NOT_FOUND', message: '찾을 수 없습니다.' } },
    });
    renderOrder();
    expect(await screen.findByText('찾을 수 없습니다.')).toBeTruthy();
    expect(screen.getByRole('link', { name: '목록으로' }).getAttribute('href')).toBe('/warehouse/orders');
  });

  it('names the wave that holds an allocated order and links to it instead of offering a pick', async () => {
    const wave = { id: 'wav_01HZX4WAVE0001', waveNo: 'WV260304-0007', status: 'released' as const };
    const api = fakeApi({ [`GET ${ORDER_PATH}`]: { body: orderFixture({ wave }) } });
    renderOrder();
    const step = await screen.findByRole('region', { name: '다음 작업' });
    expect(within(step).getByRole('status').textContent).toBe(
      '피킹 웨이브 WV260304-0007에 포함된 주문입니다. 웨이브에서 피킹하거나 웨이브를 먼저 취소해 주세요.',
    );
    expect(within(step).queryByRole('button', { name: '피킹 시작' })).toBeNull();
    expect(within(step).getByRole('link', { name: '웨이브 WV260304-0007 보기' }).getAttribute('href')).toBe(
      '/warehouse/waves/wav_01HZX4WAVE0001',
    );
    const info = screen.getByRole('region', { name: '주문 정보' });
    expect(within(info).getByRole('link', { name: 'WV260304-0007' }).getAttribute('href')).toBe(
      '/warehouse/waves/wav_01HZX4WAVE0001',
    );
    expect(within(info).getByText('(단말기 전송)')).toBeTruthy();
    expect(api.sent(`POST ${ORDER_PATH}/pick`)).toHaveLength(0);
  });

  it('keeps a picked wave as a link once the order moved on, and says when no wave holds it', async () => {
    fakeApi({
      [`GET ${ORDER_PATH}`]: {
        body: { ...picking, wave: { id: 'wav_01HZX4WAVE0001', waveNo: 'WV260304-0007', status: 'picked' } },
      },
    });
    renderOrder('en');
    expect(await screen.findByRole('form', { name: 'Packing' })).toBeTruthy();
    const info = screen.getByRole('region', { name: 'Order details' });
    expect(within(info).getByRole('link', { name: 'WV260304-0007' })).toBeTruthy();
    expect(within(info).getByText('(Picked)')).toBeTruthy();
  });

  it('names the wave when a pick is refused because a wave took the order meanwhile', async () => {
    const wave = { id: 'wav_01HZX4WAVE0002', waveNo: 'WV260304-0008', status: 'open' as const };
    let reads = 0;
    const api = fakeApi({
      [`GET ${ORDER_PATH}`]: () => ({ body: orderFixture(reads++ === 0 ? {} : { wave }) }),
      [`POST ${ORDER_PATH}/pick`]: {
        status: 409,
        body: { code: 'ORDER_IN_WAVE', message: '진행 중인 웨이브에 포함된 주문입니다.' },
      },
    });
    const { user } = renderOrder();
    await user.click(await screen.findByRole('button', { name: '피킹 시작' }));
    // The toast and the next step both name the wave the order is in now.
    const named =
      '피킹 웨이브 WV260304-0008에 포함된 주문입니다. 웨이브에서 피킹하거나 웨이브를 먼저 취소해 주세요.';
    await waitFor(() => expect(screen.getAllByText(named)).toHaveLength(2));
    const step = screen.getByRole('region', { name: '다음 작업' });
    expect(await within(step).findByRole('link', { name: '웨이브 WV260304-0008 보기' })).toBeTruthy();
    expect(api.sent(`GET ${ORDER_PATH}`).length).toBeGreaterThanOrEqual(2);
  });
});
