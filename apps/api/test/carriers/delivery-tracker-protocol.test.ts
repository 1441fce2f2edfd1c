import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createDeliveryTrackerClient,
  TRACK_QUERY,
} from '../../src/modules/carriers/delivery-tracker-client.ts';
import { type RecordedRequest, sendJson, startHttpTestServer } from '../support/http-test-server.ts';

// The DeliveryTracker adapter against a local server that speaks its GraphQL protocol as
// documented: POST /graphql with `Authorization: TRACKQL-API-KEY id:secret`, `track(carrierId,
// trackingNumber)` answering `data.track.events.edges[].node`, and errors in `errors[]` with
// `extensions.code` (NOT_FOUND, BAD_REQUEST, UNAUTHENTICATED) on HTTP 200.
const CJ_NUMBER = '612345678905';

function answer(request: RecordedRequest) {
  const { query, variables } = JSON.parse(request.body) as {
    query: string;
    variables: { carrierId: string; trackingNumber: string };
  };
  if (request.headers.authorization !== 'TRACKQL-API-KEY client:secret') {
    return { errors: [{ message: 'Unauthenticated', extensions: { code: 'UNAUTHENTICATED' } }], data: null };
  }
  if (!query.includes('track(carrierId: $carrierId, trackingNumber: $trackingNumber)')) {
    return { errors: [{ message: 'Syntax Error', extensions: { code: 'GRAPHQL_PARSE_FAILED' } }] };
  }
  if (variables.trackingNumber === '000000000000') {
    return {
      errors: [{ message: '잘못된 운송장 번호입니다.', extensions: { code: 'BAD_REQUEST' } }],
      data: { track: null },
    };
  }
  if (variables.carrierId !== 'kr.cjlogistics' || variables.trackingNumber !== CJ_NUMBER) {
    return { errors: [{ message: 'Not Found', extensions: { code: 'NOT_FOUND' } }], data: { track: null } };
  }
  const node = (time: string, code: string, name: string, description: string, location: string) => ({
    node: { time, status: { code, name }, description, location: { name: location } },
  });
  return {
    data: {
      track: {
        lastEvent: { time: '2026-03-03T14:12:00+09:00', status: { code: 'DELIVERED', name: '배송완료' } },
        events: {
          edges: [
            node(
              '2026-03-02T18:40:00+09:00',
              'AT_PICKUP',
              '집화처리',
              '보내시는 고객님으로부터 상품을 인수받았습니다',
              '인천서구',
            ),
            node(
              '2026-03-02T22:05:00+09:00',
              'IN_TRANSIT',
              '간선상차',
              '물류터미널로 상품이 이동중입니다.',
              '인천서구',
            ),
            node(
              '2026-03-03T01:31:00+09:00',
              'IN_TRANSIT',
              '간선하차',
              '배송지역으로 상품이 이동중입니다.',
              '곤지암Hub',
            ),
            node(
              '2026-03-03T07:02:00+09:00',
              'OUT_FOR_DELIVERY',
              '배송출발',
              '고객님의 상품을 배송할 예정입니다.',
              '부산해운대',
            ),
            node(
              '2026-03-03T05:12:00Z',
              'DELIVERED',
              '배송완료',
              '고객님의 상품이 배송완료 되었습니다.',
              '부산해운대',
            ),
            node('2026-03-03T15:00:00+09:00', 'UNKNOWN', '반송', '반송 처리되었습니다.', '부산해운대'),
          ],
        },
      },
    },
  };
}

describe('DeliveryTracker adapter', () => {
  let server: Awaited<ReturnType<typeof startHttpTestServer>>;
  beforeAll(async () => {
    server = await startHttpTestServer(async (request, response) => {
      if (request.url !== '/graphql' || request.method !== 'POST')
        return sendJson(response, 404, { message: 'no' });
      // A gateway in front of the API failing: HTML, not GraphQL.
      if (request.body.includes('"trackingNumber":"111111111111"')) {
        response.writeHead(502, { 'content-type': 'text/html' });
        return response.end('<html>Bad Gateway</html>');
      }
      sendJson(response, 200, answer(request));
    });
  });
  afterAll(() => server.close());

  const client = (secret = 'secret', timeoutMs = 2000) =>
    createDeliveryTrackerClient({
      url: `${server.url}/graphql`,
      clientId: 'client',
      clientSecret: secret,
      timeoutMs,
    });

  it('sends the documented query and maps the events, keeping the carrier’s words and places', async () => {
    const events = await client().track('04', CJ_NUMBER);
    const sent = JSON.parse(server.requests.at(-1)?.body ?? '{}');
    expect(sent).toEqual({
      query: TRACK_QUERY,
      variables: { carrierId: 'kr.cjlogistics', trackingNumber: CJ_NUMBER },
    });
    expect(events?.map((e) => e.status)).toEqual([
      'at_pickup',
      'in_transit',
      'in_transit',
      'out_for_delivery',
      'delivered',
      'returning',
    ]);
    expect(events?.[0]).toEqual({
      time: '2026-03-02T18:40:00+09:00',
      status: 'at_pickup',
      description: '보내시는 고객님으로부터 상품을 인수받았습니다',
      location: '인천서구',
    });
    // A UTC time from the provider is shown in Seoul time.
    expect(events?.[4]?.time).toBe('2026-03-03T14:12:00+09:00');
  });

  it('answers null for an unknown number (NOT_FOUND)', async () => {
    expect(await client().track('08', '300000000007')).toBeNull();
  });

  it('turns BAD_REQUEST, bad credentials, a non-GraphQL answer and silence into carrier errors', async () => {
    await expect(client().track('04', '000000000000')).rejects.toMatchObject({ kind: 'bad_request' });
    await expect(client('wrong').track('04', CJ_NUMBER)).rejects.toMatchObject({
      kind: 'unavailable',
      message: expect.stringContaining('UNAUTHENTICATED'),
    });
    await expect(client().track('04', '111111111111')).rejects.toMatchObject({
      kind: 'unavailable',
      message: expect.stringContaining('HTTP 502'),
    });
    const silent = await startHttpTestServer(() => new Promise(() => {}));
    try {
      const slow = createDeliveryTrackerClient({
        url: `${silent.url}/graphql`,
        clientId: 'c',
        clientSecret: 's',
        timeoutMs: 300,
      });
      await expect(slow.track('04', CJ_NUMBER)).rejects.toMatchObject({
        kind: 'unavailable',
        message: expect.stringContaining('timed out'),
      });
    } finally {
      await silent.close();
    }
  });
});
