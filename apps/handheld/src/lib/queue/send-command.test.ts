import { fakeApi } from '@baro/client/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiClient } from '../api.ts';
import type { QueuedCommand } from './command-queue.ts';
import { createSender } from './send-command.ts';

afterEach(() => vi.unstubAllGlobals());

const command: QueuedCommand = {
  id: '0b7e6c1e-4f0a-4c1b-9d61-3f2a5e8c9d10',
  seq: 1,
  kind: 'adjust',
  path: '/warehouse/stock/adjust',
  body: { skuId: 'sku_1', locationCode: 'A-01-01-01-01', quantity: -1, reason: '재고 실사' },
  label: 'x',
  createdAt: '2026-12-07T09:00:00Z',
  state: 'pending',
  attempts: 0,
};

describe('sending a queued command', () => {
  it('posts the body with its Idempotency-Key and is done on 2xx', async () => {
    const api = fakeApi({ 'POST /api/warehouse/stock/adjust': { body: { movements: [], locations: [] } } });
    expect(await createSender(apiClient)(command)).toEqual({ type: 'done' });
    const [sent] = api.sent('POST /api/warehouse/stock/adjust');
    expect(sent?.headers.get('idempotency-key')).toBe(command.id);
    expect(sent?.body).toEqual(command.body);
  });

  it('parks a refusal, and keeps for later what a dropped network, 5xx or throttling left unknown', async () => {
    const send = createSender(apiClient);
    fakeApi({
      'POST /api/warehouse/stock/adjust': {
        status: 409,
        body: { code: 'INSUFFICIENT_STOCK', message: '재고가 부족합니다.' },
      },
    });
    expect(await send(command)).toEqual({
      type: 'refused',
      code: 'INSUFFICIENT_STOCK',
      message: '재고가 부족합니다.',
    });
    fakeApi({
      'POST /api/warehouse/stock/adjust': {
        status: 503,
        body: { code: 'SERVICE_UNAVAILABLE', message: 'x' },
      },
    });
    expect(await send(command)).toMatchObject({ type: 'retry' });
    fakeApi({
      'POST /api/warehouse/stock/adjust': {
        status: 429,
        body: { code: 'RATE_LIMITED', message: 'x' },
        headers: { 'retry-after': '30' },
      },
    });
    expect(await send(command)).toEqual({ type: 'retry', afterSeconds: 30 });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    expect(await send(command)).toMatchObject({ type: 'retry' });
  });
});
