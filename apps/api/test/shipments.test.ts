import { formatDate, MILESTONE_KINDS, shipmentDetailSchema, shipmentPageSchema } from '@baro/core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { newId } from '../src/db/new-id.ts';
import { createShipment } from '../src/modules/shipments/create-shipment.ts';
import {
  authHeaders,
  createCustomer,
  createPartnerAdmin,
  createStaff,
  createTeam,
  type TestUser,
} from './support/accounts.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { createTestDatabase, type TestDatabase } from './support/test-database.ts';

const PUBLIC_URL = 'https://baro.test';
const HOUR = 3_600_000;

const LOCATIONS = [
  {
    code: 'CNSHA',
    kind: 'sea',
    name_ko: '상하이',
    name_en: 'Shanghai',
    country_code: 'CN',
    time_zone: 'Asia/Shanghai',
  },
  {
    code: 'KRPUS',
    kind: 'sea',
    name_ko: '부산',
    name_en: 'Busan',
    country_code: 'KR',
    time_zone: 'Asia/Seoul',
  },
  {
    code: 'USLAX',
    kind: 'sea',
    name_ko: '로스앤젤레스',
    name_en: 'Los Angeles',
    country_code: 'US',
    time_zone: 'America/Los_Angeles',
  },
] as const;

describe('shipments', () => {
  let database: TestDatabase;
  let app: TestApp;
  beforeAll(async () => {
    database = await createTestDatabase();
    app = await createTestApp(database, { env: { PUBLIC_URL } });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  let team: { teamId: string; master: TestUser };
  let author: TestUser; // the member who requested the quotes
  let partner: TestUser;
  let otherPartner: TestUser;
  let staff: TestUser;
  beforeEach(async () => {
    await database.reset();
    await database.db
      .insertInto('locations')
      .values([...LOCATIONS])
      .onConflict((oc) => oc.column('code').doNothing())
      .execute();
    team = await createTeam(database, { teamName: '바로무역', name: '김마스터' });
    author = await createCustomer(database, {
      teamId: team.teamId,
      role: 'member',
      name: '이바로',
      locale: 'en',
    });
    partner = await createPartnerAdmin(database);
    otherPartner = await createPartnerAdmin(database);
    staff = await createStaff(database);
  });

  // Times in a test are hours around the moment it started (whole seconds, as a person posts them).
  let start: number;
  beforeEach(() => {
    start = Math.floor(app.clock.now().getTime() / 1000) * 1000;
  });
  const at = (hoursFromStart: number) => new Date(start + hoursFromStart * HOUR);

  /** An accepted bid of the team with the partner's quote, and its shipment (as the bids module makes it). */
  async function acceptedShipment(options: { by?: TestUser; quoteBy?: TestUser; pod?: string } = {}) {
    const by = options.by ?? author;
    const quoteBy = options.quoteBy ?? partner;
    const bidId = newId('bid');
    const quoteId = newId('bq');
    const now = app.clock.now();
    await database.db
      .insertInto('bids')
      .values({
        id: bidId,
        number: `BID-20260310-${bidId.slice(-6)}`,
        team_id: by.teamId as string,
        created_by: by.id,
        status: 'waiting',
        freight_type: 'FCL',
        pol: 'CNSHA',
        pod: options.pod ?? 'KRPUS',
        incoterms: 'FOB',
        cargo_ready_date: '2026-03-10',
        cargo: JSON.stringify({ containers: [{ type: '40HQ', quantity: 1 }] }),
        deadline: now,
        created_at: new Date(now.getTime() - 100 * HOUR),
      })
      .execute();
    await database.db
      .insertInto('bid_quotes')
      .values({
        id: quoteId,
        bid_id: bidId,
        partner_id: quoteBy.partnerId as string,
        created_by: quoteBy.id,
        status: 'active',
        lines: JSON.stringify([]),
        total_krw: 1_534_000,
        total_usd: '1104.35',
        valid_until: '2026-04-30',
        transit_days: 3,
        carrier: 'EVERGREEN',
      })
      .execute();
    const shipmentId = await database.db.transaction().execute(async (trx) => {
      const bid = await trx.selectFrom('bids').selectAll().where('id', '=', bidId).executeTakeFirstOrThrow();
      const quote = await trx
        .selectFrom('bid_quotes')
        .selectAll()
        .where('id', '=', quoteId)
        .executeTakeFirstOrThrow();
      await trx
        .updateTable('bids')
        .set({ status: 'accepted', accepted_quote_id: quoteId })
        .where('id', '=', bidId)
        .execute();
      return createShipment(trx, { bid, quote, now: new Date(now.getTime() - 72 * HOUR) });
    });
    return { shipmentId, bidId, quoteId };
  }

  const as = (user: TestUser) => authHeaders(app, database, user);
  const get = async (user: TestUser, url: string) =>
    app.inject({ method: 'GET', url, headers: await as(user) });
  const post = async (user: TestUser, shipmentId: string, payload: Record<string, unknown>) =>
    app.inject({
      method: 'POST',
      url: `/api/partner/shipments/${shipmentId}/milestones`,
      headers: await as(user),
      payload,
    });
  const posted = async (user: TestUser, shipmentId: string, payload: Record<string, unknown>) => {
    const response = await post(user, shipmentId, payload);
    expect(response.statusCode, response.payload).toBe(200);
    return shipmentDetailSchema.parse(response.json());
  };
  const refused = async (user: TestUser, shipmentId: string, payload: Record<string, unknown>) => {
    const response = await post(user, shipmentId, payload);
    return { status: response.statusCode, code: response.json().code as string };
  };
  const bidStatus = async (bidId: string) =>
    (await database.db.selectFrom('bids').select('status').where('id', '=', bidId).executeTakeFirstOrThrow())
      .status;
  const outbox = () =>
    database.db
      .selectFrom('outbox_emails')
      .select(['to_address', 'template', 'locale', 'subject', 'text_body'])
      .orderBy('created_at')
      .execute();

  /** Posts the actual times of the milestones after booking, up to and including `last`, an hour apart. */
  async function reach(user: TestUser, shipmentId: string, last: (typeof MILESTONE_KINDS)[number]) {
    const upTo = MILESTONE_KINDS.indexOf(last);
    for (let i = 1; i <= upTo; i++) {
      await posted(user, shipmentId, { kind: MILESTONE_KINDS[i], actualAt: at(-60 + i).toISOString() });
    }
  }

  describe('createShipment', () => {
    it('creates the shipment in progress with its eight milestones, booking requested reached', async () => {
      const { shipmentId, bidId, quoteId } = await acceptedShipment();
      expect(shipmentId).toMatch(/^shp_[0-9A-Za-z]{20}$/);
      const shipment = await database.db
        .selectFrom('shipments')
        .selectAll()
        .where('id', '=', shipmentId)
        .executeTakeFirstOrThrow();
      expect(shipment).toMatchObject({
        bid_id: bidId,
        quote_id: quoteId,
        team_id: team.teamId,
        partner_id: partner.partnerId,
        status: 'in_progress',
        freight_type: 'FCL',
        pol: 'CNSHA',
        pod: 'KRPUS',
      });
      const milestones = await database.db
        .selectFrom('shipment_milestones')
        .selectAll()
        .where('shipment_id', '=', shipmentId)
        .execute();
      expect(milestones).toHaveLength(8);
      expect(new Set(milestones.map((m) => m.kind))).toEqual(new Set(MILESTONE_KINDS));
      for (const m of milestones) {
        expect(m.planned_at).toBeNull();
        expect(m.place).toBeNull();
        expect(m.actual_at === null).toBe(m.kind !== 'booking_requested');
      }
      expect(milestones.find((m) => m.kind === 'booking_requested')?.actual_at?.getTime()).toBe(
        shipment.created_at.getTime(),
      );
    });
  });

  describe('customer endpoints', () => {
    it('lists the team’s shipments newest first with lane, partner and current milestone', async () => {
      const first = await acceptedShipment();
      app.clock.advance(1000);
      const second = await acceptedShipment({ pod: 'USLAX' });
      await posted(partner, first.shipmentId, { kind: 'departed', plannedAt: at(24).toISOString() });
      await posted(partner, first.shipmentId, { kind: 'arrived', plannedAt: at(48).toISOString() });
      await posted(partner, first.shipmentId, { kind: 'booking_confirmed', actualAt: at(-1).toISOString() });

      const response = await get(team.master, '/api/shipments');
      expect(response.statusCode, response.payload).toBe(200);
      const page = shipmentPageSchema.parse(response.json());
      expect(page).toMatchObject({ page: 1, size: 20, total: 2, pageCount: 1 });
      expect(page.items.map((s) => s.id)).toEqual([second.shipmentId, first.shipmentId]);
      const [latest, older] = page.items;
      expect(latest?.pod).toEqual({
        code: 'USLAX',
        nameKo: '로스앤젤레스',
        nameEn: 'Los Angeles',
        timeZone: 'America/Los_Angeles',
      });
      expect(older).toMatchObject({
        status: 'in_progress',
        bidId: first.bidId,
        freightType: 'FCL',
        pol: { code: 'CNSHA', nameKo: '상하이', nameEn: 'Shanghai', timeZone: 'Asia/Shanghai' },
        partner: { id: partner.partnerId },
        team: { name: '바로무역' },
        currentMilestone: { kind: 'booking_confirmed', actualAt: at(-1).toISOString() },
        departure: { plannedAt: at(24).toISOString(), actualAt: null },
        arrival: { plannedAt: at(48).toISOString(), actualAt: null },
      });
      expect(latest?.currentMilestone?.kind).toBe('booking_requested');

      const paged = shipmentPageSchema.parse((await get(author, '/api/shipments?page=2&size=1')).json());
      expect(paged).toMatchObject({ page: 2, size: 1, total: 2, pageCount: 2 });
      expect(paged.items.map((s) => s.id)).toEqual([first.shipmentId]);
      const completed = shipmentPageSchema.parse(
        (await get(author, '/api/shipments?status=completed')).json(),
      );
      expect(completed.total).toBe(0);
    });

    it('shows one shipment with its milestones in order, quote and bound documents', async () => {
      const { shipmentId, bidId, quoteId } = await acceptedShipment();
      await database.db
        .insertInto('files')
        .values({
          key: 'u/2026/03/abcdefghijklmnop',
          file_name: 'BL-1234.pdf',
          extension: 'pdf',
          mime_type: 'application/pdf',
          size: 2048,
          uploader_kind: 'partner',
          uploaded_by: partner.id,
          partner_id: partner.partnerId,
          status: 'bound',
          target_type: 'shipment',
          target_id: shipmentId,
          file_type: 'billOfLading',
          bound_by: partner.id,
          bound_at: app.clock.now(),
        })
        .execute();
      await posted(partner, shipmentId, {
        kind: 'booking_confirmed',
        actualAt: at(-2).toISOString(),
        place: 'cnsha',
      });
      await posted(partner, shipmentId, {
        kind: 'cargo_picked_up',
        actualAt: at(-1).toISOString(),
        place: 'Kunshan factory',
        note: 'Picked up 1 x 40HQ',
      });

      const response = await get(author, `/api/shipments/${shipmentId}`);
      expect(response.statusCode, response.payload).toBe(200);
      const detail = shipmentDetailSchema.parse(response.json());
      expect(detail.id).toBe(shipmentId);
      expect(detail.bidId).toBe(bidId);
      expect(detail.quote).toEqual({
        id: quoteId,
        carrier: 'EVERGREEN',
        transitDays: 3,
        totalKRW: 1_534_000,
        totalUSD: 1104.35,
        // The request asked for no service the partner prices.
        services: [],
      });
      expect(detail.milestones.map((m) => m.kind)).toEqual(MILESTONE_KINDS);
      expect(detail.milestones[1]).toMatchObject({
        kind: 'booking_confirmed',
        actualAt: at(-2).toISOString(),
        place: {
          code: 'CNSHA',
          nameKo: '상하이',
          nameEn: 'Shanghai',
          text: 'CNSHA',
          timeZone: 'Asia/Shanghai',
        },
        note: null,
      });
      expect(detail.milestones[2]).toMatchObject({
        place: { code: null, nameKo: null, nameEn: null, text: 'Kunshan factory', timeZone: null },
        note: 'Picked up 1 x 40HQ',
      });
      expect(detail.milestones[3]).toMatchObject({
        plannedAt: null,
        actualAt: null,
        place: null,
        note: null,
      });
      expect(detail.documents).toEqual([
        expect.objectContaining({
          key: 'u/2026/03/abcdefghijklmnop',
          fileName: 'BL-1234.pdf',
          fileType: 'billOfLading',
        }),
      ]);
      // No person's contact reaches the partner's view either.
      const partnerView = await get(partner, `/api/partner/shipments/${shipmentId}`);
      expect(partnerView.statusCode).toBe(200);
      expect(partnerView.payload).not.toContain(author.email);
      expect(partnerView.payload).not.toContain('010-1234-5678');
      expect(partnerView.json().team).toEqual({ name: '바로무역' });
    });

    it('another team’s shipment is not found, and is never listed', async () => {
      const { shipmentId } = await acceptedShipment();
      const stranger = (await createTeam(database)).master;
      expect((await get(stranger, `/api/shipments/${shipmentId}`)).statusCode).toBe(404);
      expect((await get(stranger, `/api/shipments/${shipmentId}`)).json().code).toBe('NOT_FOUND');
      expect(shipmentPageSchema.parse((await get(stranger, '/api/shipments')).json()).total).toBe(0);
      expect((await get(author, '/api/shipments/shp_doesnotexist00000000')).statusCode).toBe(404);
    });

    it('partners and staff cannot use the customer endpoints, customers not the partner ones', async () => {
      const { shipmentId } = await acceptedShipment();
      expect((await get(partner, `/api/shipments/${shipmentId}`)).statusCode).toBe(403);
      expect((await get(staff, '/api/shipments')).statusCode).toBe(403);
      expect((await get(author, `/api/partner/shipments/${shipmentId}`)).statusCode).toBe(403);
      expect((await get(author, '/api/partner/shipments')).statusCode).toBe(403);
      expect(
        await refused(author, shipmentId, { kind: 'booking_confirmed', actualAt: at(0).toISOString() }),
      ).toEqual({
        status: 403,
        code: 'FORBIDDEN',
      });
    });
  });

  describe('partner endpoints', () => {
    it('a partner lists and reads only its own shipments; staff see every one', async () => {
      const mine = await acceptedShipment();
      const theirs = await acceptedShipment({ quoteBy: otherPartner });

      const list = shipmentPageSchema.parse((await get(partner, '/api/partner/shipments')).json());
      expect(list.items.map((s) => s.id)).toEqual([mine.shipmentId]);
      expect((await get(partner, `/api/partner/shipments/${mine.shipmentId}`)).statusCode).toBe(200);
      const other = await get(partner, `/api/partner/shipments/${theirs.shipmentId}`);
      expect(other.statusCode).toBe(404);
      expect(other.json().code).toBe('NOT_FOUND');

      const all = shipmentPageSchema.parse((await get(staff, '/api/partner/shipments')).json());
      expect(new Set(all.items.map((s) => s.id))).toEqual(new Set([mine.shipmentId, theirs.shipmentId]));
      expect((await get(staff, `/api/partner/shipments/${theirs.shipmentId}`)).statusCode).toBe(200);
    });

    it('another partner cannot post to the shipment (404) and nothing changes', async () => {
      const { shipmentId } = await acceptedShipment();
      expect(
        await refused(otherPartner, shipmentId, {
          kind: 'booking_confirmed',
          actualAt: at(-1).toISOString(),
        }),
      ).toEqual({ status: 404, code: 'NOT_FOUND' });
      const row = await database.db
        .selectFrom('shipment_milestones')
        .select('actual_at')
        .where('shipment_id', '=', shipmentId)
        .where('kind', '=', 'booking_confirmed')
        .executeTakeFirstOrThrow();
      expect(row.actual_at).toBeNull();
      expect(await outbox()).toEqual([]);
    });

    it('staff can post to any shipment', async () => {
      const { shipmentId } = await acceptedShipment({ quoteBy: otherPartner });
      const detail = await posted(staff, shipmentId, {
        kind: 'booking_confirmed',
        actualAt: at(-1).toISOString(),
      });
      expect(detail.milestones[1]?.actualAt).toBe(at(-1).toISOString());
      const row = await database.db
        .selectFrom('shipment_milestones')
        .select('updated_by')
        .where('shipment_id', '=', shipmentId)
        .where('kind', '=', 'booking_confirmed')
        .executeTakeFirstOrThrow();
      expect(row.updated_by).toBe(staff.id);
    });
  });

  describe('milestone rules through the API', () => {
    it('refuses an actual time before the earlier milestones have theirs, or before their times', async () => {
      const { shipmentId } = await acceptedShipment();
      expect(
        await refused(partner, shipmentId, { kind: 'departed', actualAt: at(-1).toISOString() }),
      ).toEqual({
        status: 409,
        code: 'MILESTONE_OUT_OF_ORDER',
      });
      // Before the booking request (72 hours ago).
      expect(
        await refused(partner, shipmentId, { kind: 'booking_confirmed', actualAt: at(-73).toISOString() }),
      ).toEqual({ status: 409, code: 'MILESTONE_OUT_OF_ORDER' });
      await posted(partner, shipmentId, { kind: 'booking_confirmed', actualAt: at(-10).toISOString() });
      expect(
        await refused(partner, shipmentId, { kind: 'cargo_picked_up', actualAt: at(-11).toISOString() }),
      ).toEqual({ status: 409, code: 'MILESTONE_OUT_OF_ORDER' });
      // Planned times are free at any moment, in any order.
      await posted(partner, shipmentId, { kind: 'delivered', plannedAt: at(200).toISOString() });
      await posted(partner, shipmentId, { kind: 'departed', plannedAt: at(-500).toISOString() });
      await posted(partner, shipmentId, { kind: 'departed', plannedAt: null });
    });

    it('refuses an actual time in the future beyond ten minutes', async () => {
      const { shipmentId } = await acceptedShipment();
      const tooLate = new Date(app.clock.now().getTime() + 11 * 60_000).toISOString();
      expect(await refused(partner, shipmentId, { kind: 'booking_confirmed', actualAt: tooLate })).toEqual({
        status: 400,
        code: 'MILESTONE_IN_FUTURE',
      });
      const soon = new Date(app.clock.now().getTime() + 5 * 60_000).toISOString();
      await posted(partner, shipmentId, { kind: 'booking_confirmed', actualAt: soon });
    });

    it('a recorded actual time is corrected by staff only; the same time again is fine', async () => {
      const { shipmentId } = await acceptedShipment();
      await posted(partner, shipmentId, { kind: 'booking_confirmed', actualAt: at(-5).toISOString() });
      await posted(partner, shipmentId, {
        kind: 'booking_confirmed',
        actualAt: at(-5).toISOString(),
        note: 'ok',
      });
      expect(
        await refused(partner, shipmentId, { kind: 'booking_confirmed', actualAt: at(-4).toISOString() }),
      ).toEqual({ status: 409, code: 'MILESTONE_ALREADY_RECORDED' });
      const corrected = await posted(staff, shipmentId, {
        kind: 'booking_confirmed',
        actualAt: at(-4).toISOString(),
      });
      expect(corrected.milestones[1]?.actualAt).toBe(at(-4).toISOString());
      // One e-mail: the first time the milestone was reached, not the repeat or the correction.
      expect((await outbox()).length).toBe(1);
    });

    it('a completed shipment takes no more partner updates; staff may still correct it', async () => {
      const { shipmentId } = await acceptedShipment();
      await reach(partner, shipmentId, 'completed');
      expect(await refused(partner, shipmentId, { kind: 'delivered', note: 'late note' })).toEqual({
        status: 409,
        code: 'SHIPMENT_COMPLETED',
      });
      await posted(staff, shipmentId, { kind: 'delivered', note: 'corrected by staff' });
    });

    it('validates the body: something to update, place and note lengths, known kinds', async () => {
      const { shipmentId } = await acceptedShipment();
      for (const body of [
        { kind: 'departed' },
        { kind: 'sailing', plannedAt: at(1).toISOString() },
        { kind: 'departed', place: 'x'.repeat(101) },
        { kind: 'departed', note: 'x'.repeat(501) },
        { kind: 'departed', actualAt: null },
        { kind: 'departed', plannedAt: '2026-03-02 10:00' },
        { kind: 'departed', plannedAt: at(1).toISOString(), shipmentId },
      ]) {
        expect((await refused(partner, shipmentId, body)).code, JSON.stringify(body)).toBe(
          'VALIDATION_FAILED',
        );
      }
      const ok = await posted(partner, shipmentId, { kind: 'departed', place: 'x'.repeat(100) });
      expect(ok.milestones[3]?.place?.text).toHaveLength(100);
      const cleared = await posted(partner, shipmentId, { kind: 'departed', place: null });
      expect(cleared.milestones[3]?.place).toBeNull();
    });
  });

  describe('the bid follows the shipment', () => {
    it('accepted → in progress at the first actual after booking → finished when completed', async () => {
      const { shipmentId, bidId } = await acceptedShipment();
      await posted(partner, shipmentId, { kind: 'booking_confirmed', plannedAt: at(-1).toISOString() });
      expect(await bidStatus(bidId)).toBe('accepted');
      await posted(partner, shipmentId, { kind: 'booking_confirmed', actualAt: at(-59).toISOString() });
      expect(await bidStatus(bidId)).toBe('in_progress');

      for (const kind of MILESTONE_KINDS.slice(2, -1)) {
        await posted(partner, shipmentId, {
          kind,
          actualAt: at(-59 + MILESTONE_KINDS.indexOf(kind)).toISOString(),
        });
        expect(await bidStatus(bidId)).toBe('in_progress');
      }
      const done = await posted(partner, shipmentId, { kind: 'completed', actualAt: at(-1).toISOString() });
      expect(done.status).toBe('completed');
      expect(done.currentMilestone?.kind).toBe('completed');
      expect(await bidStatus(bidId)).toBe('finished');
      const completed = shipmentPageSchema.parse(
        (await get(author, '/api/shipments?status=completed')).json(),
      );
      expect(completed.items.map((s) => s.id)).toEqual([shipmentId]);
      expect(
        shipmentPageSchema.parse((await get(author, '/api/shipments?status=in_progress')).json()).total,
      ).toBe(0);
    });
  });

  describe('e-mails', () => {
    it('queues one e-mail per newly reached milestone to the bid’s author, in their language', async () => {
      const { shipmentId } = await acceptedShipment();
      await posted(partner, shipmentId, { kind: 'departed', plannedAt: at(5).toISOString(), place: 'CNSHA' });
      // A planned time is no milestone reached; its own e-mail is tested below.
      expect((await outbox()).filter((m) => m.template === 'shipment-milestone')).toEqual([]);
      await database.db.deleteFrom('outbox_emails').execute();

      await reach(partner, shipmentId, 'cargo_picked_up');
      const departedAt = at(-1);
      await posted(partner, shipmentId, {
        kind: 'departed',
        actualAt: departedAt.toISOString(),
        note: 'EVER ACE 0123',
      });

      const mails = await outbox();
      expect(mails.map((m) => m.template)).toEqual(Array(3).fill('shipment-milestone'));
      expect(new Set(mails.map((m) => m.to_address))).toEqual(new Set([author.email]));
      expect(new Set(mails.map((m) => m.locale))).toEqual(new Set(['en']));
      expect(mails.map((m) => m.subject)).toEqual([
        '[Baro] Shipment update: Booking confirmed (Shanghai → Busan)',
        '[Baro] Shipment update: Cargo picked up (Shanghai → Busan)',
        '[Baro] Shipment update: Departed (Shanghai → Busan)',
      ]);
      const departed = mails[2]?.text_body ?? '';
      expect(departed).toContain('Hello 이바로,');
      // Shanghai keeps UTC+8 all year: its wall clock is Seoul's less an hour.
      expect(departed).toContain(`When: ${formatDate(departedAt, 'en', true)} (Korea time)`);
      expect(departed).toContain(
        `Local time: ${formatDate(new Date(departedAt.getTime() - HOUR), 'en', true)} (UTC+8)`,
      );
      expect(departed).toContain('Where: Shanghai (CNSHA)');
      expect(departed).toContain('Note: EVER ACE 0123');
      expect(departed).toContain(`\n${PUBLIC_URL}/mypage/shipments/${shipmentId}\n`);
    });

    it('writes in Korean for a Korean reader, and tells the master when the author has left the team', async () => {
      const { shipmentId } = await acceptedShipment({ by: team.master });
      await posted(partner, shipmentId, {
        kind: 'booking_confirmed',
        actualAt: at(-3).toISOString(),
        place: 'Pyeongtaek CY',
      });
      const [korean] = await outbox();
      expect(korean).toMatchObject({ to_address: team.master.email, locale: 'ko' });
      expect(korean?.subject).toBe('[바로] 운송 진행 알림: 부킹 확정 (상하이 → 부산)');
      expect(korean?.text_body).toContain('장소: Pyeongtaek CY');
      expect(korean?.text_body).not.toContain('현지 시간');

      const other = await acceptedShipment();
      const elsewhere = await createTeam(database);
      await database.db
        .updateTable('users')
        .set({ team_id: elsewhere.teamId, team_role: 'member' })
        .where('id', '=', author.id)
        .execute();
      await posted(partner, other.shipmentId, { kind: 'booking_confirmed', actualAt: at(-3).toISOString() });
      const mails = await outbox();
      expect(mails).toHaveLength(2);
      expect(mails[1]?.to_address).toBe(team.master.email);
      // The shipment stays the old team's: the author who left sees it no more.
      expect((await get(author, `/api/shipments/${other.shipmentId}`)).statusCode).toBe(404);
    });

    it('tells the author when the planned departure or arrival moves, not when it stays, clears or is past', async () => {
      const { shipmentId } = await acceptedShipment();
      const etd = at(30);
      await posted(partner, shipmentId, { kind: 'departed', plannedAt: etd.toISOString() });
      await posted(partner, shipmentId, { kind: 'departed', plannedAt: etd.toISOString() });
      const moved = at(54);
      await posted(partner, shipmentId, { kind: 'departed', plannedAt: moved.toISOString() });
      await posted(partner, shipmentId, { kind: 'arrived', plannedAt: at(120).toISOString() });
      // Neither a cleared time nor a planned time of another milestone is an ETD/ETA move.
      await posted(partner, shipmentId, { kind: 'arrived', plannedAt: null });
      await posted(partner, shipmentId, { kind: 'delivered', plannedAt: at(200).toISOString() });

      const mails = (await outbox()).filter((m) => m.template === 'shipment-schedule-changed');
      expect(mails.map((m) => m.subject)).toEqual([
        '[Baro] estimated departure (ETD) changed: Shanghai → Busan',
        '[Baro] estimated departure (ETD) changed: Shanghai → Busan',
        '[Baro] estimated arrival (ETA) changed: Shanghai → Busan',
      ]);
      expect(new Set(mails.map((m) => m.to_address))).toEqual(new Set([author.email]));
      expect(mails[0]?.text_body).toContain('Before: not set');
      expect(mails[1]?.text_body).toContain(`Before: ${formatDate(etd, 'en', true)}`);
      expect(mails[1]?.text_body).toContain(`Now: ${formatDate(moved, 'en', true)} (Korea time)`);
      expect(mails[1]?.text_body).toContain(`${PUBLIC_URL}/mypage/shipments/${shipmentId}`);

      // Once departed, a planned time is history: no more e-mails about it.
      await reach(partner, shipmentId, 'departed');
      const before = (await outbox()).length;
      await posted(staff, shipmentId, { kind: 'departed', plannedAt: at(60).toISOString() });
      expect((await outbox()).length).toBe(before);
    });

    it('a rolled-back update queues nothing', async () => {
      const { shipmentId } = await acceptedShipment();
      await refused(partner, shipmentId, { kind: 'arrived', actualAt: at(-1).toISOString() });
      expect(await outbox()).toEqual([]);
    });
  });
});
