import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from '../../src/env.ts';
import { createCarrierServices } from '../../src/modules/carriers/carrier-services.ts';
import { createSweetTrackerClient } from '../../src/modules/carriers/sweet-tracker-client.ts';
import { type RecordedRequest, sendJson, startHttpTestServer } from '../support/http-test-server.ts';
import { createTestDatabase } from '../support/test-database.ts';

// The Sweet Tracker adapter against a local server that speaks its REST protocol as documented:
// GET /api/v1/trackingInfo?t_key=&t_code=&t_invoice=, answering `trackingDetails[]` (`timeString`
// in Seoul time without an offset, `kind`, `where`, `level` 1–6) and, for errors, HTTP 200 with
// `{status: false, code, msg}` (101 bad key, 104 unknown number or code, 105/106 lookup limits).
const KEY = 'st-key-1';
const CJ_NUMBER = '612345678905';
const HANJIN_NUMBER = '412345678906';

const detail = (timeString: string, level: number, kind: string, where: string) => ({
  time: 0,
  timeString,
  code: null,
  where,
  kind,
  telno: '',
  telno2: '',
  remark: null,
  level,
  manName: '',
  manPic: '',
});

const error = (code: string, msg: string) => ({ status: false, code, msg });

function answer(request: RecordedRequest) {
  const url = new URL(request.url, 'http://localhost');
  const key = url.searchParams.get('t_key');
  const code = url.searchParams.get('t_code');
  const invoice = url.searchParams.get('t_invoice');
  if (!key || !code || !invoice) return error('102', '필수 파라미터가 없습니다.');
  if (key !== KEY) return error('101', '유효하지 않은 API KEY 입니다.');
  if (invoice === '555555555555') return error('105', '동일 운송장 일 조회 한도를 초과했습니다.');
  if (code === '04' && invoice === CJ_NUMBER) {
    const details = [
      detail('2026-03-02 18:40:00', 2, '집화처리', '인천서구'),
      detail('2026-03-02 22:05:00', 3, '간선상차', '인천서구'),
      detail('2026-03-03 01:31:00', 4, '간선하차', '곤지암Hub'),
      detail('2026-03-03 07:02', 5, '배송출발', '부산해운대'),
      // A detail with no readable time is left out.
      detail('', 5, '배송출발', '부산해운대'),
      detail('2026-03-03 14:12:00', 6, '배송완료', '부산해운대'),
    ];
    return {
      invoiceNo: CJ_NUMBER,
      senderName: '바로풀필먼트',
      receiverName: '김*지',
      receiverAddr: '부산 해운대구',
      itemName: '',
      level: 6,
      complete: true,
      completeYN: 'Y',
      result: 'Y',
      estimate: null,
      // Sweet Tracker does not promise an order: newest first here.
      trackingDetails: [...details].reverse(),
      firstDetail: details[0],
      lastDetail: details.at(-1),
      lastStateDetail: details.at(-1),
    };
  }
  if (code === '05' && invoice === HANJIN_NUMBER) {
    return {
      invoiceNo: HANJIN_NUMBER,
      level: 3,
      complete: false,
      completeYN: 'N',
      result: 'Y',
      trackingDetails: [
        { ...detail('', 2, '집화', '서울강남'), time: Date.parse('2026-03-04T09:10:00+09:00') },
        detail('2026-03-04 20:00:00', 3, '미배달(수취인 부재)', '서울강남'),
        detail('2026-03-05 10:00:00', 3, '반송출고', '서울강남'),
      ],
    };
  }
  if (invoice === '300000000007') {
    // A waybill the carrier holds but has not scanned yet (a live answer's shape).
    return {
      adUrl: null,
      complete: false,
      invoiceNo: invoice,
      itemImage: null,
      itemName: '',
      level: 0,
      receiverAddr: '',
      receiverName: '',
      recipient: '',
      result: 'N',
      senderName: '',
      orderNumber: null,
      estimate: null,
      productInfo: null,
      zipCode: null,
      completeYN: 'N',
    };
  }
  return error('104', '유효하지 않은 운송장번호 이거나 택배사 코드 입니다.');
}

describe('Sweet Tracker adapter', () => {
  let server: Awaited<ReturnType<typeof startHttpTestServer>>;
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    // Opened first: loading the database keeps the process busy, and a kept-alive connection
    // to the server could be closed under a request meanwhile.
    database = await createTestDatabase();
    server = await startHttpTestServer((request, response) => {
      if (request.method !== 'GET' || !request.url.startsWith('/api/v1/trackingInfo?'))
        return sendJson(response, 404, { status: 404, error: 'Not Found' });
      if (request.url.includes('t_invoice=111111111111')) {
        response.writeHead(502, { 'content-type': 'text/html' });
        return response.end('<html>Bad Gateway</html>');
      }
      sendJson(response, 200, answer(request));
    });
  });
  afterAll(async () => {
    await server.close();
    await database.close();
  });

  const client = (key = KEY, timeoutMs = 2000) =>
    createSweetTrackerClient({ url: `${server.url}/`, key, timeoutMs });

  it('asks trackingInfo with t_key, t_code and t_invoice and maps the details, oldest first', async () => {
    const events = await client().track('04', CJ_NUMBER);
    const sent = new URL(server.requests.at(-1)?.url ?? '', 'http://localhost');
    expect(sent.pathname).toBe('/api/v1/trackingInfo');
    expect(Object.fromEntries(sent.searchParams)).toEqual({ t_key: KEY, t_code: '04', t_invoice: CJ_NUMBER });
    expect(events?.map((event) => [event.status, event.description])).toEqual([
      ['at_pickup', '집화처리'],
      ['in_transit', '간선상차'],
      ['in_transit', '간선하차'],
      ['out_for_delivery', '배송출발'],
      ['delivered', '배송완료'],
    ]);
    // Seoul time without an offset becomes an ISO time with +09:00; the place is kept.
    expect(events?.[0]).toEqual({
      time: '2026-03-02T18:40:00+09:00',
      status: 'at_pickup',
      description: '집화처리',
      location: '인천서구',
    });
    expect(events?.[3]?.time).toBe('2026-03-03T07:02:00+09:00');
  });

  it('lets the stage words say what levels cannot (부재, 반송), and reads an epoch time', async () => {
    const events = await client().track('05', HANJIN_NUMBER);
    expect(events).toEqual([
      { time: '2026-03-04T09:10:00+09:00', status: 'at_pickup', description: '집화', location: '서울강남' },
      {
        time: '2026-03-04T20:00:00+09:00',
        status: 'attempt_fail',
        description: '미배달(수취인 부재)',
        location: '서울강남',
      },
      {
        time: '2026-03-05T10:00:00+09:00',
        status: 'returning',
        description: '반송출고',
        location: '서울강남',
      },
    ]);
  });

  it('answers null for a number it does not know (104) or has no scans for yet (result N)', async () => {
    expect(await client().track('08', '312345678901')).toBeNull();
    expect(await client().track('08', '300000000007')).toBeNull();
  });

  it('turns a refused key, a lookup limit, a non-JSON answer and silence into carrier errors, never showing the key', async () => {
    const refused = client('wrong-key').track('04', CJ_NUMBER);
    await expect(refused).rejects.toMatchObject({
      kind: 'unavailable',
      message: expect.stringContaining('(101)'),
    });
    await expect(refused).rejects.not.toMatchObject({ message: expect.stringContaining('wrong-key') });
    await expect(client().track('04', '555555555555')).rejects.toMatchObject({
      kind: 'unavailable',
      message: expect.stringContaining('(105)'),
    });
    await expect(client().track('04', '111111111111')).rejects.toMatchObject({
      kind: 'unavailable',
      message: expect.stringContaining('HTTP 502'),
    });
    const silent = await startHttpTestServer(() => new Promise(() => {}));
    try {
      const slow = createSweetTrackerClient({ url: silent.url, key: KEY, timeoutMs: 300 });
      await expect(slow.track('04', CJ_NUMBER)).rejects.toMatchObject({
        kind: 'unavailable',
        message: 'Sweet Tracker timed out',
      });
    } finally {
      await silent.close();
    }
  });

  it('is the tracking provider when configured, for numbers the simulation did not issue', async () => {
    const env = loadEnv({ SWEET_TRACKER_URL: server.url, SWEET_TRACKER_KEY: KEY });
    const services = createCarrierServices({ env, db: database.db, now: () => new Date() });
    const events = await services.track('04', CJ_NUMBER);
    expect(events?.at(-1)?.status).toBe('delivered');
    expect(server.requests.at(-1)?.url).toContain(`t_invoice=${CJ_NUMBER}`);
  });

  it('needs a choice when both real trackers are configured, and a key for the one chosen', () => {
    const both = {
      SWEET_TRACKER_KEY: KEY,
      DELIVERY_TRACKER_CLIENT_ID: 'id',
      DELIVERY_TRACKER_CLIENT_SECRET: 'secret',
    };
    expect(() => loadEnv(both)).toThrow(EnvError);
    expect(loadEnv({ ...both, TRACKING_PROVIDER: 'sweettracker' }).TRACKING_PROVIDER).toBe('sweettracker');
    expect(() => loadEnv({ TRACKING_PROVIDER: 'sweettracker' })).toThrow(/SWEET_TRACKER_KEY/);
  });
});
