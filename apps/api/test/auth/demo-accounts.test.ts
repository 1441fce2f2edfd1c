import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, demoAccountsSeeder } from '../../src/seed/demo-accounts.seeder.ts';
import { loadDemoData } from '../../src/seed/load-demo-data.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';

describe('demo accounts', () => {
  let database: TestDatabase;
  let app: TestApp;
  beforeAll(async () => {
    database = await createTestDatabase();
    app = await createTestApp(database);
    await loadDemoData(database.db, { onlyIfNew: false, seeders: [demoAccountsSeeder] });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const login = async (payload: object) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { ...payload, password: DEMO_PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    return response.json().user;
  };

  it('lets every README account log in, each as the kind it says', async () => {
    expect(await login({ email: 'admin@baro.demo' })).toMatchObject({ kind: 'staff' });
    const customer = await login({ email: 'customer@baro.demo' });
    expect(customer).toMatchObject({
      kind: 'customer',
      customerType: 'consignee',
      team: { name: '바로무역', role: 'master' },
    });
    expect(customer.managers.forwarding).toMatchObject({ name: '박운영' });
    const member = await login({ email: 'member@baro.demo' });
    expect(member.team).toEqual({ ...customer.team, role: 'member' });
    const other = await login({ email: 'other@baro.demo' });
    expect(other.team.id).not.toBe(customer.team.id);
    expect(await login({ email: 'partner@baro.demo' })).toMatchObject({
      kind: 'partner',
      partner: { name: 'Blue Ocean Logistics' },
    });
    const partner2 = await login({ email: 'partner2@baro.demo' });
    expect(partner2.partner.name).not.toBe('Blue Ocean Logistics');
    expect(await login({ loginId: 'worker01' })).toMatchObject({
      kind: 'worker',
      warehouse: { name: '인천 1센터' },
    });
    expect(await login({ email: 'worker@baro.demo' })).toMatchObject({ loginId: 'worker01' });
  });

  it('can be loaded again without duplicating anything', async () => {
    const before = await database.db.selectFrom('users').select('id').execute();
    await loadDemoData(database.db, { onlyIfNew: false, seeders: [demoAccountsSeeder] });
    expect(await database.db.selectFrom('users').select('id').execute()).toHaveLength(before.length);
    expect(await database.db.selectFrom('teams').select('id').execute()).toHaveLength(2);
  });
});
