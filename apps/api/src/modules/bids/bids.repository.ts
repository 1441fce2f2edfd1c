import { type BidStatus, formatBidNumber, type PartnerBidFilter, type QuoteOutcome } from '@baro/core';
import {
  type ExpressionBuilder,
  type Insertable,
  type Kysely,
  type Selectable,
  sql,
  type Transaction,
  type Updateable,
} from 'kysely';
import type { BidQuotesTable, BidsTable, Database, FreightType } from '../../db/schema.ts';

// Every query of the bids module: bid requests, partners' quotes, and the few columns of users,
// partners, locations and estimate logs that bids show or are made from.

type Db = Kysely<Database> | Transaction<Database>;

export type BidRow = Selectable<BidsTable>;
export type QuoteRow = Selectable<BidQuotesTable>;

/** Statuses in which the customer has not decided yet. */
const UNDECIDED: BidStatus[] = ['estimating', 'waiting'];

export interface Paging {
  limit: number;
  offset: number;
}

export interface LaneFilter {
  freightType?: FreightType | undefined;
  pol?: string | undefined;
  pod?: string | undefined;
}

// ── bids ──────────────────────────────────────────────────────────────────────────────────────

/**
 * The next number of the Seoul day `day` (`YYYY-MM-DD`), formatted (`BID-20261125-0001`). The
 * upsert locks the day's counter until the caller's transaction ends, so concurrent creations get
 * distinct, gapless numbers; a rolled-back creation gives its number back with the rollback.
 */
export async function takeBidNumber(db: Db, day: string): Promise<string> {
  const row = await db
    .insertInto('bid_number_days')
    .values({ day, last_seq: 1 })
    .onConflict((oc) => oc.column('day').doUpdateSet({ last_seq: sql`bid_number_days.last_seq + 1` }))
    .returning('last_seq')
    .executeTakeFirstOrThrow();
  return formatBidNumber(day, row.last_seq);
}

/**
 * Gives back the number just taken by this transaction (an idempotent replay that inserted no
 * bid): the day's counter is still locked by it, so nobody took a later one.
 */
export async function returnBidNumber(db: Db, day: string): Promise<void> {
  await db
    .updateTable('bid_number_days')
    .set({ last_seq: sql`last_seq - 1` })
    .where('day', '=', day)
    .execute();
}

export async function insertBid(db: Db, bid: Insertable<BidsTable>): Promise<void> {
  await db.insertInto('bids').values(bid).execute();
}

/**
 * Inserts a bid carrying an idempotency key unless the team already has one with that key;
 * true when it was inserted. A concurrent insert of the same key waits for the other transaction
 * and then inserts nothing.
 */
export async function insertBidOnce(db: Db, bid: Insertable<BidsTable>): Promise<boolean> {
  const result = await db
    .insertInto('bids')
    .values(bid)
    .onConflict((oc) =>
      oc.columns(['team_id', 'idempotency_key']).where('idempotency_key', 'is not', null).doNothing(),
    )
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0;
}

export function findBidByIdempotencyKey(db: Db, teamId: string, key: string) {
  return db
    .selectFrom('bids')
    .selectAll()
    .where('team_id', '=', teamId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
}

/** A bid of the team (another team's is not found). */
export function findTeamBid(db: Db, teamId: string, bidId: string): Promise<BidRow | undefined> {
  return db
    .selectFrom('bids')
    .selectAll()
    .where('id', '=', bidId)
    .where('team_id', '=', teamId)
    .executeTakeFirst();
}

export function findBid(db: Db, bidId: string): Promise<BidRow | undefined> {
  return db.selectFrom('bids').selectAll().where('id', '=', bidId).executeTakeFirst();
}

/** Locks one bid's row until the transaction ends; status changes and quotes take this lock. */
export function lockBid(trx: Transaction<Database>, bidId: string): Promise<BidRow | undefined> {
  return trx.selectFrom('bids').selectAll().where('id', '=', bidId).forUpdate().executeTakeFirst();
}

export async function updateBid(
  db: Db,
  bidId: string,
  values: Updateable<BidsTable> & { updated_at: Date },
): Promise<void> {
  await db.updateTable('bids').set(values).where('id', '=', bidId).execute();
}

/** The filters of the team's bid list. */
export interface TeamBidFilter extends LaneFilter {
  teamId: string;
  status?: BidStatus | undefined;
}

function teamBidQuery(db: Db, filter: TeamBidFilter) {
  let query = db.selectFrom('bids as b').where('b.team_id', '=', filter.teamId);
  if (filter.status) query = query.where('b.status', '=', filter.status);
  if (filter.freightType) query = query.where('b.freight_type', '=', filter.freightType);
  if (filter.pol) query = query.where('b.pol', '=', filter.pol);
  if (filter.pod) query = query.where('b.pod', '=', filter.pod);
  return query;
}

const liveQuoteCount = (eb: ExpressionBuilder<Database & { b: BidsTable }, 'b'>) =>
  eb
    .selectFrom('bid_quotes as lq')
    .select((inner) => inner.fn.countAll<string>().as('n'))
    .whereRef('lq.bid_id', '=', 'b.id')
    .where('lq.status', '=', 'active');

const lowestLiveTotal = (eb: ExpressionBuilder<Database & { b: BidsTable }, 'b'>) =>
  eb
    .selectFrom('bid_quotes as lq')
    .select((inner) => inner.fn.min('lq.total_krw').as('lowest'))
    .whereRef('lq.bid_id', '=', 'b.id')
    .where('lq.status', '=', 'active');

/** The team's bids, newest first, with their author, live quote count and lowest live total. */
export function listTeamBids(db: Db, filter: TeamBidFilter, page: Paging) {
  return teamBidQuery(db, filter)
    .innerJoin('users as u', 'u.id', 'b.created_by')
    .selectAll('b')
    .select((eb) => [
      'u.name as created_by_name',
      liveQuoteCount(eb).as('quote_count'),
      lowestLiveTotal(eb).as('lowest_total_krw'),
    ])
    .orderBy('b.created_at', 'desc')
    .orderBy('b.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}
export type TeamBidListRow = Awaited<ReturnType<typeof listTeamBids>>[number];

export async function countTeamBids(db: Db, filter: TeamBidFilter): Promise<number> {
  const row = await teamBidQuery(db, filter)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

// ── settling what time changed ──────────────────────────────────────────────────────────────

/** Which bids a settle looks at: one bid, one team's, or all. */
export type SettleScope = { bidId: string } | { teamId: string } | 'all';

/**
 * Locks the bids whose status time has changed (estimating at or past the deadline; waiting with
 * no live quote valid on `today`), in id order so two settles never deadlock.
 */
export function lockDueBids(trx: Transaction<Database>, scope: SettleScope, now: Date, today: string) {
  let query = trx
    .selectFrom('bids as b')
    .selectAll('b')
    .where((eb) =>
      eb.or([
        eb.and([eb('b.status', '=', 'estimating'), eb('b.deadline', '<=', now)]),
        eb.and([
          eb('b.status', '=', 'waiting'),
          eb.not(
            eb.exists(
              eb
                .selectFrom('bid_quotes as q')
                .select(sql.lit(1).as('one'))
                .whereRef('q.bid_id', '=', 'b.id')
                .where('q.status', '=', 'active')
                .where('q.valid_until', '>=', today),
            ),
          ),
        ]),
      ]),
    );
  if (scope !== 'all' && 'bidId' in scope) query = query.where('b.id', '=', scope.bidId);
  if (scope !== 'all' && 'teamId' in scope) query = query.where('b.team_id', '=', scope.teamId);
  return query.orderBy('b.id').forUpdate().execute();
}

/** The live quotes' validity dates of each bid. */
export async function listLiveQuoteValidities(db: Db, bidIds: string[]): Promise<Map<string, string[]>> {
  const map = new Map<string, string[]>();
  if (bidIds.length === 0) return map;
  const rows = await db
    .selectFrom('bid_quotes')
    .select(['bid_id', 'valid_until'])
    .where('bid_id', 'in', bidIds)
    .where('status', '=', 'active')
    .execute();
  for (const row of rows) map.set(row.bid_id, [...(map.get(row.bid_id) ?? []), row.valid_until]);
  return map;
}

// ── quotes ──────────────────────────────────────────────────────────────────────────────────

export async function insertQuote(db: Db, quote: Insertable<BidQuotesTable>): Promise<void> {
  await db.insertInto('bid_quotes').values(quote).execute();
}

/** The partner's live quote on the bid, if any. */
export function findLiveQuote(db: Db, bidId: string, partnerId: string): Promise<QuoteRow | undefined> {
  return db
    .selectFrom('bid_quotes')
    .selectAll()
    .where('bid_id', '=', bidId)
    .where('partner_id', '=', partnerId)
    .where('status', '=', 'active')
    .executeTakeFirst();
}

/** A live quote of the bid by id (a withdrawn one, or another bid's, is not found). */
export function findLiveQuoteOfBid(db: Db, bidId: string, quoteId: string): Promise<QuoteRow | undefined> {
  return db
    .selectFrom('bid_quotes')
    .selectAll()
    .where('id', '=', quoteId)
    .where('bid_id', '=', bidId)
    .where('status', '=', 'active')
    .executeTakeFirst();
}

export async function withdrawQuote(db: Db, quoteId: string, now: Date): Promise<void> {
  await db
    .updateTable('bid_quotes')
    .set({ status: 'withdrawn', updated_at: now })
    .where('id', '=', quoteId)
    .where('status', '=', 'active')
    .execute();
}

export async function countLiveQuotes(db: Db, bidId: string): Promise<number> {
  const row = await db
    .selectFrom('bid_quotes')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('bid_id', '=', bidId)
    .where('status', '=', 'active')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** How many live quotes the bid has and the lowest total among them (KRW). */
export async function summarizeLiveQuotes(
  db: Db,
  bidId: string,
): Promise<{ count: number; lowestKrw: number | null }> {
  const row = await db
    .selectFrom('bid_quotes')
    .select((eb) => [eb.fn.countAll<string>().as('n'), eb.fn.min('total_krw').as('lowest')])
    .where('bid_id', '=', bidId)
    .where('status', '=', 'active')
    .executeTakeFirstOrThrow();
  return { count: Number(row.n), lowestKrw: row.lowest === null ? null : Number(row.lowest) };
}

/** The bid's live quotes with their partner's name, cheapest first. */
export function listLiveQuotesOfBid(db: Db, bidId: string) {
  return db
    .selectFrom('bid_quotes as q')
    .innerJoin('partners as p', 'p.id', 'q.partner_id')
    .selectAll('q')
    .select('p.name as partner_name')
    .where('q.bid_id', '=', bidId)
    .where('q.status', '=', 'active')
    .orderBy('q.total_krw')
    .orderBy('q.created_at')
    .orderBy('q.id')
    .execute();
}
export type QuoteWithPartnerRow = Awaited<ReturnType<typeof listLiveQuotesOfBid>>[number];

/**
 * The partner's latest quote on the bid: the live one, else the one withdrawn last. Revising
 * withdraws the old version and inserts the new one, so "latest" is never an older revision.
 */
export function findLatestPartnerQuote(
  db: Db,
  bidId: string,
  partnerId: string,
): Promise<QuoteRow | undefined> {
  return db
    .selectFrom('bid_quotes')
    .selectAll()
    .where('bid_id', '=', bidId)
    .where('partner_id', '=', partnerId)
    .orderBy(sql`status = 'active'`, 'desc')
    .orderBy('updated_at', 'desc')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Each bid's latest quote of the partner (see findLatestPartnerQuote), as a derived table. */
function latestQuotesOf(db: Db, partnerId: string) {
  return db
    .selectFrom('bid_quotes')
    .selectAll()
    .distinctOn('bid_id')
    .where('partner_id', '=', partnerId)
    .orderBy('bid_id')
    .orderBy(sql`status = 'active'`, 'desc')
    .orderBy('updated_at', 'desc')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc');
}

/** The filters of the partner's request list. */
export interface PartnerBidFilterInput extends LaneFilter {
  partnerId: string;
  status: PartnerBidFilter;
  now: Date;
}

function partnerBidQuery(db: Db, filter: PartnerBidFilterInput) {
  let query = db
    .selectFrom('bids as b')
    .leftJoin(latestQuotesOf(db, filter.partnerId).as('mq'), 'mq.bid_id', 'b.id');
  if (filter.freightType) query = query.where('b.freight_type', '=', filter.freightType);
  if (filter.pol) query = query.where('b.pol', '=', filter.pol);
  if (filter.pod) query = query.where('b.pod', '=', filter.pod);
  switch (filter.status) {
    case 'open':
      return query.where('b.status', '=', 'estimating').where('b.deadline', '>', filter.now);
    case 'quoted':
      return query.where('mq.status', '=', 'active').where('b.status', 'in', UNDECIDED);
    case 'won':
      return query.where('mq.id', 'is not', null).whereRef('b.accepted_quote_id', '=', 'mq.id');
    case 'lost':
      return query
        .where('mq.status', '=', 'active')
        .where('b.status', 'not in', UNDECIDED)
        .where((eb) =>
          eb.or([eb('b.accepted_quote_id', 'is', null), eb('b.accepted_quote_id', '<>', eb.ref('mq.id'))]),
        );
  }
}

/** The partner's request list (open: soonest deadline first; the others newest first). */
export function listPartnerBids(db: Db, filter: PartnerBidFilterInput, page: Paging) {
  const query = partnerBidQuery(db, filter)
    .selectAll('b')
    .select([
      'mq.id as my_quote_id',
      'mq.status as my_quote_status',
      'mq.total_krw as my_total_krw',
      'mq.total_usd as my_total_usd',
      'mq.valid_until as my_valid_until',
      'mq.created_at as my_submitted_at',
    ]);
  const ordered =
    filter.status === 'open'
      ? query.orderBy('b.deadline').orderBy('b.id')
      : query.orderBy('b.created_at', 'desc').orderBy('b.id', 'desc');
  return ordered.limit(page.limit).offset(page.offset).execute();
}
export type PartnerBidListRow = Awaited<ReturnType<typeof listPartnerBids>>[number];

export async function countPartnerBids(db: Db, filter: PartnerBidFilterInput): Promise<number> {
  const row = await partnerBidQuery(db, filter)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

function partnerQuoteQuery(db: Db, partnerId: string, outcome: QuoteOutcome | undefined) {
  const query = db
    .selectFrom(latestQuotesOf(db, partnerId).as('q'))
    .innerJoin('bids as b', 'b.id', 'q.bid_id');
  switch (outcome) {
    case undefined:
      return query;
    case 'won':
      return query.whereRef('b.accepted_quote_id', '=', 'q.id');
    case 'withdrawn':
      return query.where('q.status', '=', 'withdrawn');
    case 'pending':
      return query.where('q.status', '=', 'active').where('b.status', 'in', UNDECIDED);
    case 'lost':
      return query
        .where('q.status', '=', 'active')
        .where('b.status', 'not in', UNDECIDED)
        .where((eb) =>
          eb.or([eb('b.accepted_quote_id', 'is', null), eb('b.accepted_quote_id', '<>', eb.ref('q.id'))]),
        );
  }
}

/** The partner's latest quote on each bid, newest first, with the bid it is on. */
export function listPartnerQuotes(
  db: Db,
  partnerId: string,
  outcome: QuoteOutcome | undefined,
  page: Paging,
) {
  return partnerQuoteQuery(db, partnerId, outcome)
    .selectAll('q')
    .select([
      'b.status as bid_status',
      'b.accepted_quote_id as bid_accepted_quote_id',
      'b.freight_type as bid_freight_type',
      'b.pol as bid_pol',
      'b.pod as bid_pod',
      'b.deadline as bid_deadline',
      'b.number as bid_number',
    ])
    .orderBy('q.created_at', 'desc')
    .orderBy('q.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}
export type PartnerQuoteListRow = Awaited<ReturnType<typeof listPartnerQuotes>>[number];

export async function countPartnerQuotes(
  db: Db,
  partnerId: string,
  outcome: QuoteOutcome | undefined,
): Promise<number> {
  const row = await partnerQuoteQuery(db, partnerId, outcome)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** True when the partner ever quoted on the bid (a withdrawn quote counts). */
export async function hasPartnerQuoted(db: Db, bidId: string, partnerId: string): Promise<boolean> {
  const row = await db
    .selectFrom('bid_quotes')
    .select('id')
    .where('bid_id', '=', bidId)
    .where('partner_id', '=', partnerId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

// ── what bids are made from and show ────────────────────────────────────────────────────────

export function findEstimateLog(db: Db, id: string) {
  return db
    .selectFrom('estimate_logs')
    .select(['id', 'user_id', 'team_id', 'freight_type', 'pol', 'pod', 'request', 'estimates'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export function findUser(db: Db, userId: string) {
  return db
    .selectFrom('users')
    .select(['id', 'name', 'email', 'locale', 'disabled_at', 'team_id'])
    .where('id', '=', userId)
    .executeTakeFirst();
}

export function findPartnerName(db: Db, partnerId: string) {
  return db.selectFrom('partners').select(['id', 'name']).where('id', '=', partnerId).executeTakeFirst();
}

export function findTeamName(db: Db, teamId: string) {
  return db.selectFrom('teams').select(['id', 'name']).where('id', '=', teamId).executeTakeFirst();
}

/** The shipment started by accepting the bid's quote, if any. */
export async function findShipmentIdOfBid(db: Db, bidId: string): Promise<string | null> {
  const row = await db.selectFrom('shipments').select('id').where('bid_id', '=', bidId).executeTakeFirst();
  return row?.id ?? null;
}

/**
 * Each partner's latest quote per bid counted by outcome (as `quoteOutcome` decides it: won, else
 * withdrawn, else pending while the bid is undecided, else lost).
 */
export async function countQuoteOutcomesOfPartners(db: Db, partnerIds: readonly string[]) {
  if (partnerIds.length === 0)
    return new Map<string, { won: number; withdrawn: number; pending: number; lost: number }>();
  const latest = db
    .selectFrom('bid_quotes')
    .selectAll()
    .distinctOn(['partner_id', 'bid_id'])
    .where('partner_id', 'in', [...partnerIds])
    .orderBy('partner_id')
    .orderBy('bid_id')
    .orderBy(sql`status = 'active'`, 'desc')
    .orderBy('updated_at', 'desc')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc');
  const won = sql<boolean>`b.accepted_quote_id is not null and b.accepted_quote_id = q.id`;
  const rows = await db
    .selectFrom(latest.as('q'))
    .innerJoin('bids as b', 'b.id', 'q.bid_id')
    .select([
      'q.partner_id',
      sql<string>`count(*) filter (where ${won})`.as('won'),
      sql<string>`count(*) filter (where not (${won}) and q.status = 'withdrawn')`.as('withdrawn'),
      sql<string>`count(*) filter (where not (${won}) and q.status = 'active' and b.status in ('estimating', 'waiting'))`.as(
        'pending',
      ),
      sql<string>`count(*) filter (where not (${won}) and q.status = 'active' and b.status not in ('estimating', 'waiting'))`.as(
        'lost',
      ),
    ])
    .groupBy('q.partner_id')
    .execute();
  return new Map(
    rows.map((row) => [
      row.partner_id,
      {
        won: Number(row.won),
        withdrawn: Number(row.withdrawn),
        pending: Number(row.pending),
        lost: Number(row.lost),
      },
    ]),
  );
}

// ── staff oversight ─────────────────────────────────────────────────────────────────────────

/** The filters of the staff bid list: every team's bids. */
export interface StaffBidFilter extends LaneFilter {
  status?: BidStatus | undefined;
  /** A bid id or bid number (exactly; the number in any case) or a fragment of the team's name. */
  text?: string | undefined;
  /** Deadlines at or after / before these instants. */
  deadlineFrom?: Date | undefined;
  deadlineBefore?: Date | undefined;
}

function staffBidQuery(db: Db, filter: StaffBidFilter) {
  let query = db.selectFrom('bids as b').innerJoin('teams as t', 't.id', 'b.team_id');
  if (filter.status) query = query.where('b.status', '=', filter.status);
  if (filter.freightType) query = query.where('b.freight_type', '=', filter.freightType);
  if (filter.pol) query = query.where('b.pol', '=', filter.pol);
  if (filter.pod) query = query.where('b.pod', '=', filter.pod);
  if (filter.deadlineFrom) query = query.where('b.deadline', '>=', filter.deadlineFrom);
  if (filter.deadlineBefore) query = query.where('b.deadline', '<', filter.deadlineBefore);
  const { text } = filter;
  if (text) {
    const pattern = `%${text.replace(/[\\%_]/g, '\\$&')}%`;
    query = query.where((eb) =>
      eb.or([eb('b.id', '=', text), eb('b.number', '=', text.toUpperCase()), eb('t.name', 'ilike', pattern)]),
    );
  }
  return query;
}

/** Every team's bids, newest first or soonest deadline first, with team, author and quote figures. */
export function listStaffBids(db: Db, filter: StaffBidFilter, sort: 'newest' | 'deadline', page: Paging) {
  const query = staffBidQuery(db, filter)
    .innerJoin('users as u', 'u.id', 'b.created_by')
    .selectAll('b')
    .select((eb) => [
      't.name as team_name',
      'u.name as created_by_name',
      liveQuoteCount(eb).as('quote_count'),
      lowestLiveTotal(eb).as('lowest_total_krw'),
    ]);
  const ordered =
    sort === 'deadline'
      ? query.orderBy('b.deadline').orderBy('b.created_at').orderBy('b.id')
      : query.orderBy('b.created_at', 'desc').orderBy('b.id', 'desc');
  return ordered.limit(page.limit).offset(page.offset).execute();
}
export type StaffBidListRow = Awaited<ReturnType<typeof listStaffBids>>[number];

export async function countStaffBids(db: Db, filter: StaffBidFilter): Promise<number> {
  const row = await staffBidQuery(db, filter)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Every quote on the bid with its partner's name: live ones cheapest first, then withdrawn newest first. */
export function listAllQuotesOfBid(db: Db, bidId: string) {
  return db
    .selectFrom('bid_quotes as q')
    .innerJoin('partners as p', 'p.id', 'q.partner_id')
    .selectAll('q')
    .select('p.name as partner_name')
    .where('q.bid_id', '=', bidId)
    .orderBy(sql`q.status = 'active'`, 'desc')
    .orderBy(sql`case when q.status = 'active' then q.total_krw end`)
    .orderBy('q.created_at', 'desc')
    .orderBy('q.id')
    .execute();
}

/** Open bids whose deadline is still the business-day rule's and not yet reached, locked in id order. */
export function lockRuleDeadlineBids(trx: Transaction<Database>, now: Date) {
  return trx
    .selectFrom('bids')
    .select(['id', 'team_id', 'created_at', 'deadline'])
    .where('status', '=', 'estimating')
    .where('deadline_source', '=', 'rule')
    .where('deadline', '>', now)
    .orderBy('id')
    .forUpdate()
    .execute();
}

// ── quote digests (issue 18) ────────────────────────────────────────────────────────────────

/**
 * Schedules the bid's quote digest at `dueAt`, or joins the one already pending (its due time is
 * kept). Call with the bid locked.
 */
export async function scheduleQuoteDigest(
  trx: Transaction<Database>,
  bidId: string,
  dueAt: Date,
): Promise<void> {
  await trx
    .updateTable('bids')
    .set((eb) => ({ quote_digest_due_at: eb.fn.coalesce('quote_digest_due_at', eb.val(dueAt)) }))
    .where('id', '=', bidId)
    .execute();
}

/** Locks the bids whose quote digest is due at `now`, in id order (as every bid lock). */
export function lockDueQuoteDigests(trx: Transaction<Database>, now: Date): Promise<BidRow[]> {
  return trx
    .selectFrom('bids')
    .selectAll()
    .where('quote_digest_due_at', 'is not', null)
    .where('quote_digest_due_at', '<=', now)
    .orderBy('id')
    .forUpdate()
    .execute();
}

/** The bid's live quotes submitted after `after` (all when null) up to `until`, oldest first. */
export function listQuotesSubmittedBetween(db: Db, bidId: string, after: Date | null, until: Date) {
  let query = db
    .selectFrom('bid_quotes as q')
    .innerJoin('partners as p', 'p.id', 'q.partner_id')
    .selectAll('q')
    .select('p.name as partner_name')
    .where('q.bid_id', '=', bidId)
    .where('q.status', '=', 'active')
    .where('q.created_at', '<=', until);
  if (after) query = query.where('q.created_at', '>', after);
  return query.orderBy('q.created_at').orderBy('q.id').execute();
}

/** Ends the bid's pending digest: `sentAt` when one was sent (or superseded), else unchanged. */
export async function finishQuoteDigest(
  trx: Transaction<Database>,
  bidId: string,
  sentAt: Date | null,
): Promise<void> {
  await trx
    .updateTable('bids')
    .set({ quote_digest_due_at: null, ...(sentAt ? { quote_digest_sent_at: sentAt } : {}) })
    .where('id', '=', bidId)
    .execute();
}

/**
 * Who hears about a bid: its author while an enabled customer of the team, else the team's
 * enabled master (the author left or was disabled); undefined when neither.
 */
export async function findBidRecipient(db: Db, teamId: string, authorId: string) {
  const member = (role?: 'master') => {
    let query = db
      .selectFrom('users')
      .select(['id', 'name', 'email', 'locale'])
      .where('team_id', '=', teamId)
      .where('kind', '=', 'customer')
      .where('disabled_at', 'is', null);
    query = role ? query.where('team_role', '=', role) : query.where('id', '=', authorId);
    return query.executeTakeFirst();
  };
  return (await member()) ?? (await member('master'));
}
