import { fakeApi, type SentRequest } from '@baro/client/testing';
import type { PartnerRate } from '@baro/core';
import { dismissToast } from '@baro/ui';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { airRateFixture, pageOf } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { RateList } from './RateList.tsx';

afterEach(() => {
  cleanup();
  dismissToast();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const query = (request: SentRequest | undefined) =>
  Object.fromEntries(new URL(request?.path ?? '/', 'http://localhost').searchParams);

const fclRate: PartnerRate = {
  id: 'rate_01HZX4FCLRATE1',
  freightType: 'FCL',
  partner: { id: 'ptn_01HZX4BLUEOCEAN', name: 'Blue Ocean Logistics' },
  pol: 'CNSHA',
  pod: 'KRPUS',
  carrier: 'HMM',
  transitDays: 3,
  validFrom: '2026-03-01',
  validTo: '2026-03-31',
  currency: 'USD',
  minCharge: null,
  containerType: '40HQ',
  price: 1250.5,
  localCharges: [],
  createdAt: '2026-03-01T09:00:00+09:00',
  updatedAt: '2026-03-01T09:00:00+09:00',
};

describe('partner rate table', { timeout: 30_000 }, () => {
  it('lists each rate: lane, price per container or weight break, carrier, transit and validity', async () => {
    fakeApi({ 'GET /api/partner/rates': { body: pageOf([fclRate, airRateFixture()]) } });
    renderApp(<RateList />, { path: '/rates' });
    const fcl = (await screen.findByRole('link', { name: /CNSHA/ })).closest('tr') as HTMLElement;
    expect(fcl.textContent).toContain("40' HQ USD 1,250.50");
    expect(fcl.textContent).toContain('HMM');
    expect(fcl.textContent).toContain('3일');
    expect(fcl.textContent).toContain('2026년 3월 1일 ~ 2026년 3월 31일');
    expect(within(fcl).getByRole('link', { name: /CNSHA/ }).getAttribute('href')).toBe(
      '/partner/rates/rate_01HZX4FCLRATE1',
    );
    const air = screen.getByRole('link', { name: /ICN/ }).closest('tr') as HTMLElement;
    expect(air.textContent).toContain('2구간 · 0kg USD 5.20부터');
    // Local charges by the charge catalogue's name (issue 18); none is a dash.
    expect(within(air).getByTestId('rate-charges').textContent).toBe('핸들링 수수료');
    expect(within(fcl).getByTestId('rate-charges').textContent).toBe('—');
  });

  it("names the charges in the reader language, an OTHER charge by the partner's name", async () => {
    const charged: PartnerRate = {
      ...fclRate,
      localCharges: [
        { code: 'THC', name: 'O/THC', side: 'origin', unit: 'CNTR', price: 850, currency: 'CNY' },
        { code: 'OTHER', name: 'D/O fee', side: 'destination', unit: 'BL', price: 40000, currency: 'KRW' },
      ],
    };
    fakeApi({ 'GET /api/partner/rates': { body: pageOf([charged]) } });
    renderApp(<RateList />, { path: '/rates', language: 'en' });
    const row = (await screen.findByRole('link', { name: /CNSHA/ })).closest('tr') as HTMLElement;
    expect(within(row).getByTestId('rate-charges').textContent).toBe(
      'Terminal handling charge (THC) · D/O fee',
    );
  });

  it('filters in the address and asks the server; the container filter only for FCL', async () => {
    const api = fakeApi({ 'GET /api/partner/rates': { body: pageOf([fclRate]) } });
    const { user, router } = renderApp(<RateList />, { path: '/rates' });
    await screen.findByRole('link', { name: /CNSHA/ });
    expect(screen.queryByRole('combobox', { name: '컨테이너' })).toBeNull();

    await user.selectOptions(screen.getByRole('combobox', { name: '운송 유형' }), 'FCL');
    await user.selectOptions(await screen.findByRole('combobox', { name: '컨테이너' }), '40HQ');
    await waitFor(() => expect(router.state.location.search).toBe('?freightType=FCL&containerType=40HQ'));
    await waitFor(() =>
      expect(query(api.sent('GET /api/partner/rates').at(-1))).toEqual({
        freightType: 'FCL',
        containerType: '40HQ',
        page: '1',
        size: '20',
      }),
    );
    // Another freight type drops the container filter.
    await user.selectOptions(screen.getByRole('combobox', { name: '운송 유형' }), 'AIR');
    await waitFor(() => expect(router.state.location.search).toBe('?freightType=AIR'));
  });

  it('deletes a rate after asking, and says so', async () => {
    let deleted = false;
    const api = fakeApi({
      'GET /api/partner/rates': () => ({ body: pageOf(deleted ? [] : [fclRate]) }),
      'DELETE /api/partner/rates/rate_01HZX4FCLRATE1': () => {
        deleted = true;
        return { status: 204 };
      },
    });
    const { user } = renderApp(<RateList />, { path: '/rates' });
    await user.click(await screen.findByRole('button', { name: 'CNSHA → KRPUS 운임 삭제' }));
    const dialog = await screen.findByRole('dialog', { name: '운임을 삭제할까요?' });
    expect(dialog.textContent).toContain('CNSHA → KRPUS FCL (컨테이너) 운임을 삭제합니다.');
    await user.click(within(dialog).getByRole('button', { name: '삭제' }));
    expect(await screen.findByText('운임을 삭제했습니다.')).toBeTruthy();
    expect(api.sent('DELETE /api/partner/rates/rate_01HZX4FCLRATE1')).toHaveLength(1);
    expect(await screen.findByText('등록된 운임이 없습니다')).toBeTruthy();
  });

  it('a cancelled delete sends nothing', async () => {
    const api = fakeApi({ 'GET /api/partner/rates': { body: pageOf([fclRate]) } });
    const { user } = renderApp(<RateList />, { path: '/rates' });
    await user.click(await screen.findByRole('button', { name: 'CNSHA → KRPUS 운임 삭제' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '취소' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.requests.filter((request) => request.method === 'DELETE')).toHaveLength(0);
  });

  it('exports the filtered table through a download link', async () => {
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.href);
    });
    const api = fakeApi({
      'GET /api/partner/rates': { body: pageOf([fclRate]) },
      'GET /api/partner/rates/export': {
        body: {
          preSignedUrl: 'http://localhost/api/storage/download?sig=2',
          expirationTime: '2099-01-01T00:00:00Z',
        },
      },
    });
    const { user } = renderApp(<RateList />, { path: '/rates?freightType=FCL' });
    await screen.findByRole('link', { name: /CNSHA/ });
    await user.click(screen.getByRole('button', { name: /엑셀/ }));
    // (The menu is laid out by the browser; without layout here it counts as hidden.)
    await user.click(await screen.findByRole('menuitem', { name: '엑셀로 내보내기', hidden: true }));
    expect(await screen.findByText('다운로드를 시작했습니다.')).toBeTruthy();
    expect(query(api.sent('GET /api/partner/rates/export')[0])).toEqual({
      format: 'xlsx',
      freightType: 'FCL',
    });
    expect(clicked).toEqual(['http://localhost/api/storage/download?sig=2']);
  });

  it('invites to add or import the first rates', async () => {
    fakeApi({ 'GET /api/partner/rates': { body: pageOf([]) } });
    const { user } = renderApp(<RateList />, { path: '/rates' });
    expect(await screen.findByText('등록된 운임이 없습니다')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: '운임 추가' })[0]?.getAttribute('href')).toBe(
      '/partner/rates/new',
    );
    await user.click(screen.getByRole('button', { name: '엑셀 가져오기' }));
    expect(await screen.findByRole('heading', { name: /엑셀/ })).toBeTruthy();
  });
});
