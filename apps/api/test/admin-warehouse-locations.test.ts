import { describe, expect, it } from 'vitest';
import { createStaff } from './support/accounts.ts';
import { createWarehouse } from './support/fulfillment.ts';
import { useTestApp } from './support/use-test-app.ts';

// Issue 17: staff list and add the locations of any warehouse from the admin app; each addition is
// in the audit log with the warehouse's id, and a refused one leaves nothing behind.

describe('staff manage warehouse locations', () => {
  const t = useTestApp();

  it('adds a location to the chosen warehouse, audited, and lists it with its stock', async () => {
    const staff = await t.as(await createStaff(t.database));
    const warehouseId = await createWarehouse(t.database);
    const other = await createWarehouse(t.database);
    const added = await t.app.inject({
      method: 'POST',
      url: `/api/admin/warehouses/${warehouseId}/locations`,
      headers: staff,
      payload: { code: 'c-02-01-01-01' },
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toMatchObject({
      warehouseId,
      code: 'C-02-01-01-01',
      kind: 'storage',
      stock: { onHand: 0, reserved: 0, available: 0 },
    });
    const audit = await t.database.db
      .selectFrom('audit_events')
      .select(['action', 'target_ids', 'after'])
      .where('action', '=', 'warehouse.location.create')
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]?.target_ids).toEqual([added.json().id, warehouseId]);
    expect(audit[0]?.after).toMatchObject({ code: 'C-02-01-01-01', warehouseId });

    const list = await t.app.inject({
      method: 'GET',
      url: `/api/admin/warehouses/${warehouseId}/locations?q=c-02`,
      headers: staff,
    });
    expect(list.json()).toMatchObject({ total: 1, items: [{ code: 'C-02-01-01-01' }] });
    const elsewhere = await t.app.inject({
      method: 'GET',
      url: `/api/admin/warehouses/${other}/locations`,
      headers: staff,
    });
    expect(elsewhere.json()).toMatchObject({ total: 0, items: [] });
  });

  it('refuses a taken code, a bad code and an unknown warehouse without writing anything', async () => {
    const staff = await t.as(await createStaff(t.database));
    const warehouseId = await createWarehouse(t.database);
    const url = `/api/admin/warehouses/${warehouseId}/locations`;
    expect(
      (await t.app.inject({ method: 'POST', url, headers: staff, payload: { code: 'A-01-01-01-01' } }))
        .statusCode,
    ).toBe(201);
    const taken = await t.app.inject({
      method: 'POST',
      url,
      headers: staff,
      payload: { code: 'A-01-01-01-01' },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('CONFLICT');
    const bad = await t.app.inject({
      method: 'POST',
      url,
      headers: { ...staff, 'accept-language': 'en' },
      payload: { code: 'shelf 3' },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields ?? {})).toEqual(['code']);
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/admin/warehouses/wh_none/locations',
      headers: staff,
      payload: { code: 'A-01-01-01-02' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/warehouses/wh_none/locations', headers: staff }))
        .statusCode,
    ).toBe(404);
    const audited = await t.database.db
      .selectFrom('audit_events')
      .select('id')
      .where('action', '=', 'warehouse.location.create')
      .execute();
    expect(audited).toHaveLength(1);
    const locations = await t.database.db.selectFrom('warehouse_locations').select('code').execute();
    expect(locations.map((l) => l.code)).toEqual(['A-01-01-01-01']);
  });
});
