import { fakeApi } from '@baro/client/testing';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setCommandQueue } from '../../../lib/queue/queue.ts';
import { inboundFixture, pageOf, SOAP, TOWEL } from '../../../test/fixtures.ts';
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
    const inbound = inboundFixture({ status: 'canceled' });
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

  it('says the inbound is counted once every line is in, with what did not match and what comes next', async () => {
    const inbound = inboundFixture();
    fakeApi({
      'GET /api/warehouse/inbound': listed(inbound),
      'GET /api/warehouse/inbound/ibd_1': { body: inbound },
    });
    const queue = holdQueue();
    const { user, router } = renderApp(<ReceivePage />, { path: '/receive' });
    await user.type(
      await screen.findByRole('textbox', { name: /입고 번호나 박스 코드/ }),
      'IB261207-0001{Enter}',
    );
    await user.type(
      await screen.findByRole('textbox', { name: /상품 바코드를 스캔/ }),
      `${SOAP.barcode}{Enter}`,
    );
    await user.type(await screen.findByRole('textbox', { name: '수량' }), '{Enter}');
    // One more towel came than announced.
    await user.type(
      await screen.findByRole('textbox', { name: /상품 바코드를 스캔/ }),
      `${TOWEL.barcode}{Enter}`,
    );
    const towels = await screen.findByRole('textbox', { name: '수량' });
    await user.clear(towels);
    await user.type(towels, '6{Enter}');

    const done = await screen.findByText('입고 IB261207-0001 검수를 마쳤습니다');
    expect(done).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: /상품 바코드를 스캔/ })).toBeNull();
    const summary = screen.getByRole('region', { name: '입고 요약' });
    expect(within(summary).getByText('예정 10 · 입고 10')).toBeTruthy();
    expect(within(summary).getByText('예정 5 · 입고 6')).toBeTruthy();
    const differences = screen.getByRole('region', { name: '차이' });
    expect(within(differences).getByText(TOWEL.name)).toBeTruthy();
    expect(within(differences).getByText('1개 초과')).toBeTruthy();
    await waitFor(() => expect(queue.getSnapshot().pending).toHaveLength(2));
    expect(await screen.findByText('전송 대기 2건: 연결되면 자동으로 보냅니다.')).toBeTruthy();
    expect(screen.getByRole('link', { name: '적치하기' }).getAttribute('href')).toBe('/handheld/move');

    // Counting more goes back to the SKU scan; another inbound to the first step.
    await user.click(screen.getByRole('button', { name: '수량 더 세기' }));
    expect(await screen.findByRole('textbox', { name: /상품 바코드를 스캔/ })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '다른 입고 건' }));
    expect(await screen.findByRole('textbox', { name: /입고 번호나 박스 코드/ })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/handheld/receive');
  });

  it('shows a closed inbound as done, with the server’s differences, in English', async () => {
    const inbound = inboundFixture({
      status: 'completed',
      items: [
        { ...SOAP, expectedQuantity: 10, receivedQuantity: 8 },
        { ...TOWEL, expectedQuantity: 5, receivedQuantity: 5 },
      ],
      discrepancies: [{ ...SOAP, expected: 10, received: 8, kind: 'short' }],
    });
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
    expect(await screen.findByText('Inbound IB261207-0001 is completed')).toBeTruthy();
    const differences = screen.getByRole('region', { name: 'Differences' });
    expect(within(differences).getByText('2 short')).toBeTruthy();
    expect(screen.getByText('Every receipt has been sent to the server.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Count more' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Put away' })).toBeTruthy();
  });
});
