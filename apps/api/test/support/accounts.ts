import type { UserKind } from '@baro/core';
import { hash } from '@node-rs/argon2';
import { newId } from '../../src/db/new-id.ts';
import type { TestApp } from './test-app.ts';
import type { TestDatabase } from './test-database.ts';

/** The password of every account these helpers create. */
export const TEST_PASSWORD = 'test1234!';

let passwordHash: Promise<string> | undefined;
// One real argon2id hash per test file, reused: accounts are cheap to make, and still log in.
const testPasswordHash = () => {
  passwordHash ??= hash(TEST_PASSWORD, { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 });
  return passwordHash;
};

let counter = 0;
const unique = (label: string) => `${label}${Date.now().toString(36)}${(counter++).toString(36)}`;

export interface TestUser {
  id: string;
  email: string;
  kind: UserKind;
  teamId: string | null;
  partnerId: string | null;
  warehouseId: string | null;
  loginId: string | null;
}

type UserOptions = { email?: string; name?: string; locale?: 'ko' | 'en' };

async function insert(
  database: TestDatabase,
  kind: UserKind,
  values: Record<string, unknown>,
  options: UserOptions,
) {
  const id = newId('usr');
  const email = options.email ?? `${unique(kind)}@test.baro`;
  await database.db
    .insertInto('users')
    .values({
      id,
      kind,
      email,
      password_hash: await testPasswordHash(),
      name: options.name ?? `${kind} ${id.slice(-4)}`,
      locale: options.locale ?? 'ko',
      phone: '010-1234-5678',
      ...values,
    })
    .execute();
  return {
    id,
    email,
    kind,
    teamId: (values.team_id as string | undefined) ?? null,
    partnerId: (values.partner_id as string | undefined) ?? null,
    warehouseId: (values.warehouse_id as string | undefined) ?? null,
    loginId: (values.login_id as string | undefined) ?? null,
  };
}

/** A new team with its master. */
export async function createTeam(database: TestDatabase, options: UserOptions & { teamName?: string } = {}) {
  const teamId = newId('team');
  await database.db
    .insertInto('teams')
    .values({ id: teamId, name: options.teamName ?? `팀 ${teamId.slice(-4)}` })
    .execute();
  const master = await createCustomer(database, { ...options, teamId, role: 'master' });
  return { teamId, master };
}

/** A customer in an existing team (or a new team of its own as master). */
export async function createCustomer(
  database: TestDatabase,
  options: UserOptions & { teamId?: string; role?: 'master' | 'admin' | 'member' } = {},
): Promise<TestUser> {
  if (!options.teamId) return (await createTeam(database, options)).master;
  return insert(
    database,
    'customer',
    {
      team_id: options.teamId,
      team_role: options.role ?? 'member',
      team_joined_at: new Date(),
      company: '테스트무역',
      customer_type: 'consignee',
    },
    options,
  );
}

export async function createStaff(database: TestDatabase, options: UserOptions = {}): Promise<TestUser> {
  return insert(database, 'staff', {}, options);
}

export async function createPartnerAdmin(
  database: TestDatabase,
  options: UserOptions & { partnerId?: string } = {},
): Promise<TestUser> {
  let partnerId = options.partnerId;
  if (!partnerId) {
    partnerId = newId('ptn');
    await database.db
      .insertInto('partners')
      .values({ id: partnerId, name: `Partner ${partnerId.slice(-4)}` })
      .execute();
  }
  return insert(database, 'partner', { partner_id: partnerId }, options);
}

export async function createWorker(
  database: TestDatabase,
  options: UserOptions & { warehouseId?: string; loginId?: string } = {},
): Promise<TestUser> {
  let warehouseId = options.warehouseId;
  if (!warehouseId) {
    warehouseId = newId('wh');
    await database.db
      .insertInto('warehouses')
      .values({ id: warehouseId, code: unique('WH').toUpperCase(), name: `창고 ${warehouseId.slice(-4)}` })
      .execute();
  }
  return insert(
    database,
    'worker',
    { warehouse_id: warehouseId, login_id: options.loginId ?? unique('w') },
    options,
  );
}

/** An access token for `user` on a fresh session, without going through login (fast). */
export async function tokenFor(app: TestApp, database: TestDatabase, user: TestUser): Promise<string> {
  const sessionId = newId('sess');
  await database.db.insertInto('sessions').values({ id: sessionId, user_id: user.id }).execute();
  return app.services.tokens.sign({ userId: user.id, sessionId, kind: user.kind });
}

/** `{ authorization: 'Bearer …' }` for `user`. */
export async function authHeaders(app: TestApp, database: TestDatabase, user: TestUser) {
  return { authorization: `Bearer ${await tokenFor(app, database, user)}` };
}
