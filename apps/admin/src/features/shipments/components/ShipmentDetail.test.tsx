import { fakeApi } from '@baro/client/testing';
import { dismissToast } from '@baro/ui';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { shipmentDetailFixture } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { ShipmentDetail } from './ShipmentDetail.tsx';

afterEach(() => {
  cleanup();
  dismissToast();
  vi.unstubAllGlobals();
});

const SHIPMENT = 'shp_01HZX4SHIPMENT1';

describe('shipment detail', { timeout: 20_000 }, () => {
  it('corrects a recorded milestone, requiring a note and showing the server’s refusal', async () => {
    let refuse = true;
    const api = fakeApi({
      [`GET /api/admin/shipments/${SHIPMENT}`]: { body: shipmentDetailFixture() },
      [`POST /api/admin/shipments/${SHIPMENT}/milestones`]: () =>
        refuse
          ? { status: 409, body: { code: 'MILESTONE_OUT_OF_ORDER', message: '앞 단계보다 이른 시각입니다.' } }
          : { body: shipmentDetailFixture() },
    });
    const { user } = renderApp(<ShipmentDetail id={SHIPMENT} />, { path: `/shipments/${SHIPMENT}` });
    expect(await screen.findByRole('heading', { level: 1, name: `운송 ${SHIPMENT}` })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '부킹 요청 정정' }));
    const form = screen
      .getByRole('heading', { name: '부킹 요청 정정', level: 3 })
      .closest('section') as HTMLElement;
    const actual = within(form).getByLabelText('실제 시각') as HTMLInputElement;
    expect(actual.value).toBe('2026-03-05T10:00');
    await user.clear(actual);
    await user.type(actual, '2026-03-05T09:30');
    await user.click(within(form).getByRole('button', { name: '정정 저장' }));
    expect(api.sent(`POST /api/admin/shipments/${SHIPMENT}/milestones`)).toHaveLength(0);
    await user.type(within(form).getByRole('textbox', { name: /정정 사유/ }), '선사 확인');
    await user.click(within(form).getByRole('button', { name: '정정 저장' }));
    expect(await within(form).findByText('앞 단계보다 이른 시각입니다.')).toBeTruthy();
    refuse = false;
    await user.click(within(form).getByRole('button', { name: '정정 저장' }));
    expect(await screen.findByText('부킹 요청을(를) 정정했습니다.')).toBeTruthy();
    expect(api.sent(`POST /api/admin/shipments/${SHIPMENT}/milestones`).at(-1)?.body).toEqual({
      kind: 'booking_requested',
      actualAt: '2026-03-05T09:30:00+09:00',
      note: '선사 확인',
    });
  });

  it('lists how the accepted quote answered each requested service, in ko and en', async () => {
    const base = shipmentDetailFixture();
    const services = [
      {
        service: 'customsClearance',
        chargeCode: 'CUSTOMS',
        status: 'priced',
        amounts: [{ currency: 'KRW', amount: 33_000 }],
        reason: null,
      },
      { service: 'inlandTransport', chargeCode: 'TRUCKING', status: 'declined', amounts: [], reason: null },
    ] as const;
    fakeApi({
      [`GET /api/admin/shipments/${SHIPMENT}`]: {
        body: shipmentDetailFixture({
          quote: {
            ...base.quote,
            services: services.map((item) => ({ ...item, amounts: [...item.amounts] })),
          },
        }),
      },
    });
    renderApp(<ShipmentDetail id={SHIPMENT} />, { path: `/shipments/${SHIPMENT}`, language: 'en' });
    expect(await screen.findByText('Customs clearance: KRW 33,000')).toBeTruthy();
    expect(screen.getByText('Inland trucking: declined')).toBeTruthy();
    expect(screen.getByText('Requested services')).toBeTruthy();
    cleanup();
    renderApp(<ShipmentDetail id={SHIPMENT} />, { path: `/shipments/${SHIPMENT}` });
    expect(await screen.findByText('통관: 33,000원')).toBeTruthy();
    expect(screen.getByText('내륙 운송: 제공 불가')).toBeTruthy();
  });

  it('shows no services row when the request asked for none', async () => {
    fakeApi({ [`GET /api/admin/shipments/${SHIPMENT}`]: { body: shipmentDetailFixture() } });
    renderApp(<ShipmentDetail id={SHIPMENT} />, { path: `/shipments/${SHIPMENT}` });
    expect(await screen.findByRole('heading', { level: 1, name: `운송 ${SHIPMENT}` })).toBeTruthy();
    expect(screen.queryByText('요청 서비스')).toBeNull();
  });
});
