import { fakeApi } from '@baro/client/testing';
import { dismissToast } from '@baro/ui';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageOf, partnerDetailFixture } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { PartnerDetail } from './PartnerDetail.tsx';

afterEach(() => {
  cleanup();
  dismissToast();
  vi.unstubAllGlobals();
});

const PARTNER = 'ptn_01HZX4BLUEOCEAN';
const rate = {
  id: 'rate_01HZX4RATE0001',
  freightType: 'FCL' as const,
  containerType: '40HQ' as const,
  price: 1200,
  partner: { id: PARTNER, name: 'Blue Ocean Logistics' },
  pol: 'CNSHA',
  pod: 'KRPUS',
  carrier: 'HMM',
  transitDays: 3,
  validFrom: '2026-01-01',
  validTo: '2099-12-31',
  currency: 'USD',
  minCharge: null,
  localCharges: [
    { code: 'THC', name: 'O/THC', side: 'origin', unit: 'CNTR', price: 850, currency: 'CNY' },
    { code: 'OTHER', name: 'D/O fee', side: 'destination', unit: 'BL', price: 40000, currency: 'KRW' },
  ],
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};
const quoteItem = {
  id: 'bq_01HZX4QUOTE001',
  lines: [],
  declinedServices: [],
  totalKRW: 3_360_000,
  totalUSD: 2400,
  validUntil: '2026-03-20',
  transitDays: 3,
  carrier: 'HMM',
  memo: null,
  submittedAt: '2026-03-02T02:00:00.000Z',
  status: 'active' as const,
  outcome: 'won' as const,
  bid: {
    id: 'bid_01HZX4REQUEST1',
    number: 'BID-20260302-0001',
    status: 'accepted' as const,
    freightType: 'FCL' as const,
    pol: { code: 'CNSHA', nameKo: '상하이', nameEn: 'Shanghai' },
    pod: { code: 'KRPUS', nameKo: '부산', nameEn: 'Busan' },
    deadline: '2026-03-04T09:00:00.000Z',
  },
};

describe('partner detail', { timeout: 20_000 }, () => {
  it('shows figures, administrators, rates and quote history; expires a rate after confirmation', async () => {
    const api = fakeApi({
      [`GET /api/admin/partners/${PARTNER}`]: { body: partnerDetailFixture() },
      'GET /api/admin/rates': { body: pageOf([rate]) },
      [`GET /api/admin/partners/${PARTNER}/quotes`]: { body: pageOf([quoteItem]) },
      'POST /api/admin/rates/rate_01HZX4RATE0001/expire': { body: { ...rate, validTo: '2026-03-01' } },
    });
    const { user } = renderApp(<PartnerDetail id={PARTNER} />, { path: `/partners/${PARTNER}` });
    expect(await screen.findByRole('heading', { level: 1, name: 'Blue Ocean Logistics' })).toBeTruthy();
    expect(screen.getByText('67%')).toBeTruthy();
    expect(screen.getByText('만료 3건')).toBeTruthy();
    const admins = screen
      .getByRole('heading', { name: '관리자', level: 2 })
      .closest('section') as HTMLElement;
    expect(within(admins).getByText('아직 로그인하지 않음')).toBeTruthy();

    const quotes = screen.getByRole('heading', { name: '견적 이력' }).closest('section') as HTMLElement;
    expect(await within(quotes).findByText('선정', { selector: 'span' })).toBeTruthy();
    expect(within(quotes).getByRole('link', { name: 'BID-20260302-0001' }).getAttribute('href')).toBe(
      '/admin/bids/bid_01HZX4REQUEST1',
    );

    const rates = screen.getByRole('heading', { name: '운임표' }).closest('section') as HTMLElement;
    expect(api.sent('GET /api/admin/rates')[0]?.path).toMatch(
      /partnerId=ptn_01HZX4BLUEOCEAN.*validOn=\d{4}-\d{2}-\d{2}|validOn=.*partnerId=/,
    );
    const expire = await within(rates).findByRole('button', { name: 'CNSHA → KRPUS HMM 운임 만료하기' });
    // Local charges by the charge catalogue's name, an OTHER charge by the partner's (issue 18).
    expect(within(rates).getByTestId('rate-charges').textContent).toBe('터미널 화물처리비 (THC) · D/O fee');
    await user.click(expire);
    const dialog = await screen.findByRole('dialog', { name: '이 운임을 만료할까요?' });
    await user.click(within(dialog).getByRole('button', { name: '만료하기' }));
    expect(await screen.findByText('CNSHA → KRPUS 운임을 만료했습니다.')).toBeTruthy();
    expect(api.sent('POST /api/admin/rates/rate_01HZX4RATE0001/expire')).toHaveLength(1);
  });

  it('adds an administrator, showing a taken address in the server’s words', async () => {
    let taken = true;
    const api = fakeApi({
      [`GET /api/admin/partners/${PARTNER}`]: { body: partnerDetailFixture() },
      'GET /api/admin/rates': { body: pageOf([]) },
      [`GET /api/admin/partners/${PARTNER}/quotes`]: { body: pageOf([]) },
      [`POST /api/admin/partners/${PARTNER}/admins`]: () =>
        taken
          ? { status: 409, body: { code: 'EMAIL_TAKEN', message: 'This e-mail address is already in use.' } }
          : { status: 201, body: partnerDetailFixture() },
    });
    const { user } = renderApp(<PartnerDetail id={PARTNER} />, {
      path: `/partners/${PARTNER}`,
      language: 'en',
    });
    await user.click(await screen.findByRole('button', { name: 'Add an administrator' }));
    const form = screen.getByRole('form', { name: 'Add an administrator' });
    await user.type(within(form).getByRole('textbox', { name: /Name/ }), '박신입');
    await user.type(within(form).getByRole('textbox', { name: /E-mail/ }), 'park@blue.test');
    await user.click(within(form).getByRole('button', { name: 'Add an administrator' }));
    expect(await screen.findByText('This e-mail address is already in use.')).toBeTruthy();
    taken = false;
    await user.click(within(form).getByRole('button', { name: 'Add an administrator' }));
    expect(await screen.findByText('A password e-mail was sent to park@blue.test.')).toBeTruthy();
    expect(api.sent(`POST /api/admin/partners/${PARTNER}/admins`).at(-1)?.body).toEqual({
      name: '박신입',
      email: 'park@blue.test',
    });
  });
});
