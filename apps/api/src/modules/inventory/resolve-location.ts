import { fulfillmentMessage, type Language, normalizeLocationCode } from '@baro/core';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { findLocationsByCodes, type LocationRow } from './locations.repository.ts';

/**
 * The locations these codes name in the warehouse; an unknown code is 400 VALIDATION_FAILED on its
 * field (`fieldOf(code)`), in the caller's language, and so is a deactivated location. Only
 * sellable locations take stock in. The locations stay share-locked until the transaction ends, so
 * none is deactivated while stock goes into it.
 */
export async function resolveLocations(
  trx: Transaction<Database>,
  warehouseId: string,
  codes: readonly { code: string; field: string }[],
  lang: Language,
  allowed: readonly LocationRow['kind'][] = ['storage', 'receiving'],
): Promise<Map<string, LocationRow>> {
  const wanted = [...new Set(codes.map((c) => normalizeLocationCode(c.code)))];
  const found = new Map((await findLocationsByCodes(trx, warehouseId, wanted)).map((l) => [l.code, l]));
  const fields: Record<string, string> = {};
  for (const { code, field } of codes) {
    const location = found.get(normalizeLocationCode(code));
    if (!location || !allowed.includes(location.kind))
      fields[field] = fulfillmentMessage(lang, 'unknownLocation');
    else if (!location.active) fields[field] = fulfillmentMessage(lang, 'inactiveLocation');
  }
  if (Object.keys(fields).length > 0) throw new AppError('VALIDATION_FAILED', { fields });
  return found;
}
