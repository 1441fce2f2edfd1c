import { describe, expect, it } from 'vitest';
import {
  readXlsx,
  renderXlsx,
  XLSX_CONTENT_TYPE,
  type XlsxSheet,
} from '../src/modules/documents/documents.api.ts';
import { createStaff } from './support/accounts.ts';
import { followDownload } from './support/fulfillment.ts';
import { useTestApp } from './support/use-test-app.ts';

// Issue 17: staff set many days' exchange rates from one spreadsheet — every day or none, bad
// cells named by Excel row and column, one audit entry naming each day with before and after.

const sheet = (rows: XlsxSheet['rows'], headers = ['날짜 / Date', 'USD', 'JPY', 'EUR']): XlsxSheet => ({
  name: 'rates',
  columns: headers.map((header) => ({ header, key: header === '날짜 / Date' ? 'date' : header })),
  rows,
});

describe('exchange-rate import', () => {
  const t = useTestApp();

  async function upload(as: Record<string, string>, bytes: Uint8Array) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/file/upload',
      headers: as,
      payload: {
        presignedUrlOptions: [
          { fileName: 'rates.xlsx', mimeType: XLSX_CONTENT_TYPE, size: bytes.byteLength },
        ],
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const [signed] = response.json() as { key: string; preSignedUrl: string }[];
    if (!signed) throw new Error('no upload URL');
    const url = new URL(signed.preSignedUrl);
    const put = await t.app.inject({
      method: 'PUT',
      url: `${url.pathname}${url.search}`,
      headers: { 'content-type': XLSX_CONTENT_TYPE },
      payload: Buffer.from(bytes),
    });
    expect(put.statusCode, put.body).toBe(200);
    return signed.key;
  }
  const importSheet = (as: Record<string, string>, key: string) =>
    t.app.inject({ method: 'POST', url: '/api/admin/exchange-rates/import', headers: as, payload: { key } });
  const ratesOn = async (date: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/exchange-rates?date=${date}` })).json();

  it('writes every day of a good sheet, each exactly its row, audited once', async () => {
    const staffUser = await createStaff(t.database);
    const staff = await t.as(staffUser);
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/exchange-rates/2031-01-02',
      headers: staff,
      payload: { rates: { USD: 1400, CNY: 190 } },
    });
    expect(put.statusCode, put.body).toBe(200);
    const bytes = await renderXlsx({
      sheets: [
        sheet([
          { date: '2031-01-02', USD: 1450.5, JPY: 9.123456 },
          { date: '2031-01-03', USD: '1,460', EUR: 1600 },
        ]),
      ],
    });
    const response = await importSheet(staff, await upload(staff, bytes));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ dates: ['2031-01-02', '2031-01-03'] });
    // The day gets exactly its row: CNY, set before, is gone.
    expect(await ratesOn('2031-01-02')).toEqual({
      date: '2031-01-02',
      rates: { KRW: 1, USD: 1450.5, JPY: 9.123456 },
    });
    expect(await ratesOn('2031-01-03')).toEqual({
      date: '2031-01-03',
      rates: { KRW: 1, USD: 1460, EUR: 1600 },
    });

    const audit = await t.database.db
      .selectFrom('audit_events')
      .select(['actor_user_id', 'target_ids', 'before', 'after'])
      .where('action', '=', 'exchangeRates.import')
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]?.actor_user_id).toBe(staffUser.id);
    expect(audit[0]?.target_ids).toEqual(expect.arrayContaining(['2031-01-02', '2031-01-03']));
    expect(audit[0]?.before).toEqual({ '2031-01-02': { USD: '1400', CNY: '190' }, '2031-01-03': null });
    expect(audit[0]?.after).toMatchObject({ '2031-01-03': { USD: '1460', EUR: '1600' } });
  });

  it('refuses a sheet with any bad cell, naming each by row and column, and changes nothing', async () => {
    const staff = await t.as(await createStaff(t.database));
    const bytes = await renderXlsx({
      sheets: [
        sheet([
          { date: '2031-02-01', USD: 1450 },
          { date: '2031-02-30', USD: 1450 },
          { date: '2031-02-01', USD: -3, JPY: 'abc' },
          { date: '2031-02-03', EUR: 1.1234567 },
        ]),
      ],
    });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/exchange-rates/import',
      headers: { ...staff, 'accept-language': 'en' },
      payload: { key: await upload(staff, bytes) },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'EXCHANGE_RATE_IMPORT_INVALID',
      fields: {
        'rows.3.date': 'Enter the date as YYYY-MM-DD',
        'rows.4.date': 'This date appears twice in the file',
        'rows.4.USD': expect.any(String),
        'rows.4.JPY': expect.any(String),
        'rows.5.EUR': expect.any(String),
      },
    });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/exchange-rates?date=2031-02-01' })).statusCode,
    ).toBe(404);
    const audited = await t.database.db.selectFrom('audit_events').select('id').execute();
    expect(audited).toHaveLength(0);
  });

  it('refuses a file without the header, another person’s upload, and hands out a template it reads back', async () => {
    const staff = await t.as(await createStaff(t.database));
    const other = await t.as(await createStaff(t.database));
    const noHeader = await renderXlsx({ sheets: [sheet([{ Day: 'x' }], ['Day'])] });
    const refused = await importSheet(staff, await upload(staff, noHeader));
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json().fields)).toEqual(['key']);
    const good = await renderXlsx({ sheets: [sheet([{ date: '2031-03-01', USD: 1400 }])] });
    expect((await importSheet(other, await upload(staff, good))).statusCode).toBe(404);

    await t.app.inject({
      method: 'PUT',
      url: '/api/admin/exchange-rates/2026-01-05',
      headers: staff,
      payload: { rates: { USD: 1388.25 } },
    });
    const template = await t.app.inject({
      method: 'GET',
      url: '/api/admin/exchange-rates/template',
      headers: staff,
    });
    expect(template.statusCode, template.body).toBe(200);
    const { bytes } = await followDownload(t.app, template.json());
    const [read] = await readXlsx(bytes);
    const cells = (read?.rows ?? []).flat();
    expect(cells).toContain('날짜 / Date');
    expect(cells).toContain(1388.25);
  });
});
