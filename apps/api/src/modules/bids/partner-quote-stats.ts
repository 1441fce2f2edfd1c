import type { PartnerQuoteStats } from '@baro/core';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { countQuoteOutcomesOfPartners } from './bids.repository.ts';

/** Each partner's quotes by outcome and its win rate: won ÷ decided (won + lost). */
export async function partnerQuoteStats(
  db: Kysely<Database> | Transaction<Database>,
  partnerIds: readonly string[],
): Promise<Map<string, PartnerQuoteStats>> {
  const counts = await countQuoteOutcomesOfPartners(db, partnerIds);
  return new Map(
    partnerIds.map((id) => {
      const { won, withdrawn, pending, lost } = counts.get(id) ?? {
        won: 0,
        withdrawn: 0,
        pending: 0,
        lost: 0,
      };
      const decided = won + lost;
      return [
        id,
        {
          total: won + withdrawn + pending + lost,
          pending,
          won,
          lost,
          withdrawn,
          winRate: decided ? won / decided : null,
        },
      ];
    }),
  );
}
