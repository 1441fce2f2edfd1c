import { guessChargeCode, isChargeCode } from '@baro/core';
import { type Kysely, sql } from 'kysely';

// Issue 18, "Comparing quotes like for like": the partner form and the rate tables use the same
// charge codes as quote lines (packages/core charge-codes.ts). Every local charge of a rate
// (`partner_rates.local_charges`, a jsonb array) gets `code`: the code its name reads as (THC,
// BAF, DOC, CFS, 통관, Handling…), else OTHER; the name is kept as the partner's wording. Charges
// that already have a valid code are left alone, rows are read in pages by id and only rows with
// an uncoded charge are written, so a large table is migrated in bounded memory and a rerun does
// nothing. No column changes.

const PAGE = 1000;

export async function up(db: Kysely<unknown>): Promise<void> {
  await codeRateCharges(db, PAGE);
}

/** The migration's work, `pageSize` rates at a time (exported so a test can page by two). */
export async function codeRateCharges(db: Kysely<unknown>, pageSize: number): Promise<void> {
  let after = '';
  for (;;) {
    const { rows } = await sql<{
      id: string;
      freight_type: 'FCL' | 'LCL' | 'AIR';
      container_type: string | null;
      local_charges: unknown;
    }>`
      select id, freight_type, container_type, local_charges
      from partner_rates
      where id > ${after} and jsonb_array_length(local_charges) > 0
      order by id
      limit ${pageSize}`.execute(db);
    for (const row of rows) {
      const coded = codeCharges(parse(row.local_charges), {
        freightType: row.freight_type,
        containerTypes: row.container_type ? [row.container_type] : [],
      });
      if (coded) {
        await sql`update partner_rates set local_charges = ${JSON.stringify(coded)}::jsonb
          where id = ${row.id}`.execute(db);
      }
    }
    const last = rows.at(-1);
    if (!last || rows.length < pageSize) break;
    after = last.id;
  }
}

/**
 * The charges with a code each (the name's reading, else OTHER), or null when every charge
 * already has one (or the value is not a list): nothing to write.
 */
export function codeCharges(
  charges: unknown,
  rate: { freightType: 'FCL' | 'LCL' | 'AIR'; containerTypes: readonly string[] },
): Record<string, unknown>[] | null {
  if (!Array.isArray(charges)) return null;
  const items = charges.filter(
    (item): item is Record<string, unknown> => typeof item === 'object' && item !== null,
  );
  if (items.every((item) => isChargeCode(item.code))) return null;
  return items.map((item) =>
    isChargeCode(item.code)
      ? item
      : { ...item, code: guessChargeCode(typeof item.name === 'string' ? item.name : '', rate) },
  );
}

// PGlite and node-postgres both parse jsonb; text is read too, in case a driver does not.
function parse(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return null;
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  // A charge without a name (entered by code) gets its code as name, as names were required.
  await sql`update partner_rates set local_charges = (
    select coalesce(jsonb_agg(
      (charge - 'code') || jsonb_build_object('name', coalesce(nullif(charge ->> 'name', ''), charge ->> 'code'))
      order by position), '[]'::jsonb)
    from jsonb_array_elements(local_charges) with ordinality as item(charge, position)
  ) where jsonb_array_length(local_charges) > 0`.execute(db);
}
