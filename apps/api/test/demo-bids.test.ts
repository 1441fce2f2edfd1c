import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHARGE_CODES, MILESTONE_KINDS } from '@baro/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadDemoData } from '../src/seed/load-demo-data.ts';
import { SEEDERS } from '../src/seed/seeders.ts';
import { createLocalStorage } from '../src/storage/local-storage.ts';
import { authHeaders } from './support/accounts.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { createTestDatabase, type TestDatabase } from './support/test-database.ts';

// Issue 18's demo data: customer@baro.demo's team has bids in every status and shipments with
// milestones, made under the bid and milestone rules, without e-mails; loading again adds nothing.

const NOW = new Date('2026-12-07T01:00:00Z'); // Monday 10:00 in Seoul

describe('demo bids', () => {
  let database: TestDatabase;
  let teamId: string;
  const storage = createLocalStorage({
    rootDir: mkdtempSync(join(tmpdir(), 'baro-demo-bids-')),
    secret: 'demo-bids-test-secret',
    publicBaseUrl: 'https://baro.example',
    now: () => NOW,
  });
  beforeAll(async () => {
    database = await createTestDatabase();
    await loadDemoData(database.db, { onlyIfNew: false, now: NOW, storage });
    const customer = await database.db
      .selectFrom('users')
      .select('team_id')
      .where('email', '=', 'customer@baro.demo')
      .executeTakeFirstOrThrow();
    teamId = customer.team_id as string;
  });
  afterAll(async () => {
    await database.close();
  });

  const bidsOf = (team: string) =>
    database.db
      .selectFrom('bids')
      .select(['id', 'status', 'deadline', 'freight_type', 'memo', 'accepted_quote_id'])
      .where('team_id', '=', team)
      .execute();

  it('runs after the accounts, the reference data and the rates', () => {
    const names = SEEDERS.map((seeder) => seeder.name);
    for (const before of ['demo-accounts', 'reference-data', 'demo-rates']) {
      expect(names.indexOf('demo-bids')).toBeGreaterThan(names.indexOf(before));
    }
  });

  it('gives the demo team a bid in every status, on FCL, LCL and AIR lanes, with Korean memos', async () => {
    const bids = await bidsOf(teamId);
    expect(new Set(bids.map((bid) => bid.status))).toEqual(
      new Set(['estimating', 'waiting', 'accepted', 'in_progress', 'finished', 'canceled', 'expired']),
    );
    expect(new Set(bids.map((bid) => bid.freight_type))).toEqual(new Set(['FCL', 'LCL', 'AIR']));
    expect(bids.some((bid) => /[가-힣]/.test(bid.memo ?? ''))).toBe(true);
    for (const bid of bids.filter((b) => b.status === 'estimating')) {
      expect(bid.deadline.getTime()).toBeGreaterThan(NOW.getTime());
    }
  });

  it('has quotes from the demo partners with charge codes, to compare while waiting', async () => {
    const bids = await bidsOf(teamId);
    const quotesOf = (status: string) =>
      database.db
        .selectFrom('bid_quotes as q')
        .innerJoin('partners as p', 'p.id', 'q.partner_id')
        .select(['p.name', 'q.lines', 'q.valid_until', 'q.total_krw'])
        .where(
          'q.bid_id',
          'in',
          bids.filter((bid) => bid.status === status).map((bid) => bid.id),
        )
        .execute();
    const open = await quotesOf('estimating');
    expect(open.length).toBeGreaterThanOrEqual(1);
    expect(open.length).toBeLessThanOrEqual(2);
    const waiting = await quotesOf('waiting');
    expect(waiting.map((quote) => quote.name).sort()).toEqual([
      'Blue Ocean Logistics',
      'Eastern Star Forwarding',
    ]);
    for (const quote of [...open, ...waiting]) {
      const lines = quote.lines as { chargeCode: string; amount: number }[];
      expect(lines.length).toBeGreaterThan(0);
      for (const line of lines) expect(CHARGE_CODES).toContain(line.chargeCode);
      expect(Number(quote.total_krw)).toBeGreaterThan(0);
      expect(quote.valid_until > '2026-12-07').toBe(true);
    }
  });

  it('starts a shipment for each accepted bid, one under way and one completed, with milestones', async () => {
    const shipments = await database.db
      .selectFrom('shipments as s')
      .innerJoin('bids as b', 'b.id', 's.bid_id')
      .select(['s.id', 's.status', 's.quote_id', 'b.status as bid_status', 'b.accepted_quote_id'])
      .where('s.team_id', '=', teamId)
      .execute();
    expect(shipments.map((s) => s.bid_status).sort()).toEqual(['accepted', 'finished', 'in_progress']);
    for (const shipment of shipments) expect(shipment.quote_id).toBe(shipment.accepted_quote_id);

    const milestones = await database.db
      .selectFrom('shipment_milestones')
      .select(['shipment_id', 'kind', 'planned_at', 'actual_at'])
      .where(
        'shipment_id',
        'in',
        shipments.map((s) => s.id),
      )
      .execute();
    const of = (bidStatus: string) => {
      const shipment = shipments.find((s) => s.bid_status === bidStatus);
      return milestones.filter((m) => m.shipment_id === shipment?.id);
    };
    for (const shipment of shipments) {
      expect(
        milestones
          .filter((m) => m.shipment_id === shipment.id)
          .map((m) => m.kind)
          .sort(),
      ).toEqual([...MILESTONE_KINDS].sort());
    }
    const moving = of('in_progress');
    expect(shipments.find((s) => s.bid_status === 'in_progress')?.status).toBe('in_progress');
    expect(moving.filter((m) => m.actual_at).length).toBeGreaterThanOrEqual(3);
    expect(moving.find((m) => m.kind === 'departed')?.actual_at).not.toBeNull();
    expect(moving.find((m) => m.kind === 'arrived')?.planned_at?.getTime()).toBeGreaterThan(NOW.getTime());
    for (const m of moving) if (m.actual_at) expect(m.actual_at.getTime()).toBeLessThanOrEqual(NOW.getTime());

    expect(shipments.find((s) => s.bid_status === 'finished')?.status).toBe('completed');
    expect(of('finished').every((m) => m.actual_at !== null)).toBe(true);

    const booked = of('accepted');
    expect(booked.filter((m) => m.actual_at).map((m) => m.kind)).toEqual(['booking_requested']);
    expect(booked.find((m) => m.kind === 'departed')?.planned_at).not.toBeNull();
  });

  it('attaches PDFs to the shipments, by the team and by the partner, stored and bound', async () => {
    const files = await database.db
      .selectFrom('files as f')
      .innerJoin('shipments as s', 's.id', 'f.target_id')
      .innerJoin('bids as b', 'b.id', 's.bid_id')
      .select([
        'f.key',
        'f.size',
        'f.status',
        'f.file_type',
        'f.mime_type',
        'f.uploader_kind',
        'f.target_type',
        'b.status as bid_status',
      ])
      .where('s.team_id', '=', teamId)
      .execute();
    for (const status of ['accepted', 'in_progress', 'finished']) {
      expect(files.some((file) => file.bid_status === status)).toBe(true);
    }
    expect(new Set(files.map((file) => file.uploader_kind))).toEqual(new Set(['customer', 'partner']));
    expect(files.map((file) => file.file_type)).toContain('billOfLading');
    for (const file of files) {
      expect(file).toMatchObject({ status: 'bound', target_type: 'shipment', mime_type: 'application/pdf' });
      const bytes = await storage.read(file.key);
      expect(bytes?.byteLength).toBe(file.size);
      expect(new TextDecoder().decode(bytes?.slice(0, 5))).toBe('%PDF-');
    }
  });

  it('gives the other demo team one bid', async () => {
    const other = await database.db
      .selectFrom('users')
      .select('team_id')
      .where('email', '=', 'other@baro.demo')
      .executeTakeFirstOrThrow();
    expect(await bidsOf(other.team_id as string)).toHaveLength(1);
  });

  it('queues no e-mail about bids or shipments', async () => {
    const mails = await database.db.selectFrom('outbox_emails').select('template').execute();
    expect(mails.filter((mail) => /bid|quote|shipment|partner/.test(mail.template))).toEqual([]);
  });

  it('adds nothing when loaded again', async () => {
    const count = async () =>
      Promise.all(
        (['bids', 'bid_quotes', 'shipments', 'shipment_milestones', 'files', 'outbox_emails'] as const).map(
          async (table) =>
            Number(
              (
                await database.db
                  .selectFrom(table)
                  .select((eb) => eb.fn.countAll().as('n'))
                  .executeTakeFirstOrThrow()
              ).n,
            ),
        ),
      );
    const before = await count();
    await loadDemoData(database.db, {
      onlyIfNew: false,
      now: new Date(NOW.getTime() + 86_400_000),
      storage,
    });
    expect(await count()).toEqual(before);
  });
});

describe('demo bids on any day', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  // A Saturday night, a Friday just before the deadline hour, the small hours of a Monday (Seoul).
  it.each(['2026-12-12T14:30:00Z', '2026-12-11T08:50:00Z', '2026-12-06T18:10:00Z'])(
    'loads every status when seeded at %s',
    async (at) => {
      await database.reset();
      const now = new Date(at);
      await loadDemoData(database.db, { onlyIfNew: false, now });
      const bids = await database.db
        .selectFrom('bids as b')
        .innerJoin('users as u', 'u.team_id', 'b.team_id')
        .select(['b.status', 'b.deadline'])
        .where('u.email', '=', 'customer@baro.demo')
        .execute();
      expect(new Set(bids.map((bid) => bid.status)).size).toBe(7);
      const open = bids.filter((bid) => bid.status === 'estimating');
      expect(open.every((bid) => bid.deadline.getTime() > now.getTime())).toBe(true);
    },
  );
});

describe('demo bids as the demo customer sees them', () => {
  let database: TestDatabase;
  let app: TestApp;
  let headers: { authorization: string };
  beforeAll(async () => {
    database = await createTestDatabase();
    app = await createTestApp(database);
    await loadDemoData(database.db, {
      onlyIfNew: false,
      now: app.clock.now(),
      storage: app.services.storage,
    });
    const user = await database.db
      .selectFrom('users')
      .select(['id', 'email', 'kind', 'team_id', 'partner_id', 'warehouse_id', 'login_id'])
      .where('email', '=', 'customer@baro.demo')
      .executeTakeFirstOrThrow();
    headers = await authHeaders(app, database, {
      id: user.id,
      email: user.email,
      kind: user.kind,
      teamId: user.team_id,
      partnerId: user.partner_id,
      warehouseId: user.warehouse_id,
      loginId: user.login_id,
    });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('lists bids and shipments, and each shipment opens with milestones and downloadable documents', async () => {
    const bids = await app.inject({ method: 'GET', url: '/api/bid?size=100', headers });
    expect(bids.statusCode).toBe(200);
    const statuses = (bids.json() as { items: { status: string }[] }).items.map((bid) => bid.status);
    expect(new Set(statuses).size).toBe(7);
    const shipments = await app.inject({ method: 'GET', url: '/api/shipments', headers });
    expect(shipments.statusCode).toBe(200);
    const rows = (shipments.json() as { items: { id: string }[] }).items;
    expect(rows).toHaveLength(3);
    for (const row of rows) {
      const detail = await app.inject({ method: 'GET', url: `/api/shipments/${row.id}`, headers });
      expect(detail.statusCode).toBe(200);
      const shipment = detail.json() as { milestones: unknown[]; documents: { key: string }[] };
      expect(shipment.milestones).toHaveLength(8);
      expect(shipment.documents.length).toBeGreaterThan(0);
      for (const document of shipment.documents) {
        const link = await app.inject({
          method: 'GET',
          url: `/api/file/download?key=${encodeURIComponent(document.key)}`,
          headers,
        });
        expect(link.statusCode).toBe(200);
      }
    }
  });
});
