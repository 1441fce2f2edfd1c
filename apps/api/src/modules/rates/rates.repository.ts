import type { FreightType } from '@baro/core';
import {
  type Expression,
  type ExpressionBuilder,
  type Insertable,
  type Kysely,
  type SqlBool,
  sql,
  type Transaction,
  type Updateable,
} from 'kysely';
import type { Database, PartnerRatesTable } from '../../db/schema.ts';

// Every query of the rates module: partner rate rows, the locations they name, the partners.

type Db = Kysely<Database> | Transaction<Database>;

export type RateValues = Omit<Insertable<PartnerRatesTable>, 'id' | 'partner_id' | 'created_by'>;

const RATE_COLUMNS = [
  'r.id',
  'r.partner_id',
  'r.freight_type',
  'r.pol',
  'r.pod',
  'r.carrier',
  'r.transit_days',
  'r.valid_from',
  'r.valid_to',
  'r.currency',
  'r.container_type',
  'r.price',
  'r.weight_breaks',
  'r.min_charge',
  'r.local_charges',
  'r.created_at',
  'r.updated_at',
  'p.name as partner_name',
] as const;

const selectRates = (db: Db) =>
  db.selectFrom('partner_rates as r').innerJoin('partners as p', 'p.id', 'r.partner_id').select(RATE_COLUMNS);

export type RateRow = NonNullable<Awaited<ReturnType<typeof findRate>>>;

/** A rate of `partnerId` (another partner's is not found); any partner's when `partnerId` is null (staff). */
export function findRate(db: Db, partnerId: string | null, id: string) {
  let query = selectRates(db).where('r.id', '=', id);
  if (partnerId !== null) query = query.where('r.partner_id', '=', partnerId);
  return query.executeTakeFirst();
}

export interface RateFilter {
  /** null: every partner's (staff). */
  partnerId: string | null;
  freightType?: FreightType | undefined;
  pol?: string | undefined;
  pod?: string | undefined;
  containerType?: ContainerType | undefined;
  /** FCL rates of any of these container types (an instant quote asks only for its own). */
  containerTypes?: readonly ContainerType[] | undefined;
  /** 'YYYY-MM-DD': only rates valid on that day. */
  validOn?: string | undefined;
}

type ContainerType = '20DRY' | '40DRY' | '40HQ';

/** The conditions of `filter` on `partner_rates as r`, for the list (joined) and its count (not). */
function rateConditions(eb: ExpressionBuilder<Database & { r: PartnerRatesTable }, 'r'>, filter: RateFilter) {
  const conditions: Expression<SqlBool>[] = [];
  if (filter.partnerId !== null) conditions.push(eb('r.partner_id', '=', filter.partnerId));
  if (filter.freightType) conditions.push(eb('r.freight_type', '=', filter.freightType));
  if (filter.pol) conditions.push(eb('r.pol', '=', filter.pol));
  if (filter.pod) conditions.push(eb('r.pod', '=', filter.pod));
  if (filter.containerType) conditions.push(eb('r.container_type', '=', filter.containerType));
  if (filter.containerTypes) conditions.push(eb('r.container_type', 'in', [...filter.containerTypes]));
  if (filter.validOn) {
    conditions.push(eb('r.valid_from', '<=', filter.validOn), eb('r.valid_to', '>=', filter.validOn));
  }
  return eb.and(conditions);
}

/** Rates matching `filter` by lane: partner, freight type, pol, pod, container, newest validity first. */
export function listRates(db: Db, filter: RateFilter, page?: { limit: number; offset: number }) {
  let query = selectRates(db).where((eb) => rateConditions(eb, filter));
  // One partner's list needs no partner ordering (its name and id are the same on every row), and
  // without it partner_rates_partner_lane_idx hands the page over in order instead of a sort of
  // every rate the partner has.
  if (filter.partnerId === null) query = query.orderBy('p.name').orderBy('r.partner_id');
  query = query
    .orderBy('r.freight_type')
    .orderBy('r.pol')
    .orderBy('r.pod')
    .orderBy('r.container_type')
    .orderBy('r.valid_from', 'desc')
    .orderBy('r.id');
  if (page) query = query.limit(page.limit).offset(page.offset);
  return query.execute();
}

export async function countRates(db: Db, filter: RateFilter): Promise<number> {
  // Without the partner join (the foreign key keeps every rate's partner), so an index counts.
  const row = await db
    .selectFrom('partner_rates as r')
    .where((eb) => rateConditions(eb, filter))
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

export async function insertRates(
  db: Db,
  rows: (RateValues & { id: string; partner_id: string; created_by: string | null })[],
): Promise<void> {
  // A few hundred rows per statement keeps every insert far below PostgreSQL's 65,535 parameters.
  for (let i = 0; i < rows.length; i += 500) {
    await db
      .insertInto('partner_rates')
      .values(rows.slice(i, i + 500))
      .execute();
  }
}

/** Replaces a rate of `partnerId`; false when it is not (or no longer) there. */
export async function updateRate(
  db: Db,
  partnerId: string,
  id: string,
  values: Updateable<PartnerRatesTable>,
): Promise<boolean> {
  const result = await db
    .updateTable('partner_rates')
    .set(values)
    .where('id', '=', id)
    .where('partner_id', '=', partnerId)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Removes a rate of `partnerId`; false when it is not there. */
export async function deleteRate(db: Db, partnerId: string, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('partner_rates')
    .where('id', '=', id)
    .where('partner_id', '=', partnerId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** Removes every rate of `partnerId` (an import in replace mode); answers how many. */
export async function deletePartnerRates(db: Db, partnerId: string): Promise<number> {
  const result = await db.deleteFrom('partner_rates').where('partner_id', '=', partnerId).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * Locks the partner's row until the transaction ends: imports of one partner run one at a time,
 * so two `replace` imports cannot both keep their rows.
 */
export async function lockPartner(trx: Transaction<Database>, partnerId: string): Promise<boolean> {
  const row = await trx
    .selectFrom('partners')
    .select('id')
    .where('id', '=', partnerId)
    .forUpdate()
    .executeTakeFirst();
  return row !== undefined;
}

export function findPartner(db: Db, partnerId: string) {
  return db.selectFrom('partners').select(['id', 'name']).where('id', '=', partnerId).executeTakeFirst();
}

/**
 * An uploaded file of `partnerId` that is not being deleted (the import reads its bytes); another
 * tenant's upload is not found.
 */
export function findPartnerUpload(db: Db, partnerId: string, key: string) {
  return db
    .selectFrom('files')
    .select(['key', 'file_name', 'size'])
    .where('key', '=', key)
    .where('partner_id', '=', partnerId)
    .where('uploader_kind', '=', 'partner')
    .where('status', '<>', 'deleting')
    .executeTakeFirst();
}

/** Each partner's rates valid on `today` and those whose validity ended before it. */
export async function countRatesByValidity(db: Db, partnerIds: readonly string[], today: string) {
  if (partnerIds.length === 0) return new Map<string, { active: number; expired: number }>();
  const rows = await db
    .selectFrom('partner_rates')
    .select([
      'partner_id',
      sql<string>`count(*) filter (where valid_from <= ${today} and valid_to >= ${today})`.as('active'),
      sql<string>`count(*) filter (where valid_to < ${today})`.as('expired'),
    ])
    .where('partner_id', 'in', [...partnerIds])
    .groupBy('partner_id')
    .execute();
  return new Map(
    rows.map((row) => [row.partner_id, { active: Number(row.active), expired: Number(row.expired) }]),
  );
}

/** Locks one rate of any partner (staff). */
export function lockRate(trx: Transaction<Database>, id: string) {
  return trx
    .selectFrom('partner_rates')
    .select(['id', 'partner_id', 'valid_from', 'valid_to'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

/** Sets a rate's validity (staff expiring it). */
export async function setRateValidity(
  db: Db,
  id: string,
  validFrom: string,
  validTo: string,
  now: Date,
): Promise<void> {
  await db
    .updateTable('partner_rates')
    .set({ valid_from: validFrom, valid_to: validTo, updated_at: now })
    .where('id', '=', id)
    .execute();
}

/** The partners with a rate on the lane still valid on or after `validOn` ('YYYY-MM-DD'): who serves it. */
export async function findPartnersServingLane(
  db: Db,
  lane: { freightType: FreightType; pol: string; pod: string; validOn: string },
): Promise<string[]> {
  const rows = await db
    .selectFrom('partner_rates')
    .select('partner_id')
    .distinct()
    .where('freight_type', '=', lane.freightType)
    .where('pol', '=', lane.pol)
    .where('pod', '=', lane.pod)
    .where('valid_to', '>=', lane.validOn)
    .execute();
  return rows.map((row) => row.partner_id);
}
