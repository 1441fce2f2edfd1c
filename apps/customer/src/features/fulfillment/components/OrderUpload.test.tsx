import { fakeApi } from '@baro/client/testing';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { renderApp } from '../../../test/render-app.tsx';
import { OrderUpload } from './OrderUpload.tsx';

vi.mock('../../../lib/file-uploader.ts', async () => {
  const { createFileUploader } = await import('@baro/client');
  const { apiClient } = await import('../../../lib/api.ts');
  return { fileUploader: createFileUploader({ api: apiClient, transport: async () => {} }) };
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const presign = {
  'POST /api/fulfillment/file/upload': {
    body: [
      {
        key: 'uploads/2099/orders',
        preSignedUrl: '/api/storage/put/0?sig=x',
        expirationTime: '2099-01-01T00:05:00Z',
      },
    ],
  },
};

async function upload(user: ReturnType<typeof renderApp>['user']) {
  await user.upload(
    document.querySelector('input[type="file"]') as HTMLInputElement,
    new File(['PK-orders'], 'orders.xlsx', { type: XLSX }),
  );
  await user.click(screen.getByRole('button', { name: '올리고 등록하기' }));
}

describe('OrderUpload', { timeout: 20_000 }, () => {
  test('a sheet with bad rows: the cells by row and column, no order made, and the error report of the same file', async () => {
    const api = fakeApi({
      ...presign,
      'POST /api/fulfillment/orders/import': {
        status: 400,
        body: {
          code: 'ORDER_IMPORT_INVALID',
          message: '주문 파일에 올바르지 않은 행이 있어 주문을 등록하지 않았습니다.',
          fields: {
            'rows.4.recipientPhone': '전화번호를 정확히 입력해 주세요',
            'rows.2.quantity': '1 이상의 정수를 입력해 주세요',
          },
        },
      },
      'POST /api/fulfillment/orders/import/report': {
        body: { preSignedUrl: '/api/storage/get/report?sig=x', expirationTime: '2099-01-01T00:05:00Z' },
      },
    });
    const { user } = renderApp(<OrderUpload />, { path: '/x' });
    await upload(user);
    const table = await screen.findByRole('table', { name: '행별 오류' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      '행열내용',
      '2행수량1 이상의 정수를 입력해 주세요',
      '4행연락처전화번호를 정확히 입력해 주세요',
    ]);
    await user.click(screen.getByRole('button', { name: '오류 내역 내려받기' }));
    await waitFor(() => expect(api.sent('POST /api/fulfillment/orders/import/report')).toHaveLength(1));
    expect(api.sent('POST /api/fulfillment/orders/import/report')[0]?.body).toEqual({
      key: 'uploads/2099/orders',
    });
  });

  test('a good sheet: how many orders, each linked', async () => {
    fakeApi({
      ...presign,
      'POST /api/fulfillment/orders/import': {
        status: 201,
        body: {
          created: 2,
          orders: [
            { id: 'ord_1', orderNo: 'FO261128-00010', status: 'allocated', promisedShipDate: '2026-11-30' },
            { id: 'ord_2', orderNo: 'FO261128-00011', status: 'waiting', promisedShipDate: '2026-11-30' },
          ],
        },
      },
    });
    const { user } = renderApp(<OrderUpload />, { path: '/x' });
    await upload(user);
    expect(await screen.findByText('주문 2건을 등록했습니다.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'FO261128-00011' }).getAttribute('href')).toBe(
      '/mypage/fulfillment/orders/ord_2',
    );
  });
});
