import { fakeApi } from '@baro/client/testing';
import type { DetectedCarrier, ParcelTracking } from '@baro/core';
import { screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { renderApp } from '../../../test/render-app.tsx';
import { TrackingLookup } from './TrackingLookup.tsx';

const carrier = (parcelCompany: string, nameKo: string, nameEn: string) => ({
  parcelCompany,
  nameKo,
  nameEn,
  name: nameKo,
  phone: '1588-0000',
  invoiceNo: { lengths: [12], usualLength: 12, checkDigit: 'mod7' },
});
const CARRIERS = {
  body: {
    carriers: [
      carrier('04', 'CJ대한통운', 'CJ Logistics'),
      carrier('05', '한진택배', 'Hanjin Express'),
      carrier('08', '롯데택배', 'Lotte Global Logistics'),
    ],
  },
};

const candidate = (parcelCompany: string, name: string, likelihood: DetectedCarrier['likelihood']) => ({
  parcelCompany,
  nameKo: name,
  nameEn: name,
  name,
  likelihood,
  checkDigit: 'valid',
});

const delivered: ParcelTracking = {
  parcelCompany: '08',
  invoiceNo: '312345678904',
  status: 'delivered',
  events: [
    { time: '2026-03-02T18:40:00+09:00', status: 'at_pickup', description: '집화처리', location: '인천서구' },
    {
      time: '2026-03-03T14:12:00+09:00',
      status: 'delivered',
      description: '배송완료',
      location: '부산해운대',
    },
  ],
};

describe('TrackingLookup', () => {
  test('without a carrier, one candidate is used at once and the timeline shows in Seoul time', async () => {
    const api = fakeApi({
      'GET /api/tracking/carriers': CARRIERS,
      'GET /api/tracking/detect': {
        body: { invoiceNo: '312345678904', candidates: [candidate('08', '롯데택배', 'high')] },
      },
      'GET /api/tracking/parcel': { body: delivered },
    });
    const { user, router } = renderApp(<TrackingLookup />, { path: '/tracking' });
    await user.type(screen.getByRole('textbox', { name: /송장번호/ }), '3123-4567-8904');
    await user.click(screen.getByRole('button', { name: '조회' }));

    expect(await screen.findByText('송장번호로 롯데택배을(를) 골랐습니다.')).toBeTruthy();
    const timeline = await screen.findByRole('list', { name: '송장 312345678904 배송 기록' });
    expect(within(timeline).getAllByRole('listitem')[0]?.textContent).toContain('2026년 3월 3일 14:12');
    expect(router.state.location.search).toBe('?invoiceNo=312345678904');
    expect(api.sent('GET /api/tracking/detect')[0]?.path).toContain('invoiceNo=312345678904');
    expect(api.sent('GET /api/tracking/parcel')[0]?.path).toContain('parcelCompany=08');
  });

  test('several candidates are offered most likely first; choosing one looks it up', async () => {
    const api = fakeApi({
      'GET /api/tracking/carriers': CARRIERS,
      'GET /api/tracking/detect': {
        body: {
          invoiceNo: '612345678905',
          candidates: [candidate('04', 'CJ대한통운', 'high'), candidate('05', '한진택배', 'low')],
        },
      },
      'GET /api/tracking/parcel': { body: { ...delivered, parcelCompany: '04', invoiceNo: '612345678905' } },
    });
    const { user, router } = renderApp(<TrackingLookup />, { path: '/tracking?invoiceNo=612345678905' });
    const group = await screen.findByRole('group', { name: '택배사 후보' });
    const buttons = within(group).getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(['CJ대한통운 · 가능성 높음', '한진택배 · 가능성 낮음']);
    expect(api.sent('GET /api/tracking/parcel')).toHaveLength(0);
    await user.click(buttons[0] as HTMLElement);
    await screen.findByRole('list', { name: '송장 612345678905 배송 기록' });
    expect(router.state.location.search).toBe('?invoiceNo=612345678905&parcelCompany=04');
  });

  test('a chosen carrier skips detection; an unknown number says so; no candidate asks for the carrier', async () => {
    const api = fakeApi({
      'GET /api/tracking/carriers': CARRIERS,
      'GET /api/tracking/detect': { body: { invoiceNo: '1234', candidates: [] } },
      'GET /api/tracking/parcel': { status: 404, body: { code: 'NOT_FOUND', message: '없음' } },
    });
    const { user } = renderApp(<TrackingLookup />, {
      path: '/tracking?invoiceNo=612345678905&parcelCompany=04',
    });
    expect(await screen.findByText(/CJ대한통운에서 이 송장번호를 찾지 못했습니다/)).toBeTruthy();
    expect(api.sent('GET /api/tracking/detect')).toHaveLength(0);

    const field = screen.getByRole('textbox', { name: /송장번호/ });
    await user.clear(field);
    await user.click(screen.getByRole('button', { name: '조회' }));
    expect(await screen.findByText('송장번호를 입력해 주세요')).toBeTruthy();
    await user.type(field, '1234');
    await user.selectOptions(screen.getByRole('combobox', { name: '택배사' }), '자동으로 찾기');
    await user.click(screen.getByRole('button', { name: '조회' }));
    expect(await screen.findByText(/이 번호 형식을 쓰는 택배사를 찾지 못했습니다/)).toBeTruthy();
  });

  test('in English', async () => {
    fakeApi({
      'GET /api/tracking/carriers': CARRIERS,
      'GET /api/tracking/parcel': { body: delivered },
    });
    renderApp(<TrackingLookup />, {
      path: '/tracking?invoiceNo=312345678904&parcelCompany=08',
      language: 'en',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Track a parcel' })).toBeTruthy();
    expect(await screen.findByRole('list', { name: /312345678904/ })).toBeTruthy();
  });
});
