import { fakeApi } from '@baro/client/testing';
import { dismissToast } from '@baro/ui';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { shipmentDetailFixture } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { ShipmentDetail } from './ShipmentDetail.tsx';

afterEach(() => {
  cleanup();
  dismissToast();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const PATH = '/api/partner/shipments/shp_01HZX4SHIPMENT1';
const renderDetail = () =>
  renderApp(<ShipmentDetail id="shp_01HZX4SHIPMENT1" />, { path: '/shipments/shp_01HZX4SHIPMENT1' });
const step = (kind: string) =>
  document.querySelector<HTMLElement>(`[data-milestone="${kind}"]`) as HTMLElement;

describe('partner shipment detail', { timeout: 30_000 }, () => {
  it('shows the shipment, its documents and the eight milestones in Seoul time', async () => {
    fakeApi({ [`GET ${PATH}`]: { body: shipmentDetailFixture() } });
    renderDetail();
    const summary = (await screen.findByRole('heading', { name: '운송 정보' })).closest(
      'section',
    ) as HTMLElement;
    expect(summary.textContent).toContain('바로무역');
    expect(summary.textContent).toContain('HMM');
    expect(summary.textContent).toContain('3,360,000원 · USD 2,400.00');
    expect(within(summary).getByRole('link', { name: 'BID-20260301-0001' }).getAttribute('href')).toBe(
      '/partner/bids/bid_01HZX4REQUEST1',
    );

    const timeline = screen.getByRole('list', { name: '진행 단계' });
    expect(within(timeline).getAllByRole('listitem')).toHaveLength(8);
    expect(step('booking_requested').dataset.state).toBe('currentStep');
    expect(step('booking_requested').textContent).toContain('완료 2026년 3월 5일 10:00');
    // Departure is read on Shanghai's clock too (the lane's origin).
    expect(step('departed').textContent).toContain('예정 2026년 3월 10일 09:00 (현지 08:00, UTC+8)');

    const documents = screen.getByRole('heading', { name: '서류' }).closest('section') as HTMLElement;
    expect(documents.textContent).toContain('commercial-invoice.pdf');
    expect(documents.textContent).toContain('상업 송장(CI)');
  });

  it('says which requested services the accepted price includes', async () => {
    const base = shipmentDetailFixture();
    fakeApi({
      [`GET ${PATH}`]: {
        body: shipmentDetailFixture({
          quote: {
            ...base.quote,
            services: [
              {
                service: 'customsClearance',
                chargeCode: 'CUSTOMS',
                status: 'priced',
                amounts: [{ currency: 'KRW', amount: 33_000 }],
                reason: null,
              },
              {
                service: 'inlandTransport',
                chargeCode: 'TRUCKING',
                status: 'declined',
                amounts: [],
                reason: null,
              },
            ],
          },
        }),
      },
    });
    renderDetail();
    expect((await screen.findByTestId('shipment-services')).textContent).toBe(
      '통관: 33,000원 · 내륙 운송: 제공 불가',
    );
  });

  it('posts a milestone update from its form and shows the shipment as the server answers', async () => {
    const updated = shipmentDetailFixture();
    updated.milestones = updated.milestones.map((milestone) =>
      milestone.kind === 'booking_confirmed'
        ? { ...milestone, actualAt: '2026-03-06T14:30:00+09:00', note: 'HMM 0123E' }
        : milestone,
    );
    const api = fakeApi({
      [`GET ${PATH}`]: { body: shipmentDetailFixture() },
      [`POST ${PATH}/milestones`]: { body: updated },
    });
    const { user } = renderDetail();
    await user.click(await screen.findByRole('button', { name: '부킹 확정 업데이트' }));
    const form = screen.getByRole('region', { name: '부킹 확정 업데이트' });
    // Only one form at a time: the other steps keep their buttons.
    expect(screen.getAllByRole('region', { name: /업데이트$/ })).toHaveLength(1);
    fireEvent.change(within(form).getByLabelText('실제 일시 (KST)'), {
      target: { value: '2026-03-06T14:30' },
    });
    await user.type(within(form).getByRole('textbox', { name: '메모' }), 'HMM 0123E');
    await user.click(within(form).getByRole('button', { name: '업데이트 저장' }));

    expect(await screen.findByText('부킹 확정 단계를 업데이트했습니다.')).toBeTruthy();
    expect(api.sent(`POST ${PATH}/milestones`).map((request) => request.body)).toEqual([
      { kind: 'booking_confirmed', actualAt: '2026-03-06T14:30:00+09:00', note: 'HMM 0123E' },
    ]);
    await waitFor(() => expect(step('booking_confirmed').dataset.state).toBe('currentStep'));
    expect(step('booking_confirmed').textContent).toContain('메모: HMM 0123E');
    expect(screen.queryByRole('region', { name: '부킹 확정 업데이트' })).toBeNull();
  });

  it('shows the server’s refusal in its words and keeps the form', async () => {
    fakeApi({
      [`GET ${PATH}`]: { body: shipmentDetailFixture() },
      [`POST ${PATH}/milestones`]: {
        status: 409,
        body: { code: 'MILESTONE_OUT_OF_ORDER', message: '앞 단계의 실제 일시를 먼저 입력해 주세요.' },
      },
    });
    const { user } = renderDetail();
    await user.click(await screen.findByRole('button', { name: '출항·출발 업데이트' }));
    const form = screen.getByRole('region', { name: '출항·출발 업데이트' });
    fireEvent.change(within(form).getByLabelText('실제 일시 (KST)'), {
      target: { value: '2026-03-06T14:30' },
    });
    await user.click(within(form).getByRole('button', { name: '업데이트 저장' }));
    expect(await within(form).findByText('앞 단계의 실제 일시를 먼저 입력해 주세요.')).toBeTruthy();
  });

  it('a completed shipment takes no more updates', async () => {
    fakeApi({ [`GET ${PATH}`]: { body: shipmentDetailFixture({ status: 'completed' }) } });
    renderDetail();
    expect(await screen.findByText('운송이 완료되어 더 이상 업데이트할 수 없습니다.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /업데이트$/ })).toBeNull();
  });

  it('downloads a document through a fresh link', async () => {
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.href);
    });
    const api = fakeApi({
      [`GET ${PATH}`]: { body: shipmentDetailFixture() },
      'GET /api/file/download': {
        body: {
          preSignedUrl: 'http://localhost/api/storage/download?sig=1',
          expirationTime: '2099-01-01T00:00:00Z',
        },
      },
    });
    const { user } = renderDetail();
    await user.click(await screen.findByRole('button', { name: '내려받기: commercial-invoice.pdf' }));
    expect(await screen.findByText('다운로드를 시작했습니다.')).toBeTruthy();
    expect(api.sent('GET /api/file/download')[0]?.path).toBe(
      `/api/file/download?key=${encodeURIComponent('u/2026/03/abcdefabcdefabcdefabcdef')}`,
    );
    expect(clicked).toEqual(['http://localhost/api/storage/download?sig=1']);
  });
});
