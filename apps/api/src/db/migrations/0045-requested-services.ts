import { quoteServiceStatuses, requestedServicesOf } from '@baro/core';
import { type Kysely, sql } from 'kysely';

// Issue 18, "Requested services are dropped": a bid request's services (customs clearance, inland
// transport — the `services` flags its cargo already keeps) are answered on each quote: priced by
// lines of their charge code, or declined, which `bid_quotes.declined_services` keeps
// ([{service, reason}]). The shipment started on acceptance keeps how the accepted quote answered
// each ([{service, chargeCode, status, amounts, reason}]), so its detail says what is included.
// Shipments accepted before get the same from their bid and quote: a service without lines of its
// code is `unanswered` (nobody was asked to decline then).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table bid_quotes add column declined_services jsonb not null default '[]'::jsonb`.execute(
    db,
  );
  await sql`alter table shipments add column services jsonb not null default '[]'::jsonb`.execute(db);
  await backfillShipmentServices(db);
}

/** Shipments without kept services get them from their bid's request and accepted quote's lines. */
export async function backfillShipmentServices(db: Kysely<unknown>): Promise<void> {
  const { rows } = await sql<{ id: string; cargo: unknown; lines: unknown }>`
    select s.id, b.cargo, q.lines
    from shipments s join bids b on b.id = s.bid_id join bid_quotes q on q.id = s.quote_id
    where s.services = '[]'::jsonb
    order by s.id`.execute(db);
  for (const row of rows) {
    const cargo = parse(row.cargo) as { services?: Record<string, unknown> } | null;
    const requested = requestedServicesOf({
      customsClearance: cargo?.services?.customsClearance === true,
      inlandTransport: cargo?.services?.inlandTransport === true,
    });
    if (requested.length === 0) continue;
    const stored = parse(row.lines);
    const lines = (Array.isArray(stored) ? stored : []).map((line: Record<string, unknown>) => ({
      chargeCode: String(line?.chargeCode ?? ''),
      currency: String(line?.currency ?? ''),
      amount: Number(line?.amount ?? 0),
    }));
    const services = quoteServiceStatuses(requested, { lines });
    await sql`update shipments set services = ${JSON.stringify(services)}::jsonb where id = ${row.id}`.execute(
      db,
    );
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
  await sql`alter table shipments drop column if exists services`.execute(db);
  await sql`alter table bid_quotes drop column if exists declined_services`.execute(db);
}
