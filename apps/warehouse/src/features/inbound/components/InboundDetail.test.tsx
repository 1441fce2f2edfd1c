import { fakeApi } from '@baro/client/testing';
import type { Inbound } from '@baro/core';
import { dismissToast } from '@baro/ui';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { inboundFixture } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { InboundDetail } from './InboundDetail.tsx';

afterEach(() => {
  dismissToast();
  cleanup();
  vi.unstubAllGlobals();
});

const PATH = '/api/warehouse/inbound/inb_01HZX4INBOUND01';
const [WIPES, CUPS] = inboundFixture().items as [Inbound['items'][number], Inbound['items'][number]];

function renderInbound(language: 'ko' | 'en' = 'ko') {
  return renderApp(<InboundDetail id="inb_01HZX4INBOUND01" />, {
    path: '/inbound/inb_01HZX4INBOUND01',
    language,
  });
}

describe('receiving an inbound', () => {
  it('counts scans — a location, then one unit per barcode — and receives them there', async () => {
    const receiving = inboundFixture({
      status: 'receiving',
      updatedAt: '2026-03-04T03:00:00Z',
      items: [
        { ...WIPES, receivedQuantity: 2 },
        { ...CUPS, receivedQuantity: 3 },
      ],
    });
    const api = fakeApi({
      [`GET ${PATH}`]: { body: inboundFixture() },
      [`POST ${PATH}/receive`]: { body: receiving },
    });
    const { user } = renderInbound();
    expect(await screen.findByRole('heading', { level: 1, name: '입고 IB260304-0001' })).toBeTruthy();
    const scan = screen.getByRole('textbox', { name: /스캔/ });
    // The scanner types a burst of characters and Enter; the field empties for the next scan.
    await user.type(scan, 'b-01-01-01-02{Enter}');
    expect(screen.getByRole('status').textContent).toBe('로케이션 B-01-01-01-02');
    expect((screen.getByRole('textbox', { name: /적치 로케이션/ }) as HTMLInputElement).value).toBe(
      'B-01-01-01-02',
    );
    await user.type(scan, '8801234567893{Enter}');
    await user.type(scan, '8801234567893{Enter}');
    expect(screen.getByRole('status').textContent).toBe('바로 물티슈 100매 2개');
    await user.type(scan, '8809876543210{Enter}');
    await user.type(scan, '0000000000000{Enter}');
    expect(screen.getByRole('status').textContent).toBe('이 입고에 없는 바코드입니다: 0000000000000');
    expect((scan as HTMLInputElement).value).toBe('');
    expect(api.sent(`POST ${PATH}/receive`)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: '입고 처리' }));
    await waitFor(() => expect(api.sent(`POST ${PATH}/receive`)).toHaveLength(1));
    expect(api.sent(`POST ${PATH}/receive`)[0]?.body).toEqual({
      lines: [
        { skuId: 'sku_01HZX4WIPES001', quantity: 2, locationCode: 'B-01-01-01-02' },
        { skuId: 'sku_01HZX4CUPS0001', quantity: 1, locationCode: 'B-01-01-01-02' },
      ],
    });
    expect(await screen.findByText('3개를 B-01-01-01-02에 입고했습니다.')).toBeTruthy();
    // The counts start again for the next location.
    expect(
      (screen.getByRole('textbox', { name: '바로 물티슈 100매 이번 수량' }) as HTMLInputElement).value,
    ).toBe('');
  });

  it('takes typed counts, checks the location with the contract, and asks for something to receive', async () => {
    const api = fakeApi({ [`GET ${PATH}`]: { body: inboundFixture() } });
    const { user } = renderInbound();
    await user.click(await screen.findByRole('button', { name: '입고 처리' }));
    expect(await screen.findByText('입고할 수량을 스캔하거나 입력해 주세요.')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: '종이컵 50개입 이번 수량' }), '2');
    await user.type(screen.getByRole('textbox', { name: /적치 로케이션/ }), 'SHELF 9');
    await user.click(screen.getByRole('button', { name: '입고 처리' }));
    expect(await screen.findByText(/로케이션 코드는 구역-통로-랙-단-칸/)).toBeTruthy();
    expect(api.sent(`POST ${PATH}/receive`)).toHaveLength(0);
  });

  it('completes with the shortfall said first, and shows the receipts', async () => {
    const api = fakeApi({
      [`GET ${PATH}`]: { body: inboundFixture() },
      [`POST ${PATH}/complete`]: {
        body: inboundFixture({
          status: 'completed',
          discrepancies: [
            { ...WIPES, expected: 10, received: 0, kind: 'short' },
            { ...CUPS, expected: 4, received: 2, kind: 'short' },
          ],
        }),
      },
    });
    const { user } = renderInbound();
    const receipts = await screen.findByRole('region', { name: '입고 기록' });
    expect(receipts.textContent).toContain('A-02-01-01-01');
    await user.click(screen.getByRole('button', { name: '입고 완료' }));
    const dialog = await screen.findByRole('dialog', { name: 'IB260304-0001 입고 완료' });
    expect(dialog.textContent).toContain('아직 12개가 입고되지 않았습니다.');
    await user.click(within(dialog).getByRole('button', { name: '입고 완료' }));
    await waitFor(() => expect(api.sent(`POST ${PATH}/complete`)).toHaveLength(1));
    const discrepancies = await screen.findByRole('region', { name: '차이' });
    expect(within(discrepancies).getAllByText('부족')).toHaveLength(2);
    // A completed inbound takes no more counts.
    expect(screen.queryByRole('button', { name: '입고 처리' })).toBeNull();
  });

  it('marks an announced inbound arrived, and says a refusal in English', async () => {
    const api = fakeApi({
      [`GET ${PATH}`]: { body: inboundFixture({ status: 'requested' }) },
      [`POST ${PATH}/arrive`]: {
        status: 409,
        body: { code: 'INVALID_STATE_TRANSITION', message: 'This inbound was canceled meanwhile.' },
      },
    });
    const { user } = renderInbound('en');
    await user.click(await screen.findByRole('button', { name: 'Mark arrived' }));
    expect(await screen.findByText('This inbound was canceled meanwhile.')).toBeTruthy();
    expect(api.sent(`POST ${PATH}/arrive`)[0]?.body).toEqual({});
  });
});
