import { fakeApi } from '@baro/client/testing';
import { addCalendarDays, FULFILLMENT_FIELD_MESSAGES, seoulToday } from '@baro/core';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { descriptionOf, isInvalid } from '../../../test/dom.ts';
import { inboundFixture, pageFixture, skuListItemFixture } from '../../../test/fulfillment-fixtures.ts';
import { chooseOption } from '../../../test/pickers.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { NewInbound } from './NewInbound.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('NewInbound', { timeout: 30_000 }, () => {
  test('a day, SKU lines and boxes are sent; then the inbound with its labels', async () => {
    const api = fakeApi({
      'GET /api/fulfillment/sku': { body: pageFixture([skuListItemFixture()]) },
      'POST /api/fulfillment/inbound': {
        status: 201,
        body: inboundFixture({ id: 'inb_new', status: 'requested' }),
      },
    });
    const { user, router } = renderApp(<NewInbound />, { path: '/mypage/fulfillment/inbound/new' });
    const nextWeek = addCalendarDays(seoulToday(), 7);
    fireEvent.change(screen.getByLabelText(/도착 예정일/), { target: { value: nextWeek } });
    await chooseOption(user, /상품 1/, '바로 텀블러 500ml 화이트 (8801234567893)');
    await user.type(screen.getByRole('textbox', { name: /수량/ }), '120');
    await user.click(screen.getByRole('button', { name: '입고 요청' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/mypage/fulfillment/inbound/inb_new'));
    expect(api.sent('POST /api/fulfillment/inbound')[0]?.body).toEqual({
      expectedDate: nextWeek,
      items: [{ skuId: 'sku_01HZXTUMBLER', quantity: 120 }],
      boxes: 1,
    });
  });

  test('a day in the past is refused before sending, in the contract words', async () => {
    const api = fakeApi({ 'GET /api/fulfillment/sku': { body: pageFixture([]) } });
    const { user } = renderApp(<NewInbound />, { path: '/mypage/fulfillment/inbound/new' });
    fireEvent.change(screen.getByLabelText(/도착 예정일/), { target: { value: '2020-01-05' } });
    await user.click(screen.getByRole('button', { name: '입고 요청' }));
    expect(await screen.findByText(FULFILLMENT_FIELD_MESSAGES.ko.expectedDatePast)).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/도착 예정일/), {
      target: { value: addCalendarDays(seoulToday(), 91) },
    });
    expect(await screen.findByText(FULFILLMENT_FIELD_MESSAGES.ko.expectedDateFar)).toBeTruthy();
    expect(api.sent('POST /api/fulfillment/inbound')).toHaveLength(0);
  });

  test('a quantity of −3 and 999 boxes are kept as typed and refused with the range, nothing sent', async () => {
    const api = fakeApi({ 'GET /api/fulfillment/sku': { body: pageFixture([skuListItemFixture()]) } });
    const { user } = renderApp(<NewInbound />, { path: '/mypage/fulfillment/inbound/new' });
    fireEvent.change(screen.getByLabelText(/도착 예정일/), {
      target: { value: addCalendarDays(seoulToday(), 7) },
    });
    await chooseOption(user, /상품 1/, '바로 텀블러 500ml 화이트 (8801234567893)');
    const quantity = screen.getByRole('textbox', { name: /^수량/ });
    const boxes = screen.getByRole('textbox', { name: /박스/ });
    await user.type(quantity, '-3');
    await user.clear(boxes);
    await user.type(boxes, '999');
    await user.click(screen.getByRole('button', { name: '입고 요청' }));
    await waitFor(() => expect(isInvalid(boxes)).toBe(true));
    expect((quantity as HTMLInputElement).value).toBe('-3');
    expect((boxes as HTMLInputElement).value).toBe('999'); // not clamped to 500
    expect(isInvalid(quantity)).toBe(true);
    expect(descriptionOf(quantity)).toBe('1 이상이어야 합니다 1~1,000,000');
    expect(descriptionOf(boxes)).toBe('500 이하여야 합니다 박스마다 라벨이 한 장씩 나옵니다 · 1~500');
    expect(api.sent('POST /api/fulfillment/inbound')).toHaveLength(0);
  });
});
