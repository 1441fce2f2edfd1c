import { fakeApi } from '@baro/client/testing';
import { dismissToast } from '@baro/ui';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { handoverFixture, handoverParcelFixture } from '../../../test/handover-fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { HandoverDetail } from './HandoverDetail.tsx';

afterEach(() => {
  dismissToast();
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const PATH = '/api/warehouse/handovers/hov_01HZX4HANDOVER01';
const first = handoverParcelFixture();
const second = handoverParcelFixture({
  parcelId: 'sop_01HZX4PARCEL0002',
  invoiceNo: '612345678918',
  order: { ...first.order, id: 'ord_01HZX4ORDER00013', orderNo: 'FO260304-00013', recipientName: '이받는' },
  scannedAt: '2026-03-05T16:12:00+09:00',
});
const one = handoverFixture();
const two = handoverFixture({ parcelCount: 2, orderCount: 2, parcels: [second, first] });

function renderHandover(language: 'ko' | 'en' = 'ko') {
  return renderApp(<HandoverDetail id="hov_01HZX4HANDOVER01" />, {
    path: '/handover/hov_01HZX4HANDOVER01',
    language,
  });
}

const count = () => screen.getByRole('group', { name: '스캔한 송장' });

describe('a manifest at the desk', () => {
  it('scans a waybill typed like a wedge scanner (digits then Enter), with a key, and counts it', async () => {
    const api = fakeApi({
      [`GET ${PATH}`]: { body: one },
      [`POST ${PATH}/parcels`]: { body: two },
    });
    const { user } = renderHandover();
    expect(await screen.findByRole('heading', { level: 1, name: '인계서 HO260305-0001' })).toBeTruthy();
    expect(document.title).toBe('HO260305-0001 | 바로 창고');
    expect(screen.getByText('CJ대한통운 · 인천 1센터')).toBeTruthy();
    expect(within(count()).getByText('1')).toBeTruthy();
    const field = screen.getByRole('textbox', { name: '송장 스캔' });
    expect(document.activeElement).toBe(field);
    await user.type(field, '6123-4567-8918{Enter}');
    await waitFor(() => expect(api.sent(`POST ${PATH}/parcels`)).toHaveLength(1));
    const sent = api.sent(`POST ${PATH}/parcels`)[0];
    expect(sent?.body).toEqual({ invoiceNo: '612345678918' });
    expect(sent?.headers.get('idempotency-key')).toMatch(/^desk-handover-/);
    expect(await screen.findByText('612345678918 추가 · 지금까지 2건')).toBeTruthy();
    expect(within(count()).getByText('2')).toBeTruthy();
    expect(within(count()).getByText('주문 2건')).toBeTruthy();
    const rows = within(screen.getByRole('region', { name: '송장 목록 (최근 스캔 순)' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows.map((row) => row.querySelector('code')?.textContent)).toEqual([
      '612345678918',
      '612345678901',
    ]);
    expect((field as HTMLInputElement).value).toBe('');
  });

  it('says why a scan is refused, in the server’s words, and refuses a malformed one without asking', async () => {
    const api = fakeApi({
      [`GET ${PATH}`]: { body: one },
      [`POST ${PATH}/parcels`]: {
        status: 400,
        body: {
          code: 'HANDOVER_WRONG_CARRIER',
          message: 'This waybill is for another carrier.',
        },
      },
    });
    const { user } = renderHandover('en');
    const field = await screen.findByRole('textbox', { name: 'Scan waybill' });
    await user.type(field, '12ab{Enter}');
    expect(await screen.findByText('12ab: Enter digits only')).toBeTruthy();
    expect(api.sent(`POST ${PATH}/parcels`)).toHaveLength(0);
    await user.type(field, '512345678901{Enter}');
    const said = await screen.findByText('512345678901: This waybill is for another carrier.');
    expect(said.className).toContain('scan-feedback--error');
  });

  it('takes a parcel off while open', async () => {
    const api = fakeApi({
      [`GET ${PATH}`]: { body: two },
      [`DELETE ${PATH}/parcels/sop_01HZX4PARCEL0002`]: { body: one },
    });
    const { user } = renderHandover();
    await user.click(await screen.findByRole('button', { name: '송장 612345678918 빼기' }));
    await waitFor(() => expect(api.sent(`DELETE ${PATH}/parcels/sop_01HZX4PARCEL0002`)).toHaveLength(1));
    expect(await screen.findByText('612345678918을(를) 인계서에서 뺐습니다.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '송장 612345678918 빼기' })).toBeNull();
  });

  it('closes only after confirming, then shows it closed, and downloads the manifest PDF', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const shipped = { ...first, order: { ...first.order, status: 'shipped' as const } };
    const api = fakeApi({
      [`GET ${PATH}`]: { body: one },
      [`POST ${PATH}/close`]: {
        body: handoverFixture({
          status: 'closed',
          closedAt: '2026-03-05T17:00:00+09:00',
          parcels: [shipped],
        }),
      },
      [`GET ${PATH}/manifest.pdf`]: {
        body: { preSignedUrl: '/api/files/manifest.pdf?sig=1', expirationTime: '2099-01-01T00:00:00Z' },
      },
    });
    const { user } = renderHandover();
    await user.click(await screen.findByRole('button', { name: '인계 마감' }));
    const dialog = await screen.findByRole('dialog', { name: '인계서 HO260305-0001을(를) 마감할까요?' });
    expect(dialog.textContent).toContain('CJ대한통운 기사님께 송장 1건을 넘깁니다.');
    await user.click(within(dialog).getByRole('button', { name: '취소' }));
    expect(api.sent(`POST ${PATH}/close`)).toHaveLength(0);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: '인계 마감' }));
    const again = await screen.findByRole('dialog', { name: '인계서 HO260305-0001을(를) 마감할까요?' });
    await user.click(within(again).getByRole('button', { name: '인계 마감' }));
    await waitFor(() => expect(api.sent(`POST ${PATH}/close`)).toHaveLength(1));
    expect(
      await screen.findByText('인계서 HO260305-0001을(를) 마감했습니다. 주문 1건이 출고되었습니다.'),
    ).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('textbox', { name: '송장 스캔' })).toBeNull());
    expect(screen.getByText('2026년 3월 5일 17:00에 마감한 인계서입니다.')).toBeTruthy();
    expect(screen.getByText('출고 완료')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /빼기/ })).toBeNull();

    await user.click(screen.getByRole('button', { name: '인수인계서 PDF' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(api.sent(`GET ${PATH}/manifest.pdf`)).toHaveLength(1);
  });

  it('shows an empty manifest with close disabled, and a missing one with a way back', async () => {
    fakeApi({ [`GET ${PATH}`]: { body: handoverFixture({ parcelCount: 0, orderCount: 0, parcels: [] }) } });
    renderHandover();
    expect(await screen.findByText('아직 스캔한 송장이 없습니다')).toBeTruthy();
    expect((screen.getByRole('button', { name: '인계 마감' }) as HTMLButtonElement).disabled).toBe(true);
    cleanup();
    fakeApi({ [`GET ${PATH}`]: { status: 404, body: { code: 'NOT_FOUND', message: '찾을 수 없습니다.' } } });
    renderHandover();
    expect(await screen.findByText('찾을 수 없습니다.')).toBeTruthy();
    expect(screen.getByRole('link', { name: '목록으로' }).getAttribute('href')).toBe('/warehouse/handover');
  });
});
