import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { warehouseLayoutSeeder } from '../src/modules/inventory/warehouse-layout.seeder.ts';
import { warehousesSeeder } from '../src/modules/warehouses/warehouses.seeder.ts';
import { demoAccountsSeeder } from '../src/seed/demo-accounts.seeder.ts';
import { authHeaders, createStaff, createWorker } from './support/accounts.ts';
import { createWarehouse } from './support/fulfillment.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { createTestDatabase, type TestDatabase } from './support/test-database.ts';

// Warehouses and locations (issue 13): 인천 1센터 seeded with its floor and a 13:00 cut-off, staff
// change a cut-off (audited), workers list and add locations of their own warehouse only.

describe('warehouses and locations', () => {
  let database: TestDatabase;
  let app: TestApp;
  let staff: Record<string, string>;
  let icn1 = '';

  beforeAll(async () => {
    database = await createTestDatabase();
    app = await createTestApp(database);
    await app.ready();
    staff = await authHeaders(app, database, await createStaff(database));
    for (let i = 0; i < 2; i++) {
      await database.db.transaction().execute(async (trx) => {
        for (const seeder of [demoAccountsSeeder, warehousesSeeder, warehouseLayoutSeeder])
          await seeder.run(trx, { now: new Date() });
      });
    }
    icn1 = (
      await database.db
        .selectFrom('warehouses')
        .select('id')
        .where('code', '=', 'ICN1')
        .executeTakeFirstOrThrow()
    ).id;
  }, 60_000);
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('seeds 인천 1센터 with its address, a 13:00 cut-off and its floor, once', async () => {
    const warehouses = await app.inject({ method: 'GET', url: '/api/admin/warehouses', headers: staff });
    expect(warehouses.json()).toContainEqual({
      id: icn1,
      code: 'ICN1',
      name: '인천 1센터',
      address: expect.stringContaining('인천광역시'),
      cutOffTime: '13:00',
      zipCode: '22382',
      phone: '032-743-0000',
      parcelCompany: expect.toBeOneOf([null, '04', '05', '08', '01', '06']),
    });
    // A sender the carriers take: the demo floor's parcels get waybills issued.
    expect(
      await database.db
        .selectFrom('warehouses')
        .select(['zip_code', 'phone'])
        .where('id', '=', icn1)
        .executeTakeFirstOrThrow(),
    ).toEqual({ zip_code: '22382', phone: '032-743-0000' });
    const locations = await database.db
      .selectFrom('warehouse_locations')
      .select(['code', 'kind'])
      .where('warehouse_id', '=', icn1)
      .orderBy('code')
      .execute();
    expect(locations).toHaveLength(27);
    expect(locations[0]).toEqual({ code: 'A-01-01-01-01', kind: 'storage' });
    expect(locations.filter((l) => l.kind !== 'storage').map((l) => l.code)).toEqual([
      'OUT-01-01-01-01',
      'QRT-01-01-01-01',
      'RCV-01-01-01-01',
    ]);
  });

  it('lets staff move a cut-off, audited, and checks its form', async () => {
    const changed = await app.inject({
      method: 'PATCH',
      url: `/api/admin/warehouses/${icn1}`,
      headers: staff,
      payload: { cutOffTime: '14:30' },
    });
    expect(changed.json()).toMatchObject({ cutOffTime: '14:30' });
    const audit = await database.db
      .selectFrom('audit_events')
      .select(['action', 'before', 'after'])
      .where('action', '=', 'warehouse.update')
      .executeTakeFirstOrThrow();
    expect(audit.before).toMatchObject({ cutOffTime: '13:00' });
    expect(audit.after).toMatchObject({ cutOffTime: '14:30' });
    for (const bad of ['24:00', '9:00', '13:60', 'noon']) {
      const response = await app.inject({
        method: 'PATCH',
        url: `/api/admin/warehouses/${icn1}`,
        headers: staff,
        payload: { cutOffTime: bad },
      });
      expect(response.statusCode, bad).toBe(400);
    }
    expect(
      (
        await app.inject({
          method: 'PATCH',
          url: '/api/admin/warehouses/wh_none',
          headers: staff,
          payload: {},
        })
      ).statusCode,
    ).toBe(404);
  });

  it('lets staff set the sender postal code, phone and default carrier of waybills, tidied and checked', async () => {
    const patch = (payload: object, lang = 'ko') =>
      app.inject({
        method: 'PATCH',
        url: `/api/admin/warehouses/${icn1}`,
        headers: { ...staff, lang },
        payload,
      });
    const changed = await patch({ zipCode: '２２３８２', phone: '0327430001', parcelCompany: '05' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ zipCode: '22382', phone: '032-743-0001', parcelCompany: '05' });
    const audits = await database.db
      .selectFrom('audit_events')
      .select(['after'])
      .where('action', '=', 'warehouse.update')
      .execute();
    expect(audits.map((a) => a.after)).toContainEqual(
      expect.objectContaining({ phone: '032-743-0001', parcelCompany: '05' }),
    );
    // Back to the service default carrier.
    expect((await patch({ parcelCompany: null })).json().parcelCompany).toBeNull();

    const bad = await patch({ zipCode: '1234', phone: '12-34', parcelCompany: '99' }, 'en');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields).sort()).toEqual(['parcelCompany', 'phone', 'zipCode']);
    expect(bad.json().message).toMatch(/[a-z]/i);
    const kept = await database.db
      .selectFrom('warehouses')
      .select(['zip_code', 'phone'])
      .where('id', '=', icn1)
      .executeTakeFirstOrThrow();
    expect(kept).toEqual({ zip_code: '22382', phone: '032-743-0001' });
  });

  it('lets a worker list and add locations of their warehouse only', async () => {
    const worker = await authHeaders(app, database, await createWorker(database, { warehouseId: icn1 }));
    const elsewhere = await authHeaders(
      app,
      database,
      await createWorker(database, { warehouseId: await createWarehouse(database) }),
    );
    const zoneB = await app.inject({
      method: 'GET',
      url: '/api/warehouse/locations?q=b-01&size=5',
      headers: worker,
    });
    expect(zoneB.json()).toMatchObject({ total: 6, pageCount: 2 });
    expect(zoneB.json().items[0]).toMatchObject({
      code: 'B-01-01-01-01',
      kind: 'storage',
      stock: { onHand: 0 },
    });
    const special = await app.inject({
      method: 'GET',
      url: '/api/warehouse/locations?kind=quarantine',
      headers: worker,
    });
    expect(special.json().items.map((l: { code: string }) => l.code)).toEqual(['QRT-01-01-01-01']);
    expect(
      (await app.inject({ method: 'GET', url: '/api/warehouse/locations', headers: elsewhere })).json().total,
    ).toBe(0);

    const added = await app.inject({
      method: 'POST',
      url: '/api/warehouse/locations',
      headers: worker,
      payload: { code: 'c-01-01-01-01' },
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toMatchObject({ code: 'C-01-01-01-01', kind: 'storage', warehouseId: icn1 });
    const again = await app.inject({
      method: 'POST',
      url: '/api/warehouse/locations',
      headers: worker,
      payload: { code: 'C-01-01-01-01' },
    });
    expect(again.statusCode).toBe(409);
    const bad = await app.inject({
      method: 'POST',
      url: '/api/warehouse/locations',
      headers: { ...worker, lang: 'en' },
      payload: { code: 'shelf 1' },
    });
    expect(bad.json().fields.code).toContain('zone-aisle-rack-level-bin');
    // Staff name the warehouse.
    const noWarehouse = await app.inject({
      method: 'POST',
      url: '/api/warehouse/locations',
      headers: staff,
      payload: { code: 'D-01-01-01-01' },
    });
    expect(noWarehouse.statusCode).toBe(400);
    const byStaff = await app.inject({
      method: 'POST',
      url: '/api/warehouse/locations',
      headers: staff,
      payload: { code: 'D-01-01-01-01', warehouseId: icn1 },
    });
    expect(byStaff.statusCode).toBe(201);
  });
});
