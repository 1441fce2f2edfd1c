import type { FulfillmentApplicationStatus } from '@baro/core';
import type { Insertable, Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { FulfillmentApplicationsTable } from '../../db/schema-fulfillment.ts';

// Every query of the fulfillment applications module.

type Db = Kysely<Database> | Transaction<Database>;

const selectApplications = (db: Db) =>
  db
    .selectFrom('fulfillment_applications as a')
    .innerJoin('teams as t', 't.id', 'a.team_id')
    .leftJoin('warehouses as w', 'w.id', 'a.warehouse_id')
    .selectAll('a')
    .select(['t.name as team_name', 'w.code as warehouse_code', 'w.name as warehouse_name']);

export type ApplicationRow = NonNullable<Awaited<ReturnType<typeof findApplicationByTeam>>>;

export function findApplicationByTeam(db: Db, teamId: string) {
  return selectApplications(db).where('a.team_id', '=', teamId).executeTakeFirst();
}

export function findApplication(db: Db, id: string) {
  return selectApplications(db).where('a.id', '=', id).executeTakeFirst();
}

/** The team's application row under a lock (for a change decided on what it holds). */
export function lockApplicationOfTeam(trx: Transaction<Database>, teamId: string) {
  return trx
    .selectFrom('fulfillment_applications')
    .select(['id', 'status'])
    .where('team_id', '=', teamId)
    .forUpdate()
    .executeTakeFirst();
}

export function lockApplication(trx: Transaction<Database>, id: string) {
  return trx
    .selectFrom('fulfillment_applications')
    .select(['id', 'status', 'team_id', 'applied_by'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export type ApplicationFields = Pick<
  Insertable<FulfillmentApplicationsTable>,
  | 'company_name'
  | 'business_number'
  | 'representative'
  | 'contact_name'
  | 'contact_phone'
  | 'monthly_orders'
  | 'product_category'
  | 'memo'
>;

export async function insertApplication(
  trx: Transaction<Database>,
  values: ApplicationFields & { id: string; team_id: string; applied_by: string; now: Date },
) {
  const { now, ...rest } = values;
  await trx
    .insertInto('fulfillment_applications')
    .values({ ...rest, status: 'pending', applied_at: now, created_at: now, updated_at: now })
    .onConflict((oc) => oc.column('team_id').doNothing())
    .execute();
}

/** Back to pending with the new answers (a change while pending, or after a rejection). */
export async function resubmitApplication(
  trx: Transaction<Database>,
  id: string,
  values: ApplicationFields & { applied_by: string; now: Date },
) {
  const { now, ...rest } = values;
  await trx
    .updateTable('fulfillment_applications')
    .set({
      ...rest,
      status: 'pending',
      reject_reason: null,
      decided_at: null,
      decided_by: null,
      applied_at: now,
      updated_at: now,
    })
    .where('id', '=', id)
    .execute();
}

export async function decideApplication(
  trx: Transaction<Database>,
  id: string,
  decision:
    | { status: 'approved'; warehouseId: string; decidedBy: string; now: Date }
    | { status: 'rejected'; reason: string; decidedBy: string; now: Date },
) {
  await trx
    .updateTable('fulfillment_applications')
    .set({
      status: decision.status,
      warehouse_id: decision.status === 'approved' ? decision.warehouseId : null,
      reject_reason: decision.status === 'rejected' ? decision.reason : null,
      decided_by: decision.decidedBy,
      decided_at: decision.now,
      updated_at: decision.now,
    })
    .where('id', '=', id)
    .execute();
}

export async function listApplicationRows(
  db: Db,
  filter: { status?: FulfillmentApplicationStatus | undefined },
  page: { limit: number; offset: number },
) {
  let rows = selectApplications(db);
  let count = db
    .selectFrom('fulfillment_applications as a')
    .select((eb) => eb.fn.countAll<number>().as('total'));
  if (filter.status) {
    rows = rows.where('a.status', '=', filter.status);
    count = count.where('a.status', '=', filter.status);
  }
  const [items, total] = await Promise.all([
    rows
      .orderBy('a.applied_at', 'desc')
      .orderBy('a.id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    count.executeTakeFirstOrThrow(),
  ]);
  return { rows: items, total: Number(total.total) };
}

/** Who is told about a decision: the applicant, or the team's master when the applicant left. */
export function findRecipient(db: Db, teamId: string, appliedBy: string | null) {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'name', 'locale'])
    .where('disabled_at', 'is', null)
    .where((eb) =>
      eb.or([
        eb.and([eb('id', '=', appliedBy ?? ''), eb('team_id', '=', teamId)]),
        eb.and([eb('team_id', '=', teamId), eb('team_role', '=', 'master')]),
      ]),
    )
    .orderBy((eb) =>
      eb
        .case()
        .when('id', '=', appliedBy ?? '')
        .then(0)
        .else(1)
        .end(),
    )
    .executeTakeFirst();
}

/** The team's approval, for the gate every fulfillment call passes (one indexed read). */
export function findApproval(db: Db, teamId: string) {
  return db
    .selectFrom('fulfillment_applications as a')
    .innerJoin('teams as t', 't.id', 'a.team_id')
    .select(['a.status', 'a.warehouse_id', 't.name as team_name'])
    .where('a.team_id', '=', teamId)
    .executeTakeFirst();
}
