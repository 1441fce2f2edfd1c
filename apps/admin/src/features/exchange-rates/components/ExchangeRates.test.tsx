import type { FileUploader } from '@baro/client';
import { fakeApi } from '@baro/client/testing';
import { dismissToast } from '@baro/ui';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render-app.tsx';
import { ExchangeRates } from './ExchangeRates.tsx';
import { RateImportPanel } from './RateImportPanel.tsx';

afterEach(() => {
  cleanup();
  dismissToast();
  vi.unstubAllGlobals();
});

describe('exchange rates', { timeout: 20_000 }, () => {
  it('starts a day without rates from the latest earlier day and saves exactly what is entered', async () => {
    const api = fakeApi({
      'GET /api/exchange-rates': { body: { date: '2026-03-02', rates: { KRW: 1, USD: 1400.5, JPY: 9.1 } } },
      'PUT /api/admin/exchange-rates/2026-03-04': {
        body: { date: '2026-03-04', rates: { KRW: 1, USD: 1410, JPY: 9.1 } },
      },
    });
    const { user } = renderApp(<ExchangeRates />, { path: '/reference/exchange-rates?date=2026-03-04' });
    expect(await screen.findByText(/2026년 3월 2일 환율을 보여 드립니다/)).toBeTruthy();
    expect(api.sent('GET /api/exchange-rates')[0]?.path).toContain('date=2026-03-04');
    const usd = screen.getByRole('textbox', { name: 'USD' }) as HTMLInputElement;
    expect(usd.value).toBe('1400.5');
    await user.clear(usd);
    await user.type(usd, 'abc');
    await user.click(screen.getByRole('button', { name: '이 날짜 환율 저장' }));
    expect(api.sent('PUT /api/admin/exchange-rates/2026-03-04')).toHaveLength(0);
    await user.clear(usd);
    await user.type(usd, '1,410');
    await user.click(screen.getByRole('button', { name: '이 날짜 환율 저장' }));
    expect(await screen.findByText('2026년 3월 4일 환율을 저장했습니다.')).toBeTruthy();
    expect(api.sent('PUT /api/admin/exchange-rates/2026-03-04')[0]?.body).toEqual({
      rates: { USD: 1410, JPY: 9.1 },
    });
  });

  it('lists every bad cell of a refused import by row and column, in English', async () => {
    const api = fakeApi({
      'POST /api/admin/exchange-rates/import': {
        status: 400,
        body: {
          code: 'EXCHANGE_RATE_IMPORT_INVALID',
          message: 'The exchange-rate sheet has invalid rows.',
          fields: { 'rows.4.USD': 'Enter a number above 0', 'rows.3.date': 'Enter the date as YYYY-MM-DD' },
        },
      },
    });
    const upload = vi.fn<FileUploader['upload']>(async (files) => ({
      files: files.map((file, index) => ({
        index,
        key: 'u/2026/03/abc',
        fileName: file.name,
        mimeType: file.type,
        size: file.size,
      })),
      bound: [],
    }));
    const { user } = renderApp(<RateImportPanel uploader={{ upload }} />, {
      path: '/reference/exchange-rates',
      language: 'en',
    });
    const section = (await screen.findByRole('heading', { name: 'Import many days from Excel' })).closest(
      'section',
    ) as HTMLElement;
    await user.click(within(section).getByRole('button', { name: 'Import' }));
    expect(await within(section).findByText('Choose a file to import')).toBeTruthy();
    const file = new File([new Uint8Array([80, 75, 3, 4])], 'rates.xlsx', {
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    });
    await user.upload(section.querySelector('input[type="file"]') as HTMLInputElement, file);
    await user.click(within(section).getByRole('button', { name: 'Import' }));
    const alert = await within(section).findByRole('alert');
    const rows = within(alert)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows[1]).toContain('Row 3');
    expect(rows[1]).toContain('Date');
    expect(rows[2]).toContain('Row 4');
    expect(rows[2]).toContain('USD');
    expect(api.sent('POST /api/admin/exchange-rates/import')[0]?.body).toEqual({ key: 'u/2026/03/abc' });
    expect(upload).toHaveBeenCalledTimes(1);
  });
});
