import { hash } from '@node-rs/argon2';
import type { Insertable, Transaction } from 'kysely';
import { newId } from '../db/new-id.ts';
import type { Database, UsersTable } from '../db/schema.ts';
import { findPartnerIdByName, insertPartnerRow } from '../modules/partners/partners.api.ts';
import { createTeam } from '../modules/teams/teams.api.ts';
import { findUserByEmail, insertUser } from '../modules/users/users.api.ts';
import { findWarehouseIdByName, insertWarehouseRow } from '../modules/warehouses/warehouses.api.ts';
import type { Seeder } from './seeder.ts';

// The demo accounts need a team, partners and a warehouse of other modules, so they are composed
// here, beside the seeder list, through each module's .api.ts: a seeder inside the users module
// would make users depend on the modules that depend on it.

/** The password of every demo account (listed in the README). */
export const DEMO_PASSWORD = 'demo1234!';

async function insertOnce(trx: Transaction<Database>, row: Insertable<UsersTable>): Promise<string> {
  const existing = await findUserByEmail(trx, row.email);
  if (existing) return existing.id;
  await insertUser(trx, row);
  return row.id;
}

async function teamFor(trx: Transaction<Database>, masterEmail: string, name: string): Promise<string> {
  const master = await findUserByEmail(trx, masterEmail);
  if (master?.team_id) return master.team_id;
  return createTeam(trx, { name, now: new Date() });
}

async function partnerNamed(trx: Transaction<Database>, name: string): Promise<string> {
  const existing = await findPartnerIdByName(trx, name);
  if (existing) return existing;
  const id = newId('ptn');
  await insertPartnerRow(trx, { id, name, now: new Date() });
  return id;
}

async function warehouseNamed(trx: Transaction<Database>, name: string, code: string): Promise<string> {
  const existing = await findWarehouseIdByName(trx, name);
  if (existing) return existing;
  const id = newId('wh');
  await insertWarehouseRow(trx, { id, name, code });
  return id;
}

/** The demo accounts of every kind, so each app can be tried at once (README: Demo accounts). */
export const demoAccountsSeeder: Seeder = {
  name: 'demo-accounts',
  async run(trx) {
    const password_hash = await hash(DEMO_PASSWORD, {
      algorithm: 2,
      memoryCost: 19_456,
      timeCost: 2,
      parallelism: 1,
    });
    const now = new Date();
    const common = { password_hash, locale: 'ko' as const, terms_agreed_at: now };

    const staffId = await insertOnce(trx, {
      ...common,
      id: newId('usr'),
      kind: 'staff',
      email: 'admin@baro.demo',
      name: '박운영',
      company: '바로',
      phone: '010-1000-0001',
    });

    const baroTeam = await teamFor(trx, 'customer@baro.demo', '바로무역');
    const managers = {
      forwarding_manager_id: staffId,
      export_forwarding_manager_id: staffId,
      fulfillment_manager_id: staffId,
    };
    await insertOnce(trx, {
      ...common,
      ...managers,
      id: newId('usr'),
      kind: 'customer',
      email: 'customer@baro.demo',
      name: '김수입',
      company: '바로무역',
      phone: '010-2000-0001',
      customer_type: 'consignee',
      team_id: baroTeam,
      team_role: 'master',
      team_joined_at: now,
    });
    await insertOnce(trx, {
      ...common,
      id: newId('usr'),
      kind: 'customer',
      email: 'member@baro.demo',
      name: '이팀원',
      company: '바로무역',
      phone: '010-2000-0002',
      customer_type: 'consignee',
      team_id: baroTeam,
      team_role: 'member',
      team_joined_at: now,
    });

    const otherTeam = await teamFor(trx, 'other@baro.demo', '한빛상사');
    await insertOnce(trx, {
      ...common,
      id: newId('usr'),
      kind: 'customer',
      email: 'other@baro.demo',
      name: '최한빛',
      company: '한빛상사',
      phone: '010-3000-0001',
      customer_type: 'consignee',
      team_id: otherTeam,
      team_role: 'master',
      team_joined_at: now,
    });

    const blueOcean = await partnerNamed(trx, 'Blue Ocean Logistics');
    await insertOnce(trx, {
      ...common,
      id: newId('usr'),
      kind: 'partner',
      email: 'partner@baro.demo',
      name: '정파트너',
      company: 'Blue Ocean Logistics',
      phone: '010-4000-0001',
      partner_id: blueOcean,
    });
    const eastern = await partnerNamed(trx, 'Eastern Star Forwarding');
    await insertOnce(trx, {
      ...common,
      id: newId('usr'),
      kind: 'partner',
      email: 'partner2@baro.demo',
      name: '한동방',
      company: 'Eastern Star Forwarding',
      phone: '010-4000-0002',
      partner_id: eastern,
    });

    const incheon = await warehouseNamed(trx, '인천 1센터', 'ICN1');
    await insertOnce(trx, {
      ...common,
      id: newId('usr'),
      kind: 'worker',
      email: 'worker@baro.demo',
      login_id: 'worker01',
      name: '오작업',
      phone: '010-5000-0001',
      warehouse_id: incheon,
    });
  },
};
