import { downloadLinkSchema } from '@baro/core';
import { expect } from 'vitest';
import { newId } from '../../src/db/new-id.ts';
import { createTeam, createWorker, type TestUser } from './accounts.ts';
import type { TestApp } from './test-app.ts';
import type { TestDatabase } from './test-database.ts';

// Fulfillment fixtures (issue 13): a warehouse, a team whose application is approved for it, and
// the floor's worker; uploads and downloads through the real files and storage paths.

let counter = 0;

export async function createWarehouse(
  database: TestDatabase,
  options: { cutOffTime?: string; name?: string } = {},
) {
  const id = newId('wh');
  await database.db
    .insertInto('warehouses')
    .values({
      id,
      code: `T${Date.now().toString(36).toUpperCase()}${(counter++).toString(36).toUpperCase()}`,
      name: options.name ?? `테스트 센터 ${id.slice(-4)}`,
      address: '인천광역시 중구 공항동로 1',
      zip_code: '22382',
      phone: '032-123-4567',
      ...(options.cutOffTime ? { cut_off_time: options.cutOffTime } : {}),
    })
    .execute();
  return id;
}

/** A team with an application in `status` (approved for `warehouseId`, a new warehouse by default). */
export async function createFulfillmentTeam(
  database: TestDatabase,
  options: { status?: 'approved' | 'pending' | 'rejected'; warehouseId?: string; teamName?: string } = {},
): Promise<{ teamId: string; master: TestUser; warehouseId: string; applicationId: string }> {
  const status = options.status ?? 'approved';
  const warehouseId = options.warehouseId ?? (await createWarehouse(database));
  const { teamId, master } = await createTeam(
    database,
    options.teamName ? { teamName: options.teamName } : {},
  );
  const applicationId = newId('fap');
  await database.db
    .insertInto('fulfillment_applications')
    .values({
      id: applicationId,
      team_id: teamId,
      status,
      company_name: '테스트무역',
      business_number: '2208162517',
      representative: '김대표',
      contact_name: '이담당',
      contact_phone: '010-1234-5678',
      monthly_orders: 100,
      product_category: '생활용품',
      memo: null,
      reject_reason: status === 'rejected' ? '서류 미비' : null,
      warehouse_id: status === 'approved' ? warehouseId : null,
      applied_by: master.id,
      decided_at: status === 'pending' ? null : new Date(),
    })
    .execute();
  return { teamId, master, warehouseId, applicationId };
}

/** A worker of the warehouse. */
export const createFloorWorker = (database: TestDatabase, warehouseId: string) =>
  createWorker(database, { warehouseId });

/** Uploads bytes through `/api/fulfillment/file/upload` as `as` would; answers the key. */
export async function uploadFulfillmentFile(
  app: TestApp,
  as: Record<string, string>,
  bytes: Uint8Array,
  fileName = 'sheet.xlsx',
  mimeType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/fulfillment/file/upload',
    headers: as,
    payload: [{ fileName, mimeType, size: bytes.byteLength }],
  });
  expect(response.statusCode, response.body).toBe(200);
  const [signed] = response.json() as { key: string; preSignedUrl: string }[];
  if (!signed) throw new Error('no upload URL');
  const url = new URL(signed.preSignedUrl);
  const put = await app.inject({
    method: 'PUT',
    url: `${url.pathname}${url.search}`,
    headers: { 'content-type': mimeType },
    payload: Buffer.from(bytes),
  });
  expect(put.statusCode, put.body).toBe(200);
  return signed.key;
}

/** Follows a download link (served by the API for the local storage driver): the bytes and their type. */
export async function followDownload(app: TestApp, link: unknown) {
  const { preSignedUrl } = downloadLinkSchema.parse(link);
  const url = new URL(preSignedUrl);
  const response = await app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
  expect(response.statusCode).toBe(200);
  return {
    bytes: new Uint8Array(response.rawPayload),
    contentType: String(response.headers['content-type']),
  };
}
