import { startFakePrinter } from '@baro/print-agent/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderShippingLabel } from '../src/modules/labels/labels.api.ts';
import { authHeaders, createCustomer, createWorker } from './support/accounts.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { createTestDatabase, type TestDatabase } from './support/test-database.ts';

// The API's carrier network printers against a printer on a local TCP port that keeps what it
// receives and answers ~HS: a rendered label arrives intact (size, barcode, Hangul as graphics),
// status flags come back, and a printer that does not answer is a clear 504 in time.
describe('carrier network printers', () => {
  let database: TestDatabase;
  let app: TestApp;
  let printer: Awaited<ReturnType<typeof startFakePrinter>>;
  let hung: Awaited<ReturnType<typeof startFakePrinter>>;
  let worker: Record<string, string>;

  beforeAll(async () => {
    database = await createTestDatabase();
    printer = await startFakePrinter();
    hung = await startFakePrinter({ silent: true });
    app = await createTestApp(database, {
      env: {
        CARRIER_PRINTER_CJ: printer.target,
        CARRIER_PRINTER_HANJIN: hung.target,
        PRINTER_TIMEOUT_MS: '500',
      },
    });
    await app.ready();
    worker = await authHeaders(app, database, await createWorker(database));
  });
  afterAll(async () => {
    await app.close();
    await printer.close();
    await hung.close();
    await database.close();
  });

  it('lists the configured printers for workers, not for customers', async () => {
    const list = await app.inject({ method: 'GET', url: '/api/printers', headers: worker });
    expect(list.json().printers).toEqual([
      { id: 'cj', name: 'CJ대한통운 출력기', target: printer.target, dpi: 203 },
      { id: 'hanjin', name: '한진택배 출력기', target: hung.target, dpi: 203 },
    ]);
    const customer = await authHeaders(app, database, await createCustomer(database));
    expect((await app.inject({ method: 'GET', url: '/api/printers', headers: customer })).statusCode).toBe(
      403,
    );
  });

  it('prints a label on the CJ printer', async () => {
    const label = await renderShippingLabel(
      {
        parcelCompany: '04',
        invoiceNo: '612345678905',
        sorting: { code: '4A05' },
        sender: { name: '바로풀필먼트', phone: '032-123-4567', address: '인천 서구 로봇랜드로 155-11' },
        recipient: {
          name: '김민지',
          phone: '010-2345-6789',
          address: '부산 해운대구 센텀중앙로 79',
          zipCode: '48058',
        },
        orderReference: 'FO-20260302-0001',
        shipDate: '2026-03-02',
      },
      'zpl',
      203,
    );
    const zpl = Buffer.from(label.bytes).toString('ascii');
    const response = await app.inject({
      method: 'POST',
      url: '/api/printers/cj/print',
      headers: worker,
      payload: { zpl },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ printerId: 'cj', bytes: zpl.length, copies: 1 });
    await expect.poll(() => printer.jobs.length).toBe(1);
    const job = printer.jobs[0] ?? '';
    expect(job).toContain('^PW812');
    expect(job).toContain('^LL1218');
    expect(job).toContain('^BCN');
    expect(job).toContain('^FD612345678905^FS');
    expect(job).toContain('^GFA,');
    expect(job).not.toMatch(/[가-힣]/);
  });

  it('reports status from ~HS', async () => {
    printer.setStatus({ paperOut: true });
    const status = await app.inject({ method: 'GET', url: '/api/printers/cj/status', headers: worker });
    expect(status.json()).toMatchObject({
      printerId: 'cj',
      reachable: true,
      answered: true,
      ready: false,
      paperOut: true,
      headOpen: false,
    });
    printer.setStatus({});
  });

  it('answers {code, message} when the printer does not answer, and refuses bad jobs', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/printers/hanjin/print',
      headers: worker,
      payload: { zpl: '^XA^XZ' },
    });
    expect(response.statusCode).toBe(504);
    expect(response.json()).toEqual({
      code: 'PRINTER_UNAVAILABLE',
      message: '프린터가 응답하지 않습니다. 전원과 네트워크 연결을 확인해 주세요.',
    });
    const unknown = await app.inject({
      method: 'POST',
      url: '/api/printers/lotte/print',
      headers: worker,
      payload: { zpl: '^XA^XZ' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('PRINTER_NOT_CONFIGURED');
    const reset = await app.inject({
      method: 'POST',
      url: '/api/printers/cj/print',
      headers: worker,
      payload: { zpl: '^XA~JR^XZ' },
    });
    expect(reset.statusCode).toBe(400);
    expect(reset.json()).toMatchObject({ code: 'ZPL_NOT_ALLOWED', fields: { zpl: '~JR' } });
  });
});
