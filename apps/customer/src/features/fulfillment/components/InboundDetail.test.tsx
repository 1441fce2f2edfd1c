import { fakeApi } from '@baro/client/testing';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { inboundFixture } from '../../../test/fulfillment-fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { InboundDetail } from './InboundDetail.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const PATH = 'GET /api/fulfillment/inbound/inb_01HZXINBOUND1';

describe('InboundDetail', { timeout: 20_000 }, () => {
  test('progress, expected and received per SKU, an over quantity, the timeline; box labels download', async () => {
    const api = fakeApi({
      [PATH]: { body: inboundFixture() },
      'GET /api/fulfillment/inbound/inb_01HZXINBOUND1/box-labels': {
        body: { preSignedUrl: '/api/storage/get/labels?sig=x', expirationTime: '2099-01-01T00:05:00Z' },
      },
    });
    const { user } = renderApp(<InboundDetail id="inb_01HZXINBOUND1" />, { path: '/x' });
    expect(await screen.findByRole('heading', { level: 1, name: 'IB261127-0001' })).toBeTruthy();
    expect(screen.getByText('115 / 150개 입고')).toBeTruthy();
    const rows = within(screen.getByRole('table', { name: '입고 상품' })).getAllByRole('row');
    expect(rows[1]?.textContent).toContain('10060');
    expect(screen.getByRole('region', { name: '차이' }).textContent).toContain(
      '스테인리스 빨대 세트: 초과 (55 / 50)',
    );
    expect(within(screen.getByRole('list', { name: '진행 내역' })).getAllByRole('listitem')).toHaveLength(3);
    // Arrived: no longer cancelable.
    expect(screen.queryByRole('button', { name: '입고 요청 취소' })).toBeNull();
    await user.click(screen.getByRole('button', { name: '박스 라벨 내려받기' }));
    await waitFor(() =>
      expect(api.sent('GET /api/fulfillment/inbound/inb_01HZXINBOUND1/box-labels')).toHaveLength(1),
    );
  });

  test('a requested inbound can be withdrawn after a confirmation', async () => {
    const requested = inboundFixture({
      status: 'requested',
      discrepancies: [],
      history: inboundFixture().history.slice(0, 1),
    });
    const api = fakeApi({
      [PATH]: { body: requested },
      'POST /api/fulfillment/inbound/inb_01HZXINBOUND1/cancel': {
        body: { ...requested, status: 'canceled' },
      },
    });
    const { user } = renderApp(<InboundDetail id="inb_01HZXINBOUND1" />, { path: '/x' });
    await user.click(await screen.findByRole('button', { name: '입고 요청 취소' }));
    const dialog = await screen.findByRole('dialog', { name: '입고 IB261127-0001을(를) 취소할까요?' });
    await user.click(within(dialog).getByRole('button', { name: '입고 요청 취소' }));
    await waitFor(() =>
      expect(api.sent('POST /api/fulfillment/inbound/inb_01HZXINBOUND1/cancel')).toHaveLength(1),
    );
    expect(await screen.findByText('취소', { selector: '.mantine-Badge-label' })).toBeTruthy();
  });
});
