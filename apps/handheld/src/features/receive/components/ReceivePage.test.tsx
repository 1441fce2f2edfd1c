import { fakeApi } from '@baro/client/testing';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setCommandQueue } from '../../../lib/queue/queue.ts';
import { inboundFixture, pageOf, SOAP } from '../../../test/fixtures.ts';
import { holdQueue } from '../../../test/queue.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { ReceivePage } from './ReceivePage.tsx';

afterEach(() => {
  cleanup();
  setCommandQueue(null);
});

const listed = (inbound: ReturnType<typeof inboundFixture>) => ({
  body: {
    ...pageOf([
      {
        id: inbound.id,
        inboundNo: inbound.inboundNo,
        status: inbound.status,
        expectedDate: inbound.expectedDate,
        boxes: inbound.boxes,
        teamName: inbound.teamName,
        skuCount: 2,
        expectedQuantity: 15,
        receivedQuantity: 4,
        createdAt: inbound.createdAt,
      },
    ]),
    counts: { requested: 0, arrived: 1, receiving: 0, completed: 0, canceled: 0 },
  },
});

describe('receive', () => {
  it('finds the inbound by its scanned number, takes a SKU of it and a quantity, and queues the receipt', async () => {
    const inbound = inboundFixture();
    const api = fakeApi({
      'GET /api/warehouse/inbound': listed(inbound),
      'GET /api/warehouse/inbound/ibd_1': { body: inbound },
    });
    const queue = holdQueue();
    const { user } = renderApp(<ReceivePage />);
    await user.type(
      await screen.findByRole('textbox', { name: /입고 번호나 박스 코드/ }),
      'IB261207-0001{Enter}',
    );
    expect(await screen.findByText('예정 10 · 입고 4')).toBeTruthy();
    expect(api.sent('GET /api/warehouse/inbound')[0]?.path).toContain('q=IB261207-0001');
    await user.type(screen.getByRole('textbox', { name: /상품 바코드를 스캔/ }), '9999{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe('이 입고 건에 없는 상품입니다: 9999');
    await user.type(screen.getByRole('textbox', { name: /상품 바코드를 스캔/ }), `${SOAP.barcode}{Enter}`);
    const quantity = await screen.findByRole('textbox', { name: '수량' });
    expect((quantity as HTMLInputElement).value).toBe('6');
    await user.type(quantity, '{Enter}');
    await waitFor(() => expect(queue.getSnapshot().pending).toHaveLength(1));
    expect(queue.getSnapshot().pending[0]).toMatchObject({
      kind: 'receive',
      path: '/warehouse/inbound/ibd_1/receive',
      body: { lines: [{ skuId: SOAP.id, quantity: 6 }] },
    });
    expect(await screen.findByText('예정 10 · 입고 10')).toBeTruthy();
  });

  it('refuses an inbound that cannot be received', async () => {
    const inbound = inboundFixture({ status: 'completed' });
    fakeApi({
      'GET /api/warehouse/inbound': listed(inbound),
      'GET /api/warehouse/inbound/ibd_1': { body: inbound },
    });
    holdQueue();
    const { user } = renderApp(<ReceivePage />, { language: 'en' });
    await user.type(
      await screen.findByRole('textbox', { name: /Scan an inbound number/ }),
      'IB261207-0001{Enter}',
    );
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This inbound cannot be received in its status.',
    );
  });
});
