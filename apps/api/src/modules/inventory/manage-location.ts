import {
  type DownloadLink,
  isBuiltInLocationCode,
  type LocationLabelsRequest,
  locationLabelsRequestSchema,
  type UpdateWarehouseLocationRequest,
  updateWarehouseLocationRequestSchema,
  type WarehouseLocation,
  type WarehouseLocationKind,
} from '@baro/core';
import type { Kysely, Transaction } from 'kysely';
import type { AppDeps } from '../../app-deps.ts';
import type { Database } from '../../db/schema.ts';
import { transact } from '../../db/transact.ts';
import { AppError } from '../../http/app-error.ts';
import { PDF_CONTENT_TYPE, storeDocument } from '../documents/documents.api.ts';
import { renderLocationLabelsPdf } from '../labels/labels.api.ts';
import { type FloorCaller, floorSees } from '../warehouses/warehouses.api.ts';
import { presentLocation } from './list-locations.ts';
import {
  findLocationByCode,
  findLocationsForLabels,
  findLocationWithStock,
  holdsStock,
  type LocationRow,
  lockLocation,
  updateLocationRow,
} from './locations.repository.ts';

// Location management on the warehouse desk (issue 15): rename or re-kind a location, deactivate it
// (refused while it holds stock: LOCATION_NOT_EMPTY) or activate it again, print labels. A worker
// manages their own warehouse's locations (another warehouse's is 404); staff any. The warehouse's
// built-in areas — receiving dock, quarantine, outbound — are the system's (LOCATION_BUILT_IN).

type Deps = { db: Kysely<Database> };

/** The location locked for a change, when the caller sees its warehouse (else 404) and it is not built in. */
async function lockOwn(trx: Transaction<Database>, floor: FloorCaller, id: string): Promise<LocationRow> {
  const row = await lockLocation(trx, id);
  if (!row || !floorSees(floor, row.warehouse_id)) throw new AppError('NOT_FOUND');
  if (isBuiltInLocationCode(row.code)) throw new AppError('LOCATION_BUILT_IN');
  return row;
}

async function present(db: Kysely<Database> | Transaction<Database>, id: string): Promise<WarehouseLocation> {
  const row = await findLocationWithStock(db, id);
  if (!row) throw new Error(`location ${id} vanished`);
  return presentLocation(row);
}

/**
 * `PATCH /api/warehouse/locations/{id}`: another code (one the warehouse has is 409 CONFLICT, a
 * built-in area's LOCATION_BUILT_IN) or kind. The kind changes only while the location holds no
 * stock — stock would turn sellable or not under the team's feet (LOCATION_NOT_EMPTY). Balances,
 * pick tasks and the ledger point at the location, not its code, so they follow a rename.
 */
export async function updateLocation(
  deps: Deps,
  floor: FloorCaller,
  id: string,
  body: UpdateWarehouseLocationRequest,
): Promise<WarehouseLocation> {
  const request = updateWarehouseLocationRequestSchema.parse(body);
  return transact(deps.db, async (trx) => {
    const row = await lockOwn(trx, floor, id);
    const change: { code?: string; kind?: WarehouseLocationKind } = {};
    if (request.code !== undefined && request.code !== row.code) {
      if (isBuiltInLocationCode(request.code)) throw new AppError('LOCATION_BUILT_IN');
      if (await findLocationByCode(trx, row.warehouse_id, request.code)) throw new AppError('CONFLICT');
      change.code = request.code;
    }
    if (request.kind !== undefined && request.kind !== row.kind) {
      if (await holdsStock(trx, id)) throw new AppError('LOCATION_NOT_EMPTY');
      change.kind = request.kind;
    }
    if (Object.keys(change).length > 0) await updateLocationRow(trx, id, change);
    return present(trx, id);
  });
}

/**
 * `POST /api/warehouse/locations/{id}/deactivate` and `…/activate`: a deactivated location takes no
 * stock in (moves, receipts, counts and restocks refuse it) and stays in the history. Deactivating
 * is refused while it holds stock, on hand or reserved (LOCATION_NOT_EMPTY): the location is locked
 * first — stock going in holds a share lock on it — and the stock is read after that. A repeat is
 * harmless.
 */
export async function setLocationActive(
  deps: Deps,
  floor: FloorCaller,
  id: string,
  active: boolean,
): Promise<WarehouseLocation> {
  return transact(deps.db, async (trx) => {
    const row = await lockOwn(trx, floor, id);
    if (row.active !== active) {
      if (!active && (await holdsStock(trx, id))) throw new AppError('LOCATION_NOT_EMPTY');
      await updateLocationRow(trx, id, { active });
    }
    return present(trx, id);
  });
}

const KIND_NAMES: Record<WarehouseLocationKind, string> = {
  storage: '보관 Storage',
  receiving: '입고장 Receiving',
  quarantine: '격리 Quarantine',
  outbound: '출고 Outbound',
};

/**
 * `POST /api/warehouse/locations/labels`: one 4×6 in label per location (Code 128 of its code, the
 * code big, its parts named, the warehouse), in code order, as one PDF behind a download link. Every
 * id must be a location of the caller's warehouse (staff: any); else 404.
 */
export async function downloadLocationLabels(
  deps: Pick<AppDeps, 'db' | 'now' | 'storage'>,
  floor: FloorCaller,
  body: LocationLabelsRequest,
): Promise<DownloadLink> {
  const { ids } = locationLabelsRequestSchema.parse(body);
  const wanted = [...new Set(ids)];
  const rows = await findLocationsForLabels(deps.db, wanted);
  if (rows.length !== wanted.length || rows.some((row) => !floorSees(floor, row.warehouse_id)))
    throw new AppError('NOT_FOUND');
  const bytes = await renderLocationLabelsPdf(
    rows.map((row) => ({
      code: row.code,
      kindName: KIND_NAMES[row.kind],
      warehouseName: row.warehouse_name,
    })),
    '로케이션 라벨',
  );
  const first = rows[0]?.code ?? '';
  return storeDocument(deps, {
    bytes,
    fileName:
      rows.length === 1 ? `로케이션라벨_${first}.pdf` : `로케이션라벨_${first}_외${rows.length - 1}.pdf`,
    contentType: PDF_CONTENT_TYPE,
  });
}
