import { fakeApi } from '@baro/client/testing';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { descriptionOf, isInvalid } from '../../../test/dom.ts';
import { orderFixture, pageFixture } from '../../../test/fulfillment-fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { NewReturn } from './NewReturn.tsx';
import { ReturnDetail } from './ReturnDetail.tsx';
import { ReturnList } from './ReturnList.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const shipped = () =>
  orderFixture({
    status: 'delivered',
    items: [
      ...orderFixture().items,
      {
        skuId: 'sku_01HZXTUMBLER',
        groupSkuId: null,
        name: '바로 텀블러 500ml 화이트',
        quantity: 3,
        components: [],
      },
    ],
  });

const returned = {
  id: 'ret_01',
  returnNo: 'RT261128-0001',
  status: 'completed' as const,
  order: { id: 'ord_01HZXORDER01', orderNo: 'FO261128-00001' },
  reason: 'defective' as const,
  reasonDetail: '뚜껑이 깨짐',
  memo: null,
  teamName: '바로무역',
  pickupAddress: {
    name: '이받음',
    phone: '010-3000-0002',
    zipCode: '06236',
    address1: '서울 강남구 테헤란로 1',
    address2: null,
  },
  items: [
    {
      id: 'sku_01HZXTUMBLER',
      name: '바로 텀블러 500ml 화이트',
      barcode: '8801234567893',
      quantity: 2,
      restocked: 1,
      quarantined: 0,
      disposed: 1,
    },
  ],
  parcel: { parcelCompany: '04' as const, invoiceNo: '612345678910', status: 'delivered' as const },
  history: [
    { status: 'requested' as const, at: '2026-11-28T01:00:00Z', note: null },
    { status: 'completed' as const, at: '2026-11-30T05:00:00Z', note: null },
  ],
  createdAt: '2026-11-28T01:00:00Z',
  updatedAt: '2026-11-30T05:00:00Z',
};

describe('returns', { timeout: 30_000 }, () => {
  test('a return of a delivered order: quantities per line (a kit as ordered), reason and the recipient as pickup', async () => {
    const api = fakeApi({
      'GET /api/fulfillment/orders/ord_01HZXORDER01': { body: shipped() },
      'POST /api/fulfillment/returns': { status: 201, body: { ...returned, status: 'requested' } },
    });
    const { user, router } = renderApp(<NewReturn />, {
      path: '/mypage/fulfillment/returns/new?orderId=ord_01HZXORDER01',
    });
    const form = await screen.findByRole('form', { name: '반품 신청' });
    await user.click(within(form).getByRole('button', { name: '반품 신청' }));
    expect(await within(form).findByText('반품할 상품의 수량을 1개 이상 넣어 주세요')).toBeTruthy();
    const tumbler = within(form).getByRole('textbox', { name: '바로 텀블러 500ml 화이트 반품 수량' });
    await user.clear(tumbler);
    await user.type(tumbler, '2');
    await user.selectOptions(within(form).getByLabelText(/반품 사유/), '상품 불량');
    await user.click(within(form).getByRole('button', { name: '반품 신청' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/mypage/fulfillment/returns/ret_01'));
    expect(api.sent('POST /api/fulfillment/returns')[0]?.body).toEqual({
      orderId: 'ord_01HZXORDER01',
      items: [{ skuId: 'sku_01HZXTUMBLER', quantity: 2 }],
      reason: 'defective',
      pickupAddress: {
        name: '이받음',
        phone: '010-3000-0002',
        zipCode: '06236',
        address1: '서울 강남구 테헤란로 1',
        address2: '101호',
      },
    });
  });

  test('a return quantity of −3 or more than shipped is kept as typed and refused, nothing sent', async () => {
    const api = fakeApi({ 'GET /api/fulfillment/orders/ord_01HZXORDER01': { body: shipped() } });
    const { user } = renderApp(<NewReturn />, {
      path: '/mypage/fulfillment/returns/new?orderId=ord_01HZXORDER01',
    });
    const form = await screen.findByRole('form', { name: '반품 신청' });
    const tumbler = within(form).getByRole('textbox', { name: '바로 텀블러 500ml 화이트 반품 수량' });
    const shippedCount = shipped().items.find((item) => item.skuId === 'sku_01HZXTUMBLER')?.quantity ?? 0;
    expect(descriptionOf(tumbler)).toBe(`0~${shippedCount}`);
    await user.clear(tumbler);
    await user.type(tumbler, '-3');
    await user.click(within(form).getByRole('button', { name: '반품 신청' }));
    await waitFor(() => expect(isInvalid(tumbler)).toBe(true));
    expect((tumbler as HTMLInputElement).value).toBe('-3'); // not made 3
    expect(descriptionOf(tumbler)).toBe(`0 이상이어야 합니다 0~${shippedCount}`);

    await user.clear(tumbler);
    await user.type(tumbler, String(shippedCount + 1));
    await user.tab();
    expect((tumbler as HTMLInputElement).value).toBe(String(shippedCount + 1)); // not clamped
    await waitFor(() =>
      expect(descriptionOf(tumbler)).toBe(`배송된 수량보다 많이 반품할 수 없습니다 0~${shippedCount}`),
    );
    expect(api.sent('POST /api/fulfillment/returns')).toHaveLength(0);
  });

  test('the server’s “more than can come back” (earlier returns) lands on the line asking it', async () => {
    const api = fakeApi({
      'GET /api/fulfillment/orders/ord_01HZXORDER01': { body: shipped() },
      'POST /api/fulfillment/returns': {
        status: 400,
        body: {
          code: 'VALIDATION_FAILED',
          message: '입력한 내용을 확인해 주세요.',
          fields: { 'items.0.quantity': '배송된 수량보다 많이 반품할 수 없습니다' },
        },
      },
    });
    const { user } = renderApp(<NewReturn />, {
      path: '/mypage/fulfillment/returns/new?orderId=ord_01HZXORDER01',
    });
    const form = await screen.findByRole('form', { name: '반품 신청' });
    // The last line of the order is the request's first item: the message goes to that line.
    const tumbler = within(form).getByRole('textbox', { name: '바로 텀블러 500ml 화이트 반품 수량' });
    await user.clear(tumbler);
    await user.type(tumbler, '2');
    await user.selectOptions(within(form).getByLabelText(/반품 사유/), '상품 불량');
    await user.click(within(form).getByRole('button', { name: '반품 신청' }));
    await waitFor(() => expect(isInvalid(tumbler)).toBe(true));
    expect(descriptionOf(tumbler)).toContain('배송된 수량보다 많이 반품할 수 없습니다');
    expect(api.sent('POST /api/fulfillment/returns')).toHaveLength(1);
  });

  test('an order that has not shipped cannot be returned', async () => {
    fakeApi({ 'GET /api/fulfillment/orders/ord_01HZXORDER01': { body: orderFixture() } });
    renderApp(<NewReturn />, { path: '/mypage/fulfillment/returns/new?orderId=ord_01HZXORDER01' });
    expect(await screen.findByText('배송된 주문만 반품을 신청할 수 있습니다.')).toBeTruthy();
  });

  test('a return: what became of each item, the collection parcel and the history', async () => {
    fakeApi({
      'GET /api/fulfillment/returns/ret_01': { body: returned },
      'GET /api/fulfillment/returning/user/tracking/parcel': {
        body: {
          parcelCompany: '04',
          invoiceNo: '612345678910',
          status: 'delivered',
          events: [
            {
              time: '2026-11-28T10:05:00+09:00',
              status: 'at_pickup',
              description: '집화처리',
              location: '서울강남',
            },
            {
              time: '2026-11-29T13:20:00+09:00',
              status: 'delivered',
              description: '배송완료',
              location: '인천1센터',
            },
          ],
        },
      },
    });
    renderApp(<ReturnDetail id="ret_01" />, { path: '/x' });
    expect(await screen.findByRole('heading', { level: 1, name: 'RT261128-0001' })).toBeTruthy();
    const [, line] = within(screen.getByRole('table', { name: '반품 상품' })).getAllByRole('row');
    expect(line?.textContent).toBe('바로 텀블러 500ml 화이트2101');
    expect(screen.getByRole('region', { name: '회수 택배' }).textContent).toContain(
      'CJ대한통운 612345678910 · 배송 완료',
    );
    expect(screen.getByText('상품 불량 · 뚜껑이 깨짐')).toBeTruthy();
    // The collection parcel's tracking, newest first in Seoul time.
    const history = await screen.findByRole('list', { name: '송장 612345678910 배송 기록' });
    expect(
      within(history)
        .getAllByRole('listitem')
        .map((entry) => entry.textContent),
    ).toEqual(['배송 완료2026년 11월 29일 13:20 · 인천1센터', '집하2026년 11월 28일 10:05 · 서울강남']);
  });

  describe('cancel', () => {
    const waiting = {
      ...returned,
      status: 'requested' as const,
      parcel: null,
      items: returned.items.map((line) => ({ ...line, restocked: 0, disposed: 0 })),
      history: [returned.history[0]],
    };
    const canceled = {
      ...waiting,
      status: 'canceled' as const,
      history: [
        ...waiting.history,
        { status: 'canceled' as const, at: '2026-11-28T02:00:00Z', note: '다시 씀' },
      ],
    };

    test('before pickup: confirmed with an optional reason, sent, and the return shows as canceled', async () => {
      const api = fakeApi({
        'GET /api/fulfillment/returns/ret_01': { body: waiting },
        'POST /api/fulfillment/returns/ret_01/cancel': { body: canceled },
      });
      const { user } = renderApp(<ReturnDetail id="ret_01" />, { path: '/x' });
      await user.click(await screen.findByRole('button', { name: '반품 취소' }));
      const dialog = await screen.findByRole('dialog', { name: '반품 RT261128-0001을(를) 취소할까요?' });
      expect(dialog.textContent).toContain('택배사가 회수하기 전에만 취소할 수 있습니다');
      await user.type(within(dialog).getByRole('textbox', { name: /취소 사유/ }), '  다시 씀 ');
      await user.click(within(dialog).getByRole('button', { name: '반품 취소' }));
      await waitFor(() => expect(screen.queryByRole('button', { name: '반품 취소' })).toBeNull());
      expect(api.sent('POST /api/fulfillment/returns/ret_01/cancel').map((r) => r.body)).toEqual([
        { note: '다시 씀' },
      ]);
      expect(screen.getAllByText('취소').length).toBeGreaterThan(0);
    });

    test('a reason over 300 characters is refused in the dialog, nothing sent', async () => {
      const api = fakeApi({ 'GET /api/fulfillment/returns/ret_01': { body: waiting } });
      const { user } = renderApp(<ReturnDetail id="ret_01" />, { path: '/x', language: 'en' });
      await user.click(await screen.findByRole('button', { name: 'Cancel return' }));
      const dialog = await screen.findByRole('dialog');
      const reason = within(dialog).getByRole('textbox', { name: /Reason for canceling/ });
      await user.click(reason);
      await user.paste('x'.repeat(301));
      await user.click(within(dialog).getByRole('button', { name: 'Cancel return' }));
      await waitFor(() => expect(isInvalid(reason)).toBe(true));
      expect(api.sent('POST /api/fulfillment/returns/ret_01/cancel')).toHaveLength(0);
    });

    test('picked up meanwhile: the server’s refusal stays on the page, and the return is read again', async () => {
      let reads = 0;
      const api = fakeApi({
        'GET /api/fulfillment/returns/ret_01': () => {
          reads += 1;
          return { body: reads === 1 ? waiting : { ...waiting, status: 'in_transit' } };
        },
        'POST /api/fulfillment/returns/ret_01/cancel': {
          status: 409,
          body: { code: 'INVALID_STATE_TRANSITION', message: '지금 상태에서는 할 수 없는 작업입니다.' },
        },
      });
      const { user } = renderApp(<ReturnDetail id="ret_01" />, { path: '/x' });
      await user.click(await screen.findByRole('button', { name: '반품 취소' }));
      await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '반품 취소' }));
      const said = await screen.findByText('지금 상태에서는 할 수 없는 작업입니다.');
      expect(said.closest('[role="alert"]')?.textContent).toContain('반품을 취소하지 못했습니다');
      await waitFor(() => expect(screen.queryByRole('button', { name: '반품 취소' })).toBeNull());
      expect(screen.getByText('회수 중')).toBeTruthy();
      expect(api.sent('GET /api/fulfillment/returns/ret_01')).toHaveLength(2);
    });

    test('after pickup there is nothing to cancel', async () => {
      fakeApi({ 'GET /api/fulfillment/returns/ret_01': { body: returned } });
      renderApp(<ReturnDetail id="ret_01" />, { path: '/x' });
      await screen.findByRole('heading', { level: 1, name: 'RT261128-0001' });
      expect(screen.queryByRole('button', { name: '반품 취소' })).toBeNull();
    });
  });

  test('the list: status tabs with counts, each return linked', async () => {
    fakeApi({
      'GET /api/fulfillment/returns': {
        body: {
          ...pageFixture([
            {
              id: 'ret_01',
              returnNo: 'RT261128-0001',
              status: 'requested',
              orderNo: 'FO261128-00001',
              reason: 'changed_mind',
              teamName: '바로무역',
              quantity: 2,
              createdAt: '2026-11-28T01:00:00Z',
            },
          ]),
          counts: {
            requested: 1,
            in_transit: 0,
            arrived: 0,
            inspected: 0,
            completed: 3,
            canceled: 0,
            returned_to_sender: 0,
          },
        },
      },
    });
    renderApp(<ReturnList />, { path: '/mypage/fulfillment/returns' });
    const link = await screen.findByRole('link', { name: 'RT261128-0001' });
    expect(link.getAttribute('href')).toBe('/mypage/fulfillment/returns/ret_01');
    expect(link.closest('li')?.textContent).toContain('주문번호 FO261128-00001 · 단순 변심 · 2개');
    expect(screen.getByRole('tab', { name: '전체 4' })).toBeTruthy();
  });
});
