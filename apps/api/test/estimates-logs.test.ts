import { spawnSync } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { downloadLinkSchema, emailEstimateResponseSchema, estimateSearchResultSchema } from '@baro/core';
import { describe, expect, it } from 'vitest';
import { PDF_CONTENT_TYPE, XLSX_CONTENT_TYPE } from '../src/modules/documents/content-types.ts';
import { readXlsx } from '../src/modules/documents/render-xlsx.ts';
import {
  authHeaders,
  createCustomer,
  createPartnerAdmin,
  createStaff,
  createTeam,
} from './support/accounts.ts';

import {
  app,
  BLUE,
  database,
  dir,
  insertLclRates,
  lclSearch,
  searchOk,
  useEstimatesWorld,
} from './support/estimates-world.ts';

// Instant quotes, after the search: reading logs back across teams; quotation downloads (PDF text
// through poppler's pdftotext, XLSX read back); e-mailing.

useEstimatesWorld();

describe('reading, downloading and e-mailing a logged search', () => {
  const run = (tool: string, args: string[]) => {
    const result = spawnSync(tool, args, { encoding: 'utf8' });
    if (result.error) throw result.error;
    if (result.status !== 0) throw new Error(`${tool} exited ${result.status}: ${result.stderr}`);
    return result.stdout;
  };
  let files = 0;
  const pdfText = async (bytes: Uint8Array) => {
    const path = join(dir, `quotation-${++files}.pdf`);
    await writeFile(path, bytes);
    return run('pdftotext', ['-layout', path, '-']);
  };

  async function fetchLink(body: unknown, contentType: string): Promise<Uint8Array> {
    const { preSignedUrl, expirationTime } = downloadLinkSchema.parse(body);
    expect(Date.parse(expirationTime)).toBeGreaterThan(app.clock.now().getTime());
    const url = new URL(preSignedUrl);
    const response = await app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(contentType);
    return new Uint8Array(response.rawPayload);
  }

  const download = (payload: object, headers: Record<string, string> = {}) =>
    app.inject({ method: 'PUT', url: '/api/searchEstimate/download', payload, headers });
  const emailedDownload = (id: string, payload: object, headers: Record<string, string> = {}) =>
    app.inject({ method: 'PUT', url: `/api/searchEstimate/download/${id}`, payload, headers });
  const read = (id: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url: `/api/searchEstimate/${id}`, headers });

  it('reads an anonymous log back by its id, in the reader language', async () => {
    await insertLclRates();
    const result = await searchOk(lclSearch());
    const again = await read(result.estimateLogId, { lang: 'en' });
    expect(again.statusCode).toBe(200);
    const body = estimateSearchResultSchema.parse(again.json());
    expect(body.estimates.map((e) => e.totalKRW)).toEqual(result.estimates.map((e) => e.totalKRW));
    expect(body.estimates[1]?.lines[0]?.name).toBe('Ocean freight (LCL)');
    expect(body.createdAt).toBe(result.createdAt);
    expect((await read('elog_doesnotexist00000000')).statusCode).toBe(404);
  });

  it('keeps a team log to the team: other teams, other users and visitors get 404', async () => {
    await insertLclRates();
    const { teamId, master } = await createTeam(database);
    const teammate = await createCustomer(database, { teamId });
    const outsider = await createCustomer(database);
    const staff = await createStaff(database);
    const partner = await createPartnerAdmin(database);
    const result = await searchOk(lclSearch(), await authHeaders(app, database, master));
    const [first] = result.estimates;
    if (!first) throw new Error('no estimate');

    expect((await read(result.estimateLogId, await authHeaders(app, database, teammate))).statusCode).toBe(
      200,
    );
    for (const other of [outsider, staff, partner]) {
      const headers = await authHeaders(app, database, other);
      expect((await read(result.estimateLogId, headers)).statusCode).toBe(404);
      const denied = await download({ estimateLogId: result.estimateLogId, estimateId: first.id }, headers);
      expect(denied.statusCode).toBe(404);
      expect(denied.json().code).toBe('NOT_FOUND');
      const emailed = await emailedDownload(
        first.id,
        { estimateLogId: result.estimateLogId, freightType: 'LCL' },
        headers,
      );
      expect(emailed.statusCode).toBe(404);
    }
    expect((await read(result.estimateLogId)).statusCode).toBe(404);
    expect((await download({ estimateLogId: result.estimateLogId, estimateId: first.id })).statusCode).toBe(
      404,
    );

    // A staff member's own search (no team) is theirs alone.
    const staffLog = await searchOk(lclSearch(), await authHeaders(app, database, staff));
    expect((await read(staffLog.estimateLogId, await authHeaders(app, database, staff))).statusCode).toBe(
      200,
    );
    expect((await read(staffLog.estimateLogId, await authHeaders(app, database, master))).statusCode).toBe(
      404,
    );
    expect((await read(staffLog.estimateLogId)).statusCode).toBe(404);
  });

  it('downloads a Korean PDF quotation with the lane, the lines and the totals', async () => {
    await insertLclRates();
    const { master } = await createTeam(database);
    const headers = await authHeaders(app, database, master);
    const result = await searchOk(
      lclSearch({ services: { customsClearance: true }, cargoDescription: '면 티셔츠' }),
      headers,
    );
    const blue = result.estimates.find((e) => e.partner.id === BLUE);
    if (!blue) throw new Error('no estimate');
    const response = await download({ estimateLogId: result.estimateLogId, estimateId: blue.id }, headers);
    expect(response.statusCode, response.body).toBe(200);
    const text = await pdfText(await fetchLink(response.json(), PDF_CONTENT_TYPE));
    for (const expected of [
      '바로 견적서',
      // The supplier block (issue 18), from @baro/core's company details when SUPPLIER_* are unset.
      '공급자',
      '(주)바로로지스',
      '사업자등록번호',
      '000-00-00000',
      '대표자',
      '상하이 (CNSHA)',
      '부산 (KRPUS)',
      'Blue Ocean Logistics',
      'SITC',
      '해상운임 (LCL)',
      // Rate charges by the catalogue's name (issue 18), Baro's fees as Baro's estimate (ADR 0018).
      '서류발급비 (DOC)',
      '수입 통관 수수료',
      '바로 예상',
      '601,682원',
      'USD 435.84',
      '1 USD',
      '1,380.5원',
      'FOB',
      // The commodity typed with the search (issue 18).
      '품명',
      '면 티셔츠',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).toMatch(/BQ-\d{8}-\w{6}-02/);
  });

  it('downloads the e-mailed estimate (English) and checks its freight type', async () => {
    await insertLclRates();
    const result = await searchOk(lclSearch({ cargoDescription: 'Cotton T-shirts' }));
    const [first] = result.estimates;
    if (!first) throw new Error('no estimate');
    const response = await emailedDownload(
      first.id,
      { estimateLogId: result.estimateLogId, freightType: 'LCL' },
      { lang: 'en' },
    );
    expect(response.statusCode, response.body).toBe(200);
    const text = await pdfText(await fetchLink(response.json(), PDF_CONTENT_TYPE));
    for (const expected of [
      'Baro Quotation',
      'Shanghai (CNSHA)',
      'Busan (KRPUS)',
      'KRW 545,584',
      'USD 395.21',
      'Commodity',
      'Cotton T-shirts',
    ]) {
      expect(text).toContain(expected);
    }
    const wrongType = await emailedDownload(first.id, {
      estimateLogId: result.estimateLogId,
      freightType: 'FCL',
    });
    expect(wrongType.statusCode).toBe(404);
    const wrongId = await emailedDownload('est_nosuchestimate0000', {
      estimateLogId: result.estimateLogId,
      freightType: 'LCL',
    });
    expect(wrongId.statusCode).toBe(404);
  });

  it('downloads the quotation as XLSX', async () => {
    await insertLclRates();
    const result = await searchOk(lclSearch({ services: { customsClearance: true } }));
    const [first] = result.estimates;
    if (!first) throw new Error('no estimate');
    const response = await download({
      estimateLogId: result.estimateLogId,
      estimateId: first.id,
      format: 'xlsx',
    });
    expect(response.statusCode, response.body).toBe(200);
    const [sheet, rates] = await readXlsx(await fetchLink(response.json(), XLSX_CONTENT_TYPE));
    expect(sheet?.sheetName).toBe('견적서');
    const rows = sheet?.rows ?? [];
    expect(String(rows[0]?.[0])).toMatch(/^바로 견적서 BQ-/);
    expect(rows).toContainEqual(['해상운임 (LCL)', '운임', 'R/T', 7.2, 40, 'USD', 288]);
    expect(rows).toContainEqual(['CFS 작업료', '도착지', 'R/T', 7.2, 15_000, 'KRW', 108_000]);
    // Baro's fee for the requested service, labelled as Baro's estimate, not the forwarder's (ADR 0018).
    expect(rows).toContainEqual([
      '수입 통관 수수료',
      '바로 예상 비용 (요청 서비스)',
      'B/L',
      1,
      33_000,
      'KRW',
      33_000,
    ]);
    expect(rows.map((row) => String(row[0]))).toContain(
      "※ '바로 예상 비용'은 포워더의 견적이 아닌, 요청하신 서비스에 대한 바로의 예상 금액입니다",
    );
    expect(rows).toContainEqual(['합계 (원화)', null, null, null, null, 'KRW', 578_584]);
    expect(rates?.rows).toContainEqual(['USD', 1380.5]);
  });

  it('e-mails an estimate to the member, in their language, with a link to the estimate page', async () => {
    await insertLclRates();
    const { master } = await createTeam(database, { locale: 'en', name: 'Kim Baro' });
    const headers = await authHeaders(app, database, master);
    const result = await searchOk(lclSearch(), headers);
    const [first] = result.estimates;
    if (!first) throw new Error('no estimate');
    const response = await app.inject({
      method: 'POST',
      url: `/api/searchEstimate/${result.estimateLogId}/email`,
      payload: { estimateId: first.id },
      headers,
    });
    expect(response.statusCode, response.body).toBe(202);
    expect(emailEstimateResponseSchema.parse(response.json())).toEqual({ email: master.email });
    const mail = await database.db
      .selectFrom('outbox_emails')
      .selectAll()
      .where('to_address', '=', master.email)
      .executeTakeFirstOrThrow();
    expect(mail).toMatchObject({ template: 'estimate-quotation', locale: 'en' });
    expect(mail.subject).toBe('[Baro] Freight estimate: Shanghai → Busan LCL KRW 545,584');
    expect(mail.text_body).toContain('Hello Kim Baro,');
    expect(mail.text_body).toContain('Forwarder: Eastern Star Forwarding');
    expect(mail.text_body).toContain('Total: KRW 545,584 (about USD 395.21)');
    const link = `http://localhost:3000/forwarding/estimate/${result.estimateLogId}?estimateId=${first.id}&freightType=LCL`;
    expect(mail.text_body).toContain(link);

    // Another team's log, or an estimate not in the log: not found, and nothing is sent.
    const outsider = await createCustomer(database);
    const denied = await app.inject({
      method: 'POST',
      url: `/api/searchEstimate/${result.estimateLogId}/email`,
      payload: { estimateId: first.id },
      headers: await authHeaders(app, database, outsider),
    });
    expect(denied.statusCode).toBe(404);
    const missing = await app.inject({
      method: 'POST',
      url: `/api/searchEstimate/${result.estimateLogId}/email`,
      payload: { estimateId: 'est_nosuchestimate0000' },
      headers,
    });
    expect(missing.statusCode).toBe(404);
    expect(await database.db.selectFrom('outbox_emails').select('id').execute()).toHaveLength(1);
  });

  it('lets a member e-mail an estimate they searched before logging in (Korean)', async () => {
    await insertLclRates();
    const result = await searchOk(lclSearch());
    const member = await createCustomer(database, { name: '김바로' });
    const response = await app.inject({
      method: 'POST',
      url: `/api/searchEstimate/${result.estimateLogId}/email`,
      payload: { estimateId: result.estimates[0]?.id },
      headers: await authHeaders(app, database, member),
    });
    expect(response.statusCode).toBe(202);
    const mail = await database.db.selectFrom('outbox_emails').selectAll().executeTakeFirstOrThrow();
    expect(mail.subject).toBe('[바로] 운임 견적: 상하이 → 부산 LCL 545,584원');
    expect(mail.text_body).toContain('김바로님, 안녕하세요.');
  });
});
