import type { FulfillmentApplicationState } from '@baro/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import type { Caller } from '../../http/callers.ts';
import { findApplicationByTeam } from './fulfillment-applications.repository.ts';
import { presentApplication } from './present-application.ts';

/** `GET /api/fulfillment/application`: the caller's team's application, or `{status: 'none'}`. */
export async function getFulfillmentApplication(
  db: Kysely<Database>,
  caller: Caller,
): Promise<FulfillmentApplicationState> {
  if (!caller.teamId) throw new AppError('FORBIDDEN');
  const row = await findApplicationByTeam(db, caller.teamId);
  return row ? presentApplication(row) : { status: 'none' };
}
