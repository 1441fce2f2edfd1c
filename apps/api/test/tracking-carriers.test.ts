import { withMod7CheckDigit } from '@baro/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { createTestDatabase, type TestDatabase } from './support/test-database.ts';

// The tracking base's catalogue and detection, anonymous, in the caller's language.
describe('/api/tracking carriers and detection', () => {
  let database: TestDatabase;
  let app: TestApp;
  beforeAll(async () => {
    database = await createTestDatabase();
    app = await createTestApp(database);
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('lists the five carriers with their codes and names', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/tracking/carriers' });
    expect(response.statusCode).toBe(200);
    const { carriers } = response.json();
    expect(carriers.map((c: { parcelCompany: string }) => c.parcelCompany)).toEqual([
      '04',
      '05',
      '08',
      '01',
      '06',
    ]);
    expect(carriers[0]).toMatchObject({ nameKo: 'CJ대한통운', nameEn: 'CJ Logistics', name: 'CJ대한통운' });
    expect(carriers[2].invoiceNo).toEqual({ lengths: [12], usualLength: 12, checkDigit: 'mod7' });
    const english = await app.inject({
      method: 'GET',
      url: '/api/tracking/carriers',
      headers: { lang: 'en' },
    });
    expect(english.json().carriers[3].name).toBe('Korea Post');
  });

  it('ranks the carriers a number can belong to', async () => {
    const number = withMod7CheckDigit('60012345678');
    const spaced = `${number.slice(0, 4)}-${number.slice(4, 8)} ${number.slice(8)}`;
    const response = await app.inject({
      method: 'GET',
      url: `/api/tracking/detect?invoiceNo=${encodeURIComponent(spaced)}`,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.invoiceNo).toBe(number);
    expect(body.candidates[0]).toMatchObject({
      parcelCompany: '08',
      likelihood: 'high',
      checkDigit: 'valid',
    });
    expect(body.candidates.map((c: { parcelCompany: string }) => c.parcelCompany)).toContain('04');
  });

  it('answers an empty list for a number no carrier issues, and 400 for letters', async () => {
    const none = await app.inject({ method: 'GET', url: '/api/tracking/detect?invoiceNo=1234' });
    expect(none.json()).toEqual({ invoiceNo: '1234', candidates: [] });
    const letters = await app.inject({ method: 'GET', url: '/api/tracking/detect?invoiceNo=ABC123' });
    expect(letters.statusCode).toBe(400);
    expect(letters.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { invoiceNo: '송장번호는 숫자만 입력해 주세요' },
    });
    const missing = await app.inject({ method: 'GET', url: '/api/tracking/detect', headers: { lang: 'en' } });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().fields)).toEqual(['invoiceNo']);
  });
});
