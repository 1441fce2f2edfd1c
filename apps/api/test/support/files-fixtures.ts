import { sql } from 'kysely';
import { newId } from '../../src/db/new-id.ts';
import type { BidStatus } from '../../src/db/schema.ts';
import { authHeaders, createCustomer, createPartnerAdmin, createStaff, createTeam } from './accounts.ts';
import type { TestApp } from './test-app.ts';
import type { TestDatabase } from './test-database.ts';

// Entities files are bound to, and the bytes of small real files, for the file tests.

export const SAMPLE_FILES = {
  pdf: new TextEncoder().encode(
    '%PDF-1.4\n%\u00e2\u00e3\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n%%EOF\n',
  ),
  png: Uint8Array.from([
    0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52, 0x00,
    0x00, 0x00, 0x01, 0x00, 0x00, 0x00, 0x01, 0x08, 0x06, 0x00, 0x00, 0x00, 0x1f, 0x15, 0xc4, 0x89, 0x00,
    0x00, 0x00, 0x0a, 0x49, 0x44, 0x41, 0x54, 0x78, 0x9c, 0x63, 0x00, 0x01, 0x00, 0x00, 0x05, 0x00, 0x01,
    0x0d, 0x0a, 0x2d, 0xb4, 0x00, 0x00, 0x00, 0x00, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82,
  ]),
  /** An ELF executable's first bytes: what a `.pdf` must never be. */
  elf: (() => {
    const bytes = new Uint8Array(512);
    bytes.set([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00]);
    return bytes;
  })(),
  csv: new TextEncoder().encode('품명,수량\n볼트,100\n너트,200\n'),
} as const;

async function ensureLocations(database: TestDatabase) {
  await sql`insert into locations (code, kind, name_ko, name_en, country_code, time_zone) values
    ('KRPUS', 'sea', '부산', 'Busan', 'KR', 'Asia/Seoul'),
    ('USLAX', 'sea', '로스앤젤레스', 'Los Angeles', 'US', 'America/Los_Angeles')
    on conflict (code) do nothing`.execute(database.db);
}

export async function createBid(
  database: TestDatabase,
  options: { teamId: string; createdBy: string; status?: BidStatus },
): Promise<string> {
  await ensureLocations(database);
  const id = newId('bid');
  await database.db
    .insertInto('bids')
    .values({
      id,
      number: `BID-20300115-${id.slice(-6)}`,
      team_id: options.teamId,
      created_by: options.createdBy,
      status: options.status ?? 'waiting',
      freight_type: 'LCL',
      pol: 'KRPUS',
      pod: 'USLAX',
      incoterms: 'FOB',
      cargo_ready_date: '2030-01-15',
      cargo: JSON.stringify({ description: '부품' }),
      deadline: new Date(Date.now() + 86_400_000),
    })
    .execute();
  return id;
}

export async function createShipment(
  database: TestDatabase,
  options: {
    teamId: string;
    createdBy: string;
    partnerId: string;
    partnerUserId: string;
    status?: 'in_progress' | 'completed';
  },
): Promise<string> {
  const bidId = await createBid(database, { ...options, status: 'in_progress' });
  const quoteId = newId('bq');
  await database.db
    .insertInto('bid_quotes')
    .values({
      id: quoteId,
      bid_id: bidId,
      partner_id: options.partnerId,
      created_by: options.partnerUserId,
      status: 'active',
      lines: JSON.stringify([]),
      total_krw: 1_000_000,
      total_usd: 750,
      valid_until: '2030-02-01',
      transit_days: 14,
      carrier: 'HMM',
    })
    .execute();
  const id = newId('shp');
  await database.db
    .insertInto('shipments')
    .values({
      id,
      bid_id: bidId,
      quote_id: quoteId,
      team_id: options.teamId,
      partner_id: options.partnerId,
      status: options.status ?? 'in_progress',
      freight_type: 'LCL',
      pol: 'KRPUS',
      pod: 'USLAX',
    })
    .execute();
  return id;
}

export async function createEstimateLog(
  database: TestDatabase,
  options: { userId?: string | null; teamId?: string | null } = {},
): Promise<string> {
  await ensureLocations(database);
  const id = newId('est');
  await database.db
    .insertInto('estimate_logs')
    .values({
      id,
      user_id: options.userId ?? null,
      team_id: options.teamId ?? null,
      client_address: options.userId ? null : '127.0.0.1',
      freight_type: 'LCL',
      pol: 'KRPUS',
      pod: 'USLAX',
      request: JSON.stringify({}),
      estimates: JSON.stringify([]),
      rate_date: '2030-01-10',
    })
    .execute();
  return id;
}

/** The path and query of a URL on this API (app.inject takes no host). */
export const localPath = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
};

/**
 * Sends bytes to a presigned upload URL: through app.inject when it is this API's (local driver),
 * over HTTP otherwise (an S3-compatible server). Answers the status code.
 */
export async function putToSignedUrl(
  app: TestApp,
  url: string,
  bytes: Uint8Array,
  contentType: string,
  headers: Record<string, string> = {},
): Promise<number> {
  if (new URL(url).pathname.startsWith('/api/storage/')) {
    const response = await app.inject({
      method: 'PUT',
      url: localPath(url),
      headers: { 'content-type': contentType, ...headers },
      payload: Buffer.from(bytes),
    });
    return response.statusCode;
  }
  const response = await fetch(url, {
    method: 'PUT',
    body: Buffer.from(bytes),
    headers: { 'content-type': contentType, ...headers },
  });
  await response.arrayBuffer();
  return response.status;
}

/** Fetches a presigned download URL the same way: status, headers and body. */
export async function getFromSignedUrl(
  app: TestApp,
  url: string,
): Promise<{ status: number; headers: Record<string, string>; body: Uint8Array }> {
  if (new URL(url).pathname.startsWith('/api/storage/')) {
    const response = await app.inject({ method: 'GET', url: localPath(url) });
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(response.headers)) headers[name] = String(value);
    return { status: response.statusCode, headers, body: new Uint8Array(response.rawPayload) };
  }
  const response = await fetch(url);
  return {
    status: response.status,
    headers: Object.fromEntries(response.headers),
    body: new Uint8Array(await response.arrayBuffer()),
  };
}

/**
 * Two teams (A with a master, an admin and a member; B with a master), two partners, staff, an
 * open bid and a closed bid of team A, an in-progress and a completed shipment of team A carried
 * by partner 1, and a non-member's estimate log; with each account's auth headers.
 */
export async function createFileWorld(app: TestApp, database: TestDatabase) {
  const teamA = await createTeam(database);
  const adminA = await createCustomer(database, { teamId: teamA.teamId, role: 'admin' });
  const memberA = await createCustomer(database, { teamId: teamA.teamId, role: 'member' });
  const teamB = await createTeam(database);
  const partner1 = await createPartnerAdmin(database);
  const partner2 = await createPartnerAdmin(database);
  const staff = await createStaff(database);
  const openBid = await createBid(database, {
    teamId: teamA.teamId,
    createdBy: teamA.master.id,
    status: 'waiting',
  });
  const closedBid = await createBid(database, {
    teamId: teamA.teamId,
    createdBy: teamA.master.id,
    status: 'accepted',
  });
  const shipment = await createShipment(database, {
    teamId: teamA.teamId,
    createdBy: teamA.master.id,
    partnerId: partner1.partnerId as string,
    partnerUserId: partner1.id,
  });
  const completedShipment = await createShipment(database, {
    teamId: teamA.teamId,
    createdBy: teamA.master.id,
    partnerId: partner1.partnerId as string,
    partnerUserId: partner1.id,
    status: 'completed',
  });
  const nonMemberLog = await createEstimateLog(database);
  const memberLog = await createEstimateLog(database, { userId: teamA.master.id, teamId: teamA.teamId });
  return {
    teamA,
    teamB,
    users: { masterA: teamA.master, adminA, memberA, masterB: teamB.master, partner1, partner2, staff },
    headers: {
      masterA: await authHeaders(app, database, teamA.master),
      adminA: await authHeaders(app, database, adminA),
      memberA: await authHeaders(app, database, memberA),
      masterB: await authHeaders(app, database, teamB.master),
      partner1: await authHeaders(app, database, partner1),
      partner2: await authHeaders(app, database, partner2),
      staff: await authHeaders(app, database, staff),
    },
    openBid,
    closedBid,
    shipment,
    completedShipment,
    nonMemberLog,
    memberLog,
  };
}
export type FileWorld = Awaited<ReturnType<typeof createFileWorld>>;

/** Asks for one upload URL and sends the bytes; answers the key. */
export async function uploadFile(
  app: TestApp,
  headers: Record<string, string>,
  file: { fileName: string; mimeType: string; bytes: Uint8Array },
  options: { path?: string; remoteAddress?: string } = {},
): Promise<string> {
  const path = options.path ?? '/api/file/upload';
  const option = { fileName: file.fileName, mimeType: file.mimeType, size: file.bytes.length };
  const response = await app.inject({
    method: 'POST',
    url: path,
    headers,
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
    payload: path.startsWith('/api/fulfillment/')
      ? [option]
      : { presignedUrlOptions: [option], isPublic: false },
  });
  if (response.statusCode !== 200) throw new Error(`upload presign failed: ${response.body}`);
  const [upload] = response.json() as { key: string; preSignedUrl: string }[];
  if (!upload) throw new Error('no upload answered');
  const status = await putToSignedUrl(app, upload.preSignedUrl, file.bytes, file.mimeType);
  if (status !== 200) throw new Error(`upload PUT answered ${status}`);
  return upload.key;
}
