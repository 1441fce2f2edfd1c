import type { CreateLocationRequest, Language, TradeLocation, UpdateLocationRequest } from '@baro/core';
import type { AppDeps } from '../../app-deps.ts';
import { transact } from '../../db/transact.ts';
import { AppError } from '../../http/app-error.ts';
import { recordStaffChange, type StaffActor } from '../audit/audit.api.ts';
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
  actor: StaffActor,
  request: CreateLocationRequest,
): Promise<TradeLocation> {
  const now = deps.now();
  return transact(deps.db, async (trx) => {
    // The contract normalised the values (upper-case codes, trimmed names) and checked code vs kind.
    const inserted = await insertLocationRow(trx, request, now);
    if (!inserted) throw new AppError('CONFLICT');
    const row = await findLocationRow(trx, request.code);
    if (!row) throw new AppError('INTERNAL_ERROR');
    const after = presentLocation(row);
    await recordStaffChange(
      trx,
      actor,
      { action: 'location.create', target: after.code, targetIds: [after.code], before: null, after },
      now,
    );
    return after;
  });
}

/** `PATCH /api/admin/locations/{code}`: names, country or time zone; code and kind stay. */
export async function updateLocation(
  deps: Pick<AppDeps, 'db' | 'now'>,
  actor: StaffActor,
  code: string,
  changes: UpdateLocationRequest,
  lang: Language,
): Promise<TradeLocation> {
  const row = await transact(deps.db, async (trx) => {
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
    const now = deps.now();
    await updateLocationRow(trx, code, changes, now);
    const updated = await findLocationRow(trx, code);
    if (updated) {
      await recordStaffChange(
        trx,
        actor,
        {
          action: 'location.update',
          target: code,
          targetIds: [code],
          before: presentLocation(current),
          after: presentLocation(updated),
        },
        now,
      );
    }
    return updated;
  });
  if (!row) throw new AppError('INTERNAL_ERROR');
  return presentLocation(row);
}

/**
 * `DELETE /api/admin/locations/{code}`: refused with LOCATION_IN_USE while a schedule, rate,
 * estimate, bid or shipment names it. The row lock makes a concurrent new reference wait, and a
 * reference that still slips in is caught by the foreign key.
 */
export async function deleteLocation(
  deps: Pick<AppDeps, 'db' | 'now'>,
  actor: StaffActor,
  code: string,
): Promise<void> {
  try {
    await transact(deps.db, async (trx) => {
      const current = await lockLocationRow(trx, code);
      if (!current) throw new AppError('NOT_FOUND');
      if (await isLocationInUse(trx, code)) throw new AppError('LOCATION_IN_USE');
      await deleteLocationRow(trx, code);
      await recordStaffChange(
        trx,
        actor,
        {
          action: 'location.delete',
          target: code,
          targetIds: [code],
          before: presentLocation(current),
          after: null,
        },
        deps.now(),
      );
    });
  } catch (error) {
    if (isForeignKeyViolation(error)) throw new AppError('LOCATION_IN_USE', { cause: error });
    throw error;
  }
}
