import { fakeApi } from '@baro/client/testing';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { orderFixture } from '../../../test/fulfillment-fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { OrderDetail } from './OrderDetail.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const PATH = 'GET /api/fulfillment/orders/ord_01HZXORDER01';

describe('OrderDetail', { timeout: 20_000 }, () => {
  test('recipient, a kit with its components, the timeline in Seoul time and the parcels with their labels and tracking', async () => {
    const api = fakeApi({
      'GET /api/fulfillment/parcel/tracking': {
        body: {
          parcelCompany: '04',
          invoiceNo: '612345678903',
          status: 'in_transit',
          events: [
            {
              time: '2026-11-28T15:10:00+09:00',
              status: 'at_pickup',
              description: '집화처리',
              location: '서울강남',
            },
            {
              time: '2026-11-28T22:40:00+09:00',
              status: 'in_transit',
              description: '간선상차',
              location: '곤지암Hub',
            },
          ],
        },
      },
      'GET /api/fulfillment/orders/ord_01HZXORDER01/label': {
        body: { preSignedUrl: '/api/storage/get/label?sig=x', expirationTime: '2099-01-01T00:05:00Z' },
      },
      [PATH]: {
        body: orderFixture({
          status: 'shipped',
          history: [
            { status: 'allocated', at: '2026-11-28T01:00:00Z', note: null },
            { status: 'picking', at: '2026-11-28T02:00:00Z', note: null },
            { status: 'packed', at: '2026-11-28T03:00:00Z', note: null },
            { status: 'shipped', at: '2026-11-28T05:30:00Z', note: null },
          ],
          parcels: [
            {
              parcelCompany: '04',
              invoiceNo: '612345678903',
              status: 'in_transit',
              boxCode: null,
              items: null,
            },
          ],
          shippedAt: '2026-11-28T05:30:00Z',
        }),
      },
    });
    const { user } = renderApp(<OrderDetail id="ord_01HZXORDER01" />, { path: '/x' });
    expect(await screen.findByRole('heading', { level: 1, name: 'FO261128-00001' })).toBeTruthy();
    expect(screen.getByRole('region', { name: '받는 분' }).textContent).toContain(
      '(06236) 서울 강남구 테헤란로 1 101호',
    );
    expect(screen.getByRole('table', { name: '상품' }).textContent).toContain(
      '세트 구성: 바로 텀블러 500ml 화이트 ×2, 스테인리스 빨대 세트 ×1',
    );
    const timeline = screen.getByRole('list', { name: '진행 내역' });
    expect(
      within(timeline)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '재고 확보2026년 11월 28일 10:00',
      '피킹 중2026년 11월 28일 11:00',
      '포장 완료2026년 11월 28일 12:00',
      '출고 완료2026년 11월 28일 14:30',
    ]);
    const parcels = screen.getByRole('table', { name: '택배' });
    expect(parcels.textContent).toContain('CJ대한통운');
    expect(parcels.textContent).toContain('612345678903');
    expect(parcels.textContent).toContain('배송 중');
    // The parcel's label, as PDF, PNG and as ZPL for 203 and 300 dpi thermal printers.
    expect(
      within(parcels).getByRole('button', {
        name: '송장 612345678903 라벨 ZPL(203dpi 감열 프린터) 내려받기',
      }),
    ).toBeTruthy();
    await user.click(within(parcels).getByRole('button', { name: '송장 612345678903 라벨 PDF 내려받기' }));
    await waitFor(() =>
      expect(api.sent('GET /api/fulfillment/orders/ord_01HZXORDER01/label')).toHaveLength(1),
    );
    expect(api.sent('GET /api/fulfillment/orders/ord_01HZXORDER01/label')[0]?.path).toBe(
      '/api/fulfillment/orders/ord_01HZXORDER01/label?parcelCompany=04&invoiceNo=612345678903&format=pdf',
    );
    // ZPL for a 300 dpi printer too, and the PNG preview.
    await user.click(
      within(parcels).getByRole('button', {
        name: '송장 612345678903 라벨 ZPL(300dpi 감열 프린터) 내려받기',
      }),
    );
    await waitFor(() =>
      expect(api.sent('GET /api/fulfillment/orders/ord_01HZXORDER01/label')[1]?.path).toContain(
        'format=zpl&dpi=300',
      ),
    );
    expect(
      within(parcels).getByRole('button', { name: '송장 612345678903 라벨 PNG 이미지 내려받기' }),
    ).toBeTruthy();
    // The parcel's tracking, newest first in Seoul time; the carrier's own text on demand.
    const track = within(parcels).getByRole('button', { name: '배송 조회' });
    expect(track.getAttribute('aria-expanded')).toBe('false');
    await user.click(track);
    const history = await screen.findByRole('list', { name: '송장 612345678903 배송 기록' });
    expect(api.sent('GET /api/fulfillment/parcel/tracking')[0]?.path).toBe(
      '/api/fulfillment/parcel/tracking?invoiceNo=612345678903&parcelCompany=04',
    );
    expect(
      within(history)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['배송 중2026년 11월 28일 22:40 · 곤지암Hub', '집하2026년 11월 28일 15:10 · 서울강남']);
    await user.click(screen.getByRole('button', { name: '택배사 원문 보기' }));
    expect(within(history).getByText('간선상차')).toBeTruthy();
    await user.click(track);
    expect(screen.queryByRole('list', { name: '송장 612345678903 배송 기록' })).toBeNull();
    // Shipped: no cancel, but a return.
    expect(screen.queryByRole('button', { name: '주문 취소' })).toBeNull();
    expect(screen.getByRole('link', { name: '반품 신청' }).getAttribute('href')).toBe(
      '/mypage/fulfillment/returns/new?orderId=ord_01HZXORDER01',
    );
  });

  test('cancel asks first, then goes through the cancelShippingItem request state', async () => {
    let canceled = false;
    const api = fakeApi({
      [PATH]: () => ({ body: orderFixture(canceled ? { status: 'canceled' } : {}) }),
      'POST /api/fulfillment/canceling/user': () => {
        canceled = true;
        return { body: { canceled: ['ord_01HZXORDER01'], refused: [] } };
      },
    });
    const { user, store } = renderApp(<OrderDetail id="ord_01HZXORDER01" />, { path: '/x' });
    await user.click(await screen.findByRole('button', { name: '주문 취소' }));
    const dialog = await screen.findByRole('dialog', { name: '주문 FO261128-00001을(를) 취소할까요?' });
    expect(api.sent('POST /api/fulfillment/canceling/user')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: '주문 취소' }));
    await waitFor(() => expect(api.sent('POST /api/fulfillment/canceling/user')).toHaveLength(1));
    expect(api.sent('POST /api/fulfillment/canceling/user')[0]?.body).toEqual({
      orderIds: ['ord_01HZXORDER01'],
    });
    expect(store.getState().fulfillment.cancelShippingItem).toMatchObject({
      status: 'SUCCESS',
      data: { canceled: ['ord_01HZXORDER01'], refused: [] },
    });
    expect(await screen.findByText('취소', { selector: '.mantine-Badge-label' })).toBeTruthy();
  });

  test('an order the warehouse started meanwhile is refused, in the server words', async () => {
    fakeApi({
      [PATH]: { body: orderFixture() },
      'POST /api/fulfillment/canceling/user': {
        body: {
          canceled: [],
          refused: [
            {
              id: 'ord_01HZXORDER01',
              code: 'ORDER_ALREADY_PICKING',
              message: '이미 출고 작업이 시작된 주문은 취소할 수 없습니다.',
            },
          ],
        },
      },
    });
    const { user } = renderApp(<OrderDetail id="ord_01HZXORDER01" />, { path: '/x' });
    await user.click(await screen.findByRole('button', { name: '주문 취소' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: '주문 취소' }));
    expect(await screen.findByText('이미 출고 작업이 시작된 주문은 취소할 수 없습니다.')).toBeTruthy();
  });

  test('an order the carrier brought back says so, and offers neither cancel nor return', async () => {
    fakeApi({ [PATH]: { body: orderFixture({ status: 'returned_to_sender' }) } });
    renderApp(<OrderDetail id="ord_01HZXORDER01" />, { path: '/x' });
    expect(await screen.findByText('반송됨')).toBeTruthy();
    expect(screen.getByText(/택배사가 이 주문을 센터로 반송했습니다/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: '주문 취소' })).toBeNull();
    expect(screen.queryByRole('link', { name: '반품 신청' })).toBeNull();
  });

  test("another team's order: not found", async () => {
    fakeApi({ [PATH]: { status: 404, body: { code: 'NOT_FOUND', message: '없음' } } });
    renderApp(<OrderDetail id="ord_01HZXORDER01" />, { path: '/x' });
    expect(await screen.findByText(/찾을 수 없습니다\. 이미 삭제되었거나/)).toBeTruthy();
  });
});
