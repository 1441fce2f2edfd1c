import { guessChargeCode, isChargeCode } from '@baro/core';
import { type Kysely, sql } from 'kysely';

// Issue 18, "Comparing quotes like for like": every line of a partner's quote names a charge code
// (packages/core charge-codes.ts), stored in the line's JSON as `chargeCode`. Lines quoted before
// get the code their name reads as (THC, BAF, 통관, "Ocean freight 40HQ"…, ocean freight without a
// type takes the request's only container type), else OTHER. A best effort, run once: a later
// change to the guess does not touch lines already coded. No column changes.
export async function up(db: Kysely<unknown>): Promise<void> {
  const { rows } = await sql<{
    id: string;
    lines: unknown;
    freight_type: 'FCL' | 'LCL' | 'AIR';
    cargo: unknown;
  }>`
    select q.id, q.lines, b.freight_type, b.cargo
    from bid_quotes q join bids b on b.id = q.bid_id
    order by q.id`.execute(db);
  for (const row of rows) {
    const lines = parse(row.lines);
    if (!Array.isArray(lines) || lines.every((line) => isChargeCode(line?.chargeCode))) continue;
    const cargo = parse(row.cargo) as { containers?: { type?: unknown }[] } | null;
    const containerTypes = (Array.isArray(cargo?.containers) ? cargo.containers : []).map((c) =>
      String(c?.type),
    );
    const request = { freightType: row.freight_type, containerTypes };
    const coded = lines.map((line: Record<string, unknown>) =>
      isChargeCode(line?.chargeCode)
        ? line
        : { chargeCode: guessChargeCode(String(line?.name ?? ''), request), ...line },
    );
    await sql`update bid_quotes set lines = ${JSON.stringify(coded)}::jsonb where id = ${row.id}`.execute(db);
  }
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
  await sql`update bid_quotes set lines = (
    select coalesce(jsonb_agg(line - 'chargeCode' order by position), '[]'::jsonb)
    from jsonb_array_elements(lines) with ordinality as item(line, position)
  )`.execute(db);
}
