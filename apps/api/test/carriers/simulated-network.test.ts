import { isValidInvoiceNo } from '@baro/core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  followParcel,
  getParcelTracking,
  issueWaybill,
  type TrackingChange,
} from '../../src/modules/carriers/carriers.api.ts';
import { pollTrackedParcels } from '../../src/modules/carriers/poll-tracked-parcels.ts';
import { createTeam } from '../support/accounts.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';

// The embedded carrier network end to end on a real database: a waybill is issued in the carrier's
// format, the parcel is followed, and polling with the clock moving tells the owner about the first
// scan and the delivery, then stops.
const warehouse = {
  name: '바로풀필먼트 인천1센터',
  phone: '032-123-4567',
  address: '인천 서구 로봇랜드로 155-11',
  zipCode: '22850',
};
const buyer = {
  name: '김민지',
  phone: '010-2345-6789',
  address: '부산 해운대구 센텀중앙로 79 1203호',
  zipCode: '48058',
};
const HOUR = 60 * 60 * 1000;

describe('simulated carrier network', () => {
  let database: TestDatabase;
  let app: TestApp;
  const changes: TrackingChange[] = [];
  beforeAll(async () => {
    database = await createTestDatabase();
    app = await createTestApp(database, { env: { CARRIER_SIMULATION_SPEED: '60' } });
    app.services.carriers.owners.register('sim_probe', async (trx, change) => {
      // The owner's own write happens in the same transaction: prove it can use it.
      await trx
        .selectFrom('tracked_parcels')
        .select('id')
        .where('id', '=', change.trackedParcelId)
        .executeTakeFirstOrThrow();
      changes.push(change);
    });
    await app.ready();
  });
  beforeEach(() => {
    changes.length = 0;
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const deps = () => ({ db: database.db, now: app.clock.now, carriers: app.services.carriers });

  it('issues numbers in each carrier’s format and refuses an address it cannot route', async () => {
    for (const parcelCompany of ['04', '05', '08', '01', '06'] as const) {
      const waybill = await issueWaybill(deps(), {
        parcelCompany,
        kind: 'outbound',
        reference: 'FO-1',
        sender: warehouse,
        recipient: buyer,
      });
      expect(isValidInvoiceNo(parcelCompany, waybill.invoiceNo)).toBe(true);
      expect(waybill).toMatchObject({
        provider: 'simulated',
        sorting: { branch: expect.stringMatching(/^부산/) },
      });
    }
    await expect(
      issueWaybill(deps(), {
        parcelCompany: '04',
        kind: 'outbound',
        reference: 'FO-2',
        sender: warehouse,
        recipient: { ...buyer, zipCode: '4805' },
      }),
    ).rejects.toMatchObject({ code: 'WAYBILL_REFUSED', statusCode: 422 });
  });

  it('follows a parcel to delivery and tells its owner', async () => {
    const { team, waybill } = await (async () => {
      const created = await createTeam(database);
      const issued = await issueWaybill(deps(), {
        parcelCompany: '04',
        kind: 'outbound',
        reference: 'FO-3',
        sender: warehouse,
        recipient: buyer,
      });
      return { team: created, waybill: issued };
    })();
    await database.db.transaction().execute((trx) =>
      followParcel(trx, {
        parcelCompany: '04',
        invoiceNo: waybill.invoiceNo,
        ownerType: 'sim_probe',
        ownerId: 'ord_test',
        teamId: team.teamId,
        now: app.clock.now(),
      }),
    );
    // Following again is harmless.
    await database.db.transaction().execute((trx) =>
      followParcel(trx, {
        parcelCompany: '04',
        invoiceNo: waybill.invoiceNo,
        ownerType: 'sim_probe',
        ownerId: 'ord_test',
        teamId: team.teamId,
        now: app.clock.now(),
      }),
    );

    const before = await getParcelTracking(deps(), '04', waybill.invoiceNo);
    expect(before).toMatchObject({ status: 'information_received', events: [] });

    // At 60× a simulated hour passes in a minute; walk the clock a day and a half in 10-minute polls.
    let delivered = false;
    for (let step = 0; step < 200 && !delivered; step++) {
      app.clock.advance(10 * 60 * 1000);
      await pollTrackedParcels(deps());
      const row = await database.db
        .selectFrom('tracked_parcels')
        .selectAll()
        .where('invoice_no', '=', waybill.invoiceNo)
        .executeTakeFirstOrThrow();
      delivered = row.stopped_at !== null;
    }
    const row = await database.db
      .selectFrom('tracked_parcels')
      .selectAll()
      .where('invoice_no', '=', waybill.invoiceNo)
      .executeTakeFirstOrThrow();
    expect(row.stop_reason === 'delivered' || row.stop_reason === 'returned').toBe(true);
    expect(changes.length).toBeGreaterThan(1);
    expect(changes.every((change) => change.ownerId === 'ord_test' && change.teamId === team.teamId)).toBe(
      true,
    );
    expect(changes.filter((change) => change.firstScanAt !== null)).toHaveLength(1);
    if (row.stop_reason === 'delivered') {
      expect(changes.filter((change) => change.deliveredAt !== null)).toHaveLength(1);
      expect(changes.at(-1)?.status).toBe('delivered');
    }
    const tracking = await getParcelTracking(deps(), '04', waybill.invoiceNo);
    expect(tracking?.events[0]).toMatchObject({ status: 'at_pickup', description: '집화처리' });
    expect(tracking?.events.every((event) => event.time.endsWith('+09:00'))).toBe(true);

    // Once stopped, nothing more is asked.
    app.clock.advance(24 * HOUR);
    expect(await pollTrackedParcels(deps())).toEqual({ changed: 0, unchanged: 0, failed: 0, skipped: 0 });
  });

  it('does not know numbers it did not issue', async () => {
    expect(await app.services.carriers.track('04', '612345678903')).toBeNull();
    expect(await getParcelTracking(deps(), '04', '612345678903')).toBeUndefined();
  });
});
