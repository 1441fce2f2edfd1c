import { fakeApi } from '@baro/client/testing';
import { dismissToast } from '@baro/ui';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bidDetailFixture } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { BidDetail } from './BidDetail.tsx';

afterEach(() => {
  cleanup();
  dismissToast();
  vi.unstubAllGlobals();
});

const BID = 'bid_01HZX4REQUEST1';

describe('bid request detail', { timeout: 20_000 }, () => {
  it('shows every quote, withdrawn ones marked, and extends the deadline in Seoul time with a reason', async () => {
    const api = fakeApi({
      [`GET /api/admin/bids/${BID}`]: { body: bidDetailFixture() },
      [`POST /api/admin/bids/${BID}/deadline`]: (request) => ({
        body: bidDetailFixture({
          deadline: new Date((request.body as { deadline: string }).deadline).toISOString(),
          deadlineSource: 'staff',
        }),
      }),
    });
    const { user } = renderApp(<BidDetail id={BID} />, { path: `/bids/${BID}` });
    expect(
      await screen.findByRole('heading', { level: 1, name: '견적 요청 BID-20260302-0001' }),
    ).toBeTruthy();
    expect(document.title).toContain('견적 요청 BID-20260302-0001');
    // The internal id stays in the address and is shown for support.
    expect(screen.getByText(BID).tagName).toBe('CODE');
    expect(screen.getByText('40HQ × 2')).toBeTruthy();
    const quotes = screen.getByRole('heading', { name: '파트너 견적' }).closest('section') as HTMLElement;
    const withdrawn = within(quotes)
      .getByRole('link', { name: 'Eastern Star Forwarding' })
      .closest('tr') as HTMLElement;
    expect(withdrawn.textContent).toContain('철회');

    await user.click(screen.getByRole('button', { name: '마감 연장' }));
    const dialog = await screen.findByRole('dialog', { name: '견적 마감 연장' });
    expect(dialog.textContent).toContain('2099년 3월 4일 18:00');
    const input = within(dialog).getByLabelText(/새 마감/) as HTMLInputElement;
    expect(input.value).toBe('2099-03-05T18:00');
    await user.click(within(dialog).getByRole('button', { name: '마감 연장' }));
    expect(api.sent(`POST /api/admin/bids/${BID}/deadline`)).toHaveLength(0);
    expect(within(dialog).getByText(/입력해 주세요/)).toBeTruthy();
    await user.type(within(dialog).getByRole('textbox', { name: /사유/ }), '고객 요청');
    await user.click(within(dialog).getByRole('button', { name: '마감 연장' }));
    expect(await screen.findByText('마감을 2099년 3월 5일 18:00(으)로 늘렸습니다.')).toBeTruthy();
    expect(api.sent(`POST /api/admin/bids/${BID}/deadline`)[0]?.body).toEqual({
      deadline: '2099-03-05T18:00:00+09:00',
      reason: '고객 요청',
    });
  });

  it('cancels with a reason, showing a refusal in the server’s words', async () => {
    let refuse = true;
    fakeApi({
      [`GET /api/admin/bids/${BID}`]: { body: bidDetailFixture() },
      [`POST /api/admin/bids/${BID}/cancel`]: () =>
        refuse
          ? {
              status: 409,
              body: { code: 'INVALID_STATE_TRANSITION', message: 'The request can no longer change.' },
            }
          : { body: bidDetailFixture({ status: 'canceled', cancelReason: 'Duplicate' }) },
    });
    const { user } = renderApp(<BidDetail id={BID} />, { path: `/bids/${BID}`, language: 'en' });
    await user.click(await screen.findByRole('button', { name: 'Cancel request' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this bid request?' });
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Duplicate');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel request' }));
    expect(await within(dialog).findByText('The request can no longer change.')).toBeTruthy();
    refuse = false;
    await user.click(within(dialog).getByRole('button', { name: 'Cancel request' }));
    expect(await screen.findByText('The request was canceled.')).toBeTruthy();
    expect(await screen.findByText('Canceled by staff')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Extend deadline' })).toBeNull();
  });

  it('shows, per quote, how each requested service was answered: priced, declined with the reason, or not at all', async () => {
    const base = bidDetailFixture();
    const line = { unit: 'BL', quantity: 1, currency: 'KRW' } as const;
    const [blue, east] = base.quotes;
    if (!blue || !east) throw new Error('the fixture has two quotes');
    fakeApi({
      [`GET /api/admin/bids/${BID}`]: {
        body: bidDetailFixture({
          cargo: { ...base.cargo, services: { ...base.cargo.services, inlandTransport: true } },
          quotes: [
            {
              ...blue,
              lines: [
                { ...line, chargeCode: 'CUSTOMS', name: '통관 수수료', unitPrice: 33_000, amount: 33_000 },
              ],
              declinedServices: [{ service: 'inlandTransport', reason: '직영 트럭 없음' }],
            },
            { ...east, lines: [], declinedServices: [] },
          ],
        }),
      },
    });
    renderApp(<BidDetail id={BID} />, { path: `/bids/${BID}` });
    const quotes = (await screen.findByRole('heading', { name: '파트너 견적' })).closest(
      'section',
    ) as HTMLElement;
    expect(within(quotes).getByRole('columnheader', { name: '요청 서비스' })).toBeTruthy();
    const priced = within(quotes)
      .getByRole('link', { name: 'Blue Ocean Logistics' })
      .closest('tr') as HTMLElement;
    expect(within(priced).getByText('통관: 33,000원')).toBeTruthy();
    expect(within(priced).getByText('내륙 운송: 제공 불가 — 직영 트럭 없음')).toBeTruthy();
    const silent = within(quotes)
      .getByRole('link', { name: 'Eastern Star Forwarding' })
      .closest('tr') as HTMLElement;
    expect(within(silent).getByText('통관: 답변 없음')).toBeTruthy();
    expect(within(silent).getByText('내륙 운송: 답변 없음')).toBeTruthy();
    const request = screen.getByRole('heading', { name: '요청 내용' }).closest('section') as HTMLElement;
    expect(within(request).getByText('통관, 내륙 운송')).toBeTruthy();
  });

  it('asks for no services column when the request is freight only (en)', async () => {
    const base = bidDetailFixture();
    fakeApi({
      [`GET /api/admin/bids/${BID}`]: {
        body: bidDetailFixture({
          cargo: { ...base.cargo, services: { ...base.cargo.services, customsClearance: false } },
        }),
      },
    });
    renderApp(<BidDetail id={BID} />, { path: `/bids/${BID}`, language: 'en' });
    const quotes = (await screen.findByRole('heading', { name: 'Partner quotes' })).closest(
      'section',
    ) as HTMLElement;
    expect(within(quotes).queryByRole('columnheader', { name: 'Requested services' })).toBeNull();
    expect(screen.getByText('None (freight only)')).toBeTruthy();
  });
});
