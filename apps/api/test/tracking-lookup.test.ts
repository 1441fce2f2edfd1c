import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertWaybill } from '../src/modules/carriers/carriers.repository.ts';
import { simulatedInvoiceNo, simulatedSorting } from '../src/modules/carriers/simulated/simulated-numbers.ts';
import { sendJson, startHttpTestServer } from './support/http-test-server.ts';
import { useTestApp } from './support/use-test-app.ts';

// The public tracking lookup (issue 14): anyone with a carrier and a number sees what the carrier
// shows (status, scans in Seoul time, branch names) — a simulated parcel from the simulated
// network, any other number from the real tracker configured; unknown is 404, a number that does
// not fit the carrier 400 with the field, a tracker that does not answer 503 in ko/en.

describe('GET /api/tracking/parcel', () => {
  let tracker: Awaited<ReturnType<typeof startHttpTestServer>>;
  let trackerDown = false;
  beforeAll(async () => {
    // Sweet Tracker for numbers the simulation did not issue: one delivered CJ parcel.
    tracker = await startHttpTestServer((request, response) => {
      if (trackerDown) {
        response.writeHead(502, { 'content-type': 'text/html' });
        return response.end('<html>Bad Gateway</html>');
      }
      const url = new URL(request.url, 'http://localhost');
      if (url.searchParams.get('t_invoice') !== '612345678905')
        return sendJson(response, 200, {
          status: false,
          code: '104',
          msg: '유효하지 않은 운송장번호 이거나 택배사 코드 입니다.',
        });
      sendJson(response, 200, {
        invoiceNo: '612345678905',
        level: 6,
        complete: true,
        trackingDetails: [
          { timeString: '2026-03-02 18:40:00', level: 2, kind: '집화처리', where: '인천서구' },
          { timeString: '2026-03-03 14:12:00', level: 6, kind: '배송완료', where: '부산해운대' },
        ],
      });
    });
  });
  afterAll(() => tracker.close());

  const t = useTestApp(() => ({
    reset: 'never',
    env: { CARRIER_SIMULATION_SPEED: '720', SWEET_TRACKER_URL: tracker.url, SWEET_TRACKER_KEY: 'key' },
  }));
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  it('answers a simulated parcel to anyone, with its scans in Seoul time', async () => {
    const invoiceNo = simulatedInvoiceNo('05');
    await insertWaybill(t.database.db, {
      parcel_company: '05',
      invoice_no: invoiceNo,
      provider: 'simulated',
      kind: 'outbound',
      reference: 'TEST',
      sorting: simulatedSorting('05', '48058'),
      sender_zip: '22850',
      recipient_zip: '48058',
      issued_at: t.app.clock.now(),
    });
    t.app.clock.advance(60 * 60 * 1000);
    const response = await get(`/api/tracking/parcel?parcelCompany=05&invoiceNo=${invoiceNo}`);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ parcelCompany: '05', invoiceNo });
    expect(body.events.length).toBeGreaterThan(0);
    expect(body.events[0]).toMatchObject({ status: 'at_pickup', description: '집화처리' });
    expect(body.events[0].time).toMatch(/\+09:00$/);
  });

  it('asks the configured tracker for other numbers, typed with spaces or hyphens', async () => {
    const response = await get('/api/tracking/parcel?parcelCompany=04&invoiceNo=6123-4567-8905');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ invoiceNo: '612345678905', status: 'delivered' });
    expect(response.json().events.map((e: { location: string }) => e.location)).toEqual([
      '인천서구',
      '부산해운대',
    ]);
  });

  it('is 404 for a number nobody knows, 400 with the field for one that does not fit, 503 when the tracker is down', async () => {
    const unknown = await get('/api/tracking/parcel?parcelCompany=04&invoiceNo=612345678916');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('NOT_FOUND');
    const malformed = await get('/api/tracking/parcel?parcelCompany=04&invoiceNo=12ab', { lang: 'en' });
    expect(malformed.statusCode).toBe(400);
    expect(Object.keys(malformed.json().fields)).toEqual(['invoiceNo']);
    trackerDown = true;
    try {
      const down = await get('/api/tracking/parcel?parcelCompany=04&invoiceNo=612345678905', { lang: 'en' });
      expect(down.statusCode).toBe(503);
      expect(down.json()).toMatchObject({
        code: 'CARRIER_UNAVAILABLE',
        message: expect.stringMatching(/carrier/i),
      });
    } finally {
      trackerDown = false;
    }
  });
});
