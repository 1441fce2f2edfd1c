import { fakeApi } from '@baro/client/testing';
import type { WebhookDelivery, WebhookEndpoint } from '@baro/core';
import { screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { renderApp } from '../../../test/render-app.tsx';
import { WebhooksSection } from './WebhooksSection.tsx';

const endpoint: WebhookEndpoint = {
  id: 'whe_01',
  url: 'https://hooks.example.com/baro',
  description: '주문 연동',
  events: ['order.shipped', 'return.updated'],
  enabled: true,
  secretHint: 'a1b2',
  createdAt: '2026-03-02T10:00:00+09:00',
  updatedAt: '2026-03-02T10:00:00+09:00',
};

const delivery = (id: string, status: WebhookDelivery['status'], lastResponseStatus: number | null) => ({
  id,
  endpointId: 'whe_01',
  eventId: `evt_${id}`,
  eventType: 'return.updated',
  status,
  attempts: status === 'succeeded' ? 1 : 3,
  nextAttemptAt: null,
  lastAttemptAt: '2026-03-03T05:12:00Z',
  lastResponseStatus,
  lastResponseBody: null,
  lastError: lastResponseStatus === null ? 'timed out' : null,
  redeliveryOf: null,
  createdAt: '2026-03-03T05:12:00Z',
  deliveredAt: null,
});

const page = (items: unknown[], pageNo = 1, pageCount = 1) => ({
  items,
  page: pageNo,
  size: 10,
  total: items.length,
  pageCount,
});

const detail = (status: WebhookDelivery['status'], lastResponseStatus: number | null) => ({
  ...delivery('whd_test', status, lastResponseStatus),
  eventType: 'webhook.ping',
  payload: { id: 'evt_ping', type: 'webhook.ping', createdAt: '2026-03-03T14:12:00+09:00', data: {} },
});

describe('WebhooksSection', () => {
  test('lists endpoints with their events and recent deliveries (Seoul time, last answer), pages them and re-sends one', async () => {
    const api = fakeApi({
      'GET /api/webhooks/endpoints': { body: { endpoints: [endpoint] } },
      'GET /api/webhooks/endpoints/whe_01/deliveries': (request) =>
        request.path.includes('page=2')
          ? { body: page([delivery('whd_3', 'succeeded', 200)], 2, 2) }
          : { body: page([delivery('whd_1', 'succeeded', 200), delivery('whd_2', 'failed', null)], 1, 2) },
      'POST /api/webhooks/deliveries/whd_2/redeliver': { body: detail('succeeded', 200) },
    });
    const { user } = renderApp(<WebhooksSection canManage />);
    const card = await screen.findByRole('region', { name: endpoint.url });
    expect(within(card).getByText('출고 완료')).toBeTruthy();
    expect(within(card).getByText('반품 상태 변경')).toBeTruthy();
    expect(within(card).getByText('서명 비밀키 끝자리 a1b2')).toBeTruthy();
    const rows = within(await within(card).findByRole('table')).getAllByRole('row');
    expect(rows[1]?.textContent).toContain('2026년 3월 3일 14:12');
    expect(rows[1]?.textContent).toContain('성공');
    expect(rows[2]?.textContent).toContain('실패');
    expect(rows[2]?.textContent).toContain('3회 시도');
    expect(rows[2]?.textContent).toContain('timed out');

    await user.click(
      within(rows[2] as HTMLElement).getByRole('button', { name: 'return.updated 다시 보내기' }),
    );
    expect(await screen.findByText('이벤트를 다시 보냈습니다.')).toBeTruthy();
    expect(api.sent('POST /api/webhooks/deliveries/whd_2/redeliver')).toHaveLength(1);

    await user.click(within(card).getByRole('button', { name: '2' }));
    await within(card).findByText('1회 시도');
    expect(within(card).getAllByRole('row')).toHaveLength(2);
    expect(api.sent('GET /api/webhooks/endpoints/whe_01/deliveries').at(-1)?.path).toContain('page=2');
  });

  test('registers an endpoint, refusing an empty event choice first, and shows its secret once', async () => {
    let endpoints: WebhookEndpoint[] = [];
    const api = fakeApi({
      'GET /api/webhooks/endpoints': () => ({ body: { endpoints } }),
      'GET /api/webhooks/endpoints/whe_01/deliveries': { body: page([]) },
      'POST /api/webhooks/endpoints': (request) => {
        endpoints = [endpoint];
        return {
          status: 201,
          body: { ...endpoint, ...(request.body as object), secret: 'whsec_new_secret' },
        };
      },
    });
    const { user } = renderApp(<WebhooksSection canManage />);
    expect(await screen.findByText('아직 등록한 엔드포인트가 없습니다.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '엔드포인트 추가' }));
    await user.type(screen.getByRole('textbox', { name: /받을 주소/ }), 'https://hooks.example.com/baro');
    for (const box of screen.getAllByRole('checkbox')) await user.click(box);
    await user.click(screen.getByRole('button', { name: '등록' }));
    expect(api.sent('POST /api/webhooks/endpoints')).toHaveLength(0);
    await user.click(screen.getByRole('checkbox', { name: /반품 상태 변경/ }));
    await user.click(screen.getByRole('button', { name: '등록' }));

    expect((await screen.findByTestId('webhook-secret')).textContent).toBe('whsec_new_secret');
    expect(api.sent('POST /api/webhooks/endpoints')[0]?.body).toEqual({
      url: 'https://hooks.example.com/baro',
      events: ['return.updated'],
    });
    await user.click(screen.getByRole('button', { name: '저장했습니다' }));
    expect(screen.queryByTestId('webhook-secret')).toBeNull();
  });

  test('rotates the secret after asking, switches an endpoint off, and sends a test event', async () => {
    const api = fakeApi({
      'GET /api/webhooks/endpoints': { body: { endpoints: [endpoint] } },
      'GET /api/webhooks/endpoints/whe_01/deliveries': { body: page([]) },
      'POST /api/webhooks/endpoints/whe_01/secret': {
        body: { ...endpoint, secretHint: 'z9y8', secret: 'whsec_rotated' },
      },
      'PATCH /api/webhooks/endpoints/whe_01': (request) => ({
        body: { ...endpoint, ...(request.body as object) },
      }),
      'POST /api/webhooks/endpoints/whe_01/test': { body: detail('failed', 500) },
    });
    const { user } = renderApp(<WebhooksSection canManage />);
    const card = await screen.findByRole('region', { name: endpoint.url });
    await user.click(within(card).getByRole('button', { name: '비밀키 재발급' }));
    const dialog = await screen.findByRole('dialog', { name: '서명 비밀키를 다시 발급할까요?' });
    await user.click(within(dialog).getByRole('button', { name: '비밀키 재발급' }));
    expect((await screen.findByTestId('webhook-secret')).textContent).toBe('whsec_rotated');

    await user.click(within(card).getByRole('switch', { name: '사용' }));
    expect(api.sent('PATCH /api/webhooks/endpoints/whe_01')[0]?.body).toEqual({ enabled: false });

    await user.click(within(card).getByRole('button', { name: '테스트 전송' }));
    expect(await screen.findByText(/테스트 이벤트를 보냈지만 받지 못했습니다 \(HTTP 500\)/)).toBeTruthy();
  });

  test('members are told who can set webhooks, in English too', async () => {
    const api = fakeApi({});
    renderApp(<WebhooksSection canManage={false} />, { language: 'en' });
    expect(await screen.findByText('Only the team master and admins can set up webhooks.')).toBeTruthy();
    expect(api.requests).toHaveLength(0);
  });
});
