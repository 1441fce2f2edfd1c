import { fakeApi } from '@baro/client/testing';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { renderApp } from '../../../test/render-app.tsx';
import { SkuImport } from './SkuImport.tsx';

// The bytes go nowhere; the presign call still goes through the app's API client to the faked server.
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
const sheet = () => new File(['PK-fake-xlsx'], 'skus.xlsx', { type: XLSX });
const presign = {
  'POST /api/fulfillment/file/upload': {
    body: [
      {
        key: 'uploads/2099/skus',
        preSignedUrl: '/api/storage/put/0?sig=x',
        expirationTime: '2099-01-01T00:05:00Z',
      },
    ],
  },
};

describe('SkuImport', { timeout: 20_000 }, () => {
  test('a sheet with bad rows: every bad cell by row and column, and nothing saved', async () => {
    const api = fakeApi({
      ...presign,
      'POST /api/fulfillment/sku/import': {
        status: 400,
        body: {
          code: 'SKU_IMPORT_INVALID',
          message:
            '상품 파일에 올바르지 않은 행이 있어 등록하지 않았습니다. 표시된 행을 고친 뒤 다시 올려 주세요.',
          fields: {
            'rows.7.barcode': '바코드의 체크 숫자가 맞지 않습니다 (EAN-13·UPC-A)',
            'rows.3.name': '필수 항목입니다',
          },
        },
      },
    });
    const { user } = renderApp(<SkuImport />, { path: '/x' });
    await user.upload(document.querySelector('input[type="file"]') as HTMLInputElement, sheet());
    await user.click(screen.getByRole('button', { name: '올리고 등록하기' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('아무것도 저장하지 않았습니다');
    const rows = within(within(alert).getByRole('table', { name: '행별 오류' })).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      '행열내용',
      '3행상품명필수 항목입니다',
      '7행바코드바코드의 체크 숫자가 맞지 않습니다 (EAN-13·UPC-A)',
    ]);
    expect(api.sent('POST /api/fulfillment/sku/import')[0]?.body).toEqual({ key: 'uploads/2099/skus' });
    expect(api.sent('POST /api/fulfillment/file/upload')[0]?.body).toEqual([
      { fileName: 'skus.xlsx', mimeType: XLSX, size: 12 },
    ]);
  });

  test('a good sheet: how many were added and changed', async () => {
    fakeApi({ ...presign, 'POST /api/fulfillment/sku/import': { body: { created: 18, updated: 2 } } });
    const { user } = renderApp(<SkuImport />, { path: '/x' });
    await user.upload(document.querySelector('input[type="file"]') as HTMLInputElement, sheet());
    await user.click(screen.getByRole('button', { name: '올리고 등록하기' }));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('상품 18개를 새로 등록하고 2개를 고쳤습니다.'),
    );
  });
});
