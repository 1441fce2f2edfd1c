import type { FreightType, PartnerRate } from '@baro/core';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { listRates } from './rates.repository.ts';
import { presentRate } from './rates.rules.ts';

// What the rates module offers other modules: rates to price a cargo with (instant quotes), and
// each partner's rate counts (the staff API).

/**
 * Every partner's rates on a lane valid on `validOn` ('YYYY-MM-DD'); FCL only of `containerTypes`,
 * the only ones a quote for those containers can use (a busy lane has hundreds of rows of other
 * types that would be read, parsed and thrown away).
 */
export async function listQuotableRates(
  db: Kysely<Database> | Transaction<Database>,
  lane: {
    freightType: FreightType;
    pol: string;
    pod: string;
    validOn: string;
    containerTypes?: readonly ('20DRY' | '40DRY' | '40HQ')[] | undefined;
  },
): Promise<PartnerRate[]> {
  if (lane.freightType === 'FCL' && lane.containerTypes?.length === 0) return [];
  const rows = await listRates(db, {
    partnerId: null,
    freightType: lane.freightType,
    pol: lane.pol,
    pod: lane.pod,
    validOn: lane.validOn,
    containerTypes: lane.freightType === 'FCL' ? lane.containerTypes : undefined,
  });
  return rows.map(presentRate);
}

export { countRatesByValidity, findPartnersServingLane } from './rates.repository.ts';

export { checkRateLocations } from './rates.rules.ts';
