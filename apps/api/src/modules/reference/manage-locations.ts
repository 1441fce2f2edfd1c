import type { CreateLocationRequest, Language, TradeLocation, UpdateLocationRequest } from '@baro/core';
import type { AppDeps } from '../../app-deps.ts';
import { AppError } from '../../http/app-error.ts';
import {
  deleteLocationRow,
  findLocationRow,
  insertLocationRow,
  isLocationInUse,
  lockLocationRow,
  updateLocationRow,
} from './locations.repository.ts';
import { presentLocation } from './present-reference.ts';
import { REFERENCE_FIELD_MESSAGES, whyLocationCodeMismatch } from './reference.rules.ts';

const isForeignKeyViolation = (error: unknown) => (error as { code?: string } | null)?.code === '23503';

/** `POST /api/admin/locations`: a new port or airport; a code already there is a CONFLICT. */
export async function createLocation(
  deps: Pick<AppDeps, 'db' | 'now'>,
  request: CreateLocationRequest,
): Promise<TradeLocation> {
  // The contract normalised the values (upper-case codes, trimmed names) and checked code vs kind.
  const inserted = await insertLocationRow(deps.db, request, deps.now());
  if (!inserted) throw new AppError('CONFLICT');
  const row = await findLocationRow(deps.db, request.code);
  if (!row) throw new AppError('INTERNAL_ERROR');
  return presentLocation(row);
}

/** `PATCH /api/admin/locations/{code}`: names, country or time zone; code and kind stay. */
export async function updateLocation(
  deps: Pick<AppDeps, 'db' | 'now'>,
  code: string,
  changes: UpdateLocationRequest,
  lang: Language,
): Promise<TradeLocation> {
  const row = await deps.db.transaction().execute(async (trx) => {
    const current = await lockLocationRow(trx, code);
    if (!current) throw new AppError('NOT_FOUND');
    const mismatch = whyLocationCodeMismatch({
      code: current.code,
      kind: current.kind,
      countryCode: changes.countryCode ?? current.country_code,
    });
    if (mismatch === 'countryCode') {
      throw new AppError('VALIDATION_FAILED', {
        fields: { countryCode: REFERENCE_FIELD_MESSAGES[lang].countryMismatch },
      });
    }
    await updateLocationRow(trx, code, changes, deps.now());
    return findLocationRow(trx, code);
  });
  if (!row) throw new AppError('INTERNAL_ERROR');
  return presentLocation(row);
}

/**
 * `DELETE /api/admin/locations/{code}`: refused with LOCATION_IN_USE while a schedule, rate,
 * estimate, bid or shipment names it. The row lock makes a concurrent new reference wait, and a
 * reference that still slips in is caught by the foreign key.
 */
export async function deleteLocation(deps: Pick<AppDeps, 'db'>, code: string): Promise<void> {
  try {
    await deps.db.transaction().execute(async (trx) => {
      const current = await lockLocationRow(trx, code);
      if (!current) throw new AppError('NOT_FOUND');
      if (await isLocationInUse(trx, code)) throw new AppError('LOCATION_IN_USE');
      await deleteLocationRow(trx, code);
    });
  } catch (error) {
    if (isForeignKeyViolation(error)) throw new AppError('LOCATION_IN_USE', { cause: error });
    throw error;
  }
}
