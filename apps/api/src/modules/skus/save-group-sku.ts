import {
  type CreateGroupSkuRequest,
  createGroupSkuRequestSchema,
  fulfillmentMessage,
  type GroupSku,
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
    if (!(await lockTeamGroup(trx, customer.teamId, id))) throw new AppError('NOT_FOUND');
    if (request.components) {
      await checkComponents(trx, customer.teamId, request.components, lang);
      await replaceComponents(trx, id, request.components);
    }
    await renameGroup(trx, id, request.name, deps.now());
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
