import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHanjinWaybillClient } from '../../src/modules/carriers/hanjin-waybill-client.ts';
import { sendJson, startHttpTestServer } from '../support/http-test-server.ts';

// Hanjin's waybill issuance (print-wbls) against a local server speaking its protocol: POST
// /v1/wbl/{client_id}/print-wbls with `x-api-key`, a batch `address_list`, and per-item results
// with the refined address's terminal and branch codes, or a result code refusing the address.
const request = {
  parcelCompany: '05' as const,
  kind: 'outbound' as const,
  reference: 'FO-20260302-0001',
  sender: {
    name: '바로풀필먼트',
    phone: '032-123-4567',
    address: '인천 서구 로봇랜드로 155-11',
    zipCode: '22850',
  },
  recipient: {
    name: '김민지',
    phone: '010-2345-6789',
    address: '부산 해운대구 센텀중앙로 79 1203호',
    zipCode: '48058',
  },
};

describe('Hanjin waybill adapter', () => {
  let server: Awaited<ReturnType<typeof startHttpTestServer>>;
  beforeAll(async () => {
    server = await startHttpTestServer((req, res) => {
      if (req.headers['x-api-key'] !== 'key-1') return sendJson(res, 401, { message: 'Unauthorized' });
      if (req.method !== 'POST' || req.url !== '/v1/wbl/BARO01/print-wbls')
        return sendJson(res, 404, { message: 'Not Found' });
      const body = JSON.parse(req.body) as {
        client_id: string;
        address_list: Array<{
          csr_num: string;
          address: string;
          snd_zip: string;
          rcv_zip: string;
          msg_key: string;
        }>;
      };
      if (body.client_id !== 'BARO01' || body.address_list.length < 1 || body.address_list.length > 100) {
        return sendJson(res, 400, { message: 'invalid request' });
      }
      if (body.address_list[0]?.address.includes('서버오류'))
        return sendJson(res, 500, { message: 'internal' });
      const results = body.address_list.map((item) =>
        item.rcv_zip === '99999' || item.csr_num !== '1234567'
          ? { msg_key: item.msg_key, result_code: 'E01', result_message: '주소 정제 실패', wbl_num: null }
          : {
              msg_key: item.msg_key,
              result_code: 'OK',
              result_message: '정상',
              s_tml_nam: '인천',
              s_tml_cod: '221',
              zip_cod: item.rcv_zip,
              tml_nam: '부산HUB',
              tml_cod: '481',
              cen_nam: '해운대집배점',
              cen_cod: '48102',
              pd_tim: '1',
              dom_rgn: '4',
              hub_cod: 'B',
              dom_mid: '02',
              es_cod: '305',
              grp_rnk: '12',
              es_nam: '홍길동',
              prt_add: item.address,
              wbl_num: '512345678904',
            },
      );
      sendJson(res, 200, {
        total_cnt: results.length,
        error_cnt: results.filter((r) => r.result_code !== 'OK').length,
        address_list: results,
      });
    });
  });
  afterAll(() => server.close());

  const client = (overrides: Partial<Parameters<typeof createHanjinWaybillClient>[0]> = {}) =>
    createHanjinWaybillClient({
      baseUrl: server.url,
      apiKey: 'key-1',
      clientId: 'BARO01',
      contractNo: '1234567',
      timeoutMs: 2000,
      ...overrides,
    });

  it('issues a number with the terminal and branch codes for the label', async () => {
    const waybill = await client().issue(request);
    expect(waybill).toEqual({
      invoiceNo: '512345678904',
      sorting: { code: '481-48102', subCode: '12-305', terminal: '부산HUB', branch: '해운대집배점' },
    });
    expect(JSON.parse(server.requests.at(-1)?.body ?? '{}')).toEqual({
      client_id: 'BARO01',
      address_list: [
        {
          csr_num: '1234567',
          address: request.recipient.address,
          snd_zip: '22850',
          rcv_zip: '48058',
          msg_key: 'FO-20260302-0001',
        },
      ],
    });
  });

  it('reports an address Hanjin cannot refine as a refusal', async () => {
    await expect(
      client().issue({ ...request, recipient: { ...request.recipient, zipCode: '99999' } }),
    ).rejects.toMatchObject({
      kind: 'refused',
      message: 'E01 주소 정제 실패',
    });
  });

  it('reports bad credentials and server errors as unavailable', async () => {
    await expect(client({ apiKey: 'wrong' }).issue(request)).rejects.toMatchObject({
      kind: 'unavailable',
      message: expect.stringContaining('401'),
    });
    await expect(
      client().issue({ ...request, recipient: { ...request.recipient, address: '서버오류 테스트 주소' } }),
    ).rejects.toMatchObject({
      kind: 'unavailable',
      message: expect.stringContaining('500'),
    });
  });
});
