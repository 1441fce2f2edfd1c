import {
  type CreateGroupSkuRequest,
  createGroupSkuRequestSchema,
  fulfillmentMessage,
  type GroupSku,
  kitChangeError,
  kitStatusOf,
  type Language,
  type UpdateGroupSkuRequest,
  updateGroupSkuRequestSchema,
} from '@baro/core';
import type { Kysely, Transaction } from 'kysely';
import { newId } from '../../db/new-id.ts';
import type { Database } from '../../db/schema.ts';
import { transact } from '../../db/transact.ts';
import { AppError } from '../../http/app-error.ts';
import type { FulfillmentCustomer } from '../fulfillment-applications/fulfillment-applications.api.ts';
import { presentGroupSkus } from './present-group-sku.ts';
import {
  findTeamGroupRows,
  findTeamSkuRows,
  insertGroup,
  lockTeamGroup,
  renameGroup,
  replaceComponents,
  withdrawGroup,
} from './skus.repository.ts';

type Deps = { db: Kysely<Database>; now: () => Date };

/** Every component must be one of the team's SKUs (another team's is as unknown as a made-up id). */
async function checkComponents(
  trx: Transaction<Database>,
  teamId: string,
  components: readonly { skuId: string }[],
  lang: Language,
) {
  const found = new Set(
    (
      await findTeamSkuRows(
        trx,
        teamId,
        components.map((c) => c.skuId),
      )
    ).map((s) => s.id),
  );
  const fields: Record<string, string> = {};
  components.forEach((c, i) => {
    if (!found.has(c.skuId)) fields[`components.${i}.skuId`] = fulfillmentMessage(lang, 'unknownSku');
  });
  if (Object.keys(fields).length > 0) throw new AppError('VALIDATION_FAILED', { fields });
}

async function answer(db: Kysely<Database>, teamId: string, id: string): Promise<GroupSku> {
  const [presented] = await presentGroupSkus(db, await findTeamGroupRows(db, teamId, [id]));
  if (!presented) throw new AppError('NOT_FOUND');
  return presented;
}

/** `POST /api/fulfillment/group` → 201: a kit of the team's SKUs. */
export async function createGroupSku(
  deps: Deps,
  customer: FulfillmentCustomer,
  body: CreateGroupSkuRequest,
  lang: Language,
): Promise<GroupSku> {
  const request = createGroupSkuRequestSchema.parse(body);
  const id = newId('gsk');
  await transact(deps.db, async (trx) => {
    await checkComponents(trx, customer.teamId, request.components, lang);
    await insertGroup(trx, {
      id,
      team_id: customer.teamId,
      name: request.name,
      created_by: customer.userId,
      now: deps.now(),
    });
    await replaceComponents(trx, id, request.components);
  });
  return answer(deps.db, customer.teamId, id);
}

/** `PATCH /api/fulfillment/group/{groupSkuId}`: rename, or replace the components (placed orders keep theirs). */
export async function updateGroupSku(
  deps: Deps,
  customer: FulfillmentCustomer,
  id: string,
  body: UpdateGroupSkuRequest,
  lang: Language,
): Promise<GroupSku> {
  const request = updateGroupSkuRequestSchema.parse(body);
  await transact(deps.db, async (trx) => {
    const kit = await lockTeamGroup(trx, customer.teamId, id);
    if (!kit) throw new AppError('NOT_FOUND');
    const refused = kitChangeError(kitStatusOf(kit.withdrawn_at), 'edit');
    if (refused) throw new AppError(refused);
    if (request.components) {
      await checkComponents(trx, customer.teamId, request.components, lang);
      await replaceComponents(trx, id, request.components);
    }
    await renameGroup(trx, id, request.name, deps.now());
  });
  return answer(deps.db, customer.teamId, id);
}

/**
 * `POST /api/fulfillment/group/{groupSkuId}/withdraw`: retires the kit (철회). Orders placed with it
 * keep their exploded lines; it takes no new order or edit. Withdrawing it again is harmless.
 */
export async function withdrawGroupSku(
  deps: Deps,
  customer: FulfillmentCustomer,
  id: string,
): Promise<GroupSku> {
  await transact(deps.db, async (trx) => {
    const kit = await lockTeamGroup(trx, customer.teamId, id);
    if (!kit) throw new AppError('NOT_FOUND');
    const status = kitStatusOf(kit.withdrawn_at);
    const refused = kitChangeError(status, 'withdraw');
    if (refused) throw new AppError(refused);
    if (status === 'active') await withdrawGroup(trx, id, customer.userId, deps.now());
  });
  return answer(deps.db, customer.teamId, id);
}

/** `GET /api/fulfillment/group/{groupSkuId}` (SPEC §3 "group SKU detail"). */
export async function getGroupSku(
  db: Kysely<Database>,
  customer: FulfillmentCustomer,
  id: string,
): Promise<GroupSku> {
  return answer(db, customer.teamId, id);
}
