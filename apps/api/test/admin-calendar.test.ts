import {
  adminBidDetailSchema,
  adminHolidayYearSchema,
  auditPageSchema,
  createBidResponseSchema,
  errorBodySchema,
  getHolidays,
  holidayChangeSchema,
  partnerBidDetailSchema,
  publicHolidayListSchema,
  toSeoulDateString,
} from '@baro/core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { seedLocations } from '../src/modules/reference/reference-data.seeder.ts';
import {
  authHeaders,
  createPartnerAdmin,
  createStaff,
  createTeam,
  type TestUser,
} from './support/accounts.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { createTestDatabase, type TestDatabase } from './support/test-database.ts';

// The holiday calendar (issue 17): staff-managed extra holidays, seeded so that 2025–2027 match the
// official Korean calendar, counted by every business-day rule — a new one moves the deadline of
// open bids whose deadline is the rule's.

let database: TestDatabase;
let app: TestApp;
let staff: TestUser;
let team: { teamId: string; master: TestUser };
let partner: TestUser;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await createTestApp(database);
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

const setClock = (instant: Date) => app.clock.advance(instant.getTime() - app.clock.now().getTime());
const as = (user: TestUser) => authHeaders(app, database, user);
const errorOf = (response: { json(): unknown }) => errorBodySchema.parse(response.json());

beforeEach(async () => {
  // The seeded holidays are rows of a migration: put them back after the reset empties the tables.
  await database.reset();
  const { up } = await import('../src/db/migrations/0031-holidays.ts');
  await database.db.schema.dropTable('extra_holidays').execute();
  await up(database.db as never);
  setClock(new Date('2026-11-16T10:00:00+09:00'));
  await seedLocations(database.db, app.clock.now());
  staff = await createStaff(database, { name: '관리자' });
  team = await createTeam(database);
  partner = await createPartnerAdmin(database);
});

async function call(
  user: TestUser,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  payload?: Record<string, unknown>,
) {
  return app.inject({ method, url, headers: await as(user), ...(payload === undefined ? {} : { payload }) });
}

async function newBid(): Promise<string> {
  const response = await call(team.master, 'POST', '/api/bid', {
    freightType: 'FCL',
    pol: 'CNSHA',
    pod: 'KRPUS',
    incoterms: 'FOB',
    cargoReadyDate: toSeoulDateString(new Date(app.clock.now().getTime() + 10 * 86_400_000)),
    containers: [{ type: '40HQ', quantity: 1 }],
  });
  expect(response.statusCode, response.body).toBe(201);
  return createBidResponseSchema.parse(response.json()).id;
}

const deadlineOf = async (bidId: string) =>
  adminBidDetailSchema.parse((await call(staff, 'GET', `/api/admin/bids/${bidId}`)).json()).deadline;

describe('the seeded calendar', () => {
  it('holds the official 2025–2027 days SPEC’s lists lack, for anyone to read', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/calendar/holidays' });
    expect(response.statusCode).toBe(200);
    const days = publicHolidayListSchema.parse(response.json()).items.map((holiday) => holiday.date);
    for (const day of ['2025-06-03', '2026-06-03', '2026-07-17', '2026-08-17', '2026-10-05', '2025-01-27']) {
      expect(days, day).toContain(day);
    }
    // 2027: Seollal (with its substitute), Buddha's Birthday, Chuseok and the substitute days.
    for (const day of [
      '2027-02-08',
      '2027-02-09',
      '2027-05-13',
      '2027-09-15',
      '2027-10-04',
      '2027-10-11',
      '2027-12-27',
    ]) {
      expect(days, day).toContain(day);
    }
    // None of them repeats a day SPEC's lists already have.
    const builtIn = new Set([...getHolidays(2025), ...getHolidays(2026), ...getHolidays(2027)]);
    expect(days.filter((day) => builtIn.has(day))).toEqual([]);
  });

  it('counts a seeded election day in a bid deadline: Tuesday 2026-06-02 closes Friday, not Thursday', async () => {
    setClock(new Date('2026-06-02T10:00:00+09:00'));
    const bidId = await newBid();
    expect(await deadlineOf(bidId)).toBe('2026-06-05T09:00:00.000Z');
  });

  it('shows staff a year: SPEC’s days and staff’s, with who added them', async () => {
    const response = await call(staff, 'GET', '/api/admin/holidays?year=2026');
    expect(response.statusCode).toBe(200);
    const year = adminHolidayYearSchema.parse(response.json());
    expect(year.builtIn).toEqual(getHolidays(2026));
    expect(year.extra.map((holiday) => holiday.date)).toEqual([
      '2026-05-24',
      '2026-06-03',
      '2026-07-17',
      '2026-08-17',
      '2026-10-05',
    ]);
    expect(year.extra[1]).toMatchObject({ nameKo: '제9회 전국동시지방선거일', createdBy: null });
    expect((await call(staff, 'GET', '/api/admin/holidays?year=1999')).statusCode).toBe(400);
  });
});

describe('staff changing the calendar', () => {
  it('adds a holiday: open rule deadlines move, staff-set ones stay, new bids count it; audited with each bid', async () => {
    const moving = await newBid();
    const pinned = await newBid();
    await call(staff, 'POST', `/api/admin/bids/${pinned}/deadline`, {
      deadline: '2026-11-20T18:00:00+09:00',
      reason: '고객 요청',
    });
    expect(await deadlineOf(moving)).toBe('2026-11-18T09:00:00.000Z');

    const response = await call(staff, 'POST', '/api/admin/holidays', {
      date: '2026-11-17',
      nameKo: '임시공휴일',
      nameEn: 'Temporary holiday',
    });
    expect(response.statusCode, response.body).toBe(201);
    const change = holidayChangeSchema.parse(response.json());
    expect(change.movedBids).toEqual([
      { id: moving, from: '2026-11-18T09:00:00.000Z', to: '2026-11-19T09:00:00.000Z' },
    ]);
    expect(await deadlineOf(moving)).toBe('2026-11-19T09:00:00.000Z');
    expect(await deadlineOf(pinned)).toBe('2026-11-20T09:00:00.000Z');
    const seen = partnerBidDetailSchema.parse(
      (await call(partner, 'GET', `/api/partner/bids/${moving}`)).json(),
    );
    expect(seen.deadline).toBe('2026-11-19T09:00:00.000Z');

    const later = await newBid();
    expect(await deadlineOf(later)).toBe('2026-11-19T09:00:00.000Z');

    const [entry] = auditPageSchema.parse(
      (await call(staff, 'GET', `/api/admin/audit?query=${moving}`)).json(),
    ).items;
    expect(entry).toMatchObject({
      action: 'holiday.create',
      target: '2026-11-17',
      after: { date: '2026-11-17', nameKo: '임시공휴일' },
    });

    // Removed again, the deadline goes back — the day after tomorrow is still ahead.
    const removed = await call(staff, 'DELETE', '/api/admin/holidays/2026-11-17');
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await deadlineOf(moving)).toBe('2026-11-18T09:00:00.000Z');
    expect((await call(staff, 'DELETE', '/api/admin/holidays/2026-11-17')).statusCode).toBe(404);
  });

  it('never moves a deadline into the past', async () => {
    const bidId = await newBid();
    await call(staff, 'POST', '/api/admin/holidays', {
      date: '2026-11-17',
      nameKo: '휴일',
      nameEn: 'Holiday',
    });
    setClock(new Date('2026-11-18T20:00:00+09:00')); // after the old deadline, before the new one
    const removed = holidayChangeSchema.parse(
      (await call(staff, 'DELETE', '/api/admin/holidays/2026-11-17')).json(),
    );
    expect(removed.movedBids).toEqual([]);
    expect(await deadlineOf(bidId)).toBe('2026-11-19T09:00:00.000Z');
  });

  it('refuses a day that already is a holiday, in the caller language, and bad input', async () => {
    for (const date of ['2026-02-16', '2026-06-03']) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/admin/holidays',
        headers: { ...(await as(staff)), lang: 'en' },
        payload: { date, nameKo: '휴일', nameEn: 'Holiday' },
      });
      expect(response.statusCode, date).toBe(400);
      expect(errorOf(response).fields).toEqual({ date: 'That day is already a holiday' });
    }
    const bad = await call(staff, 'POST', '/api/admin/holidays', {
      date: '2026-02-30',
      nameKo: '',
      nameEn: 'x',
    });
    expect(Object.keys(errorOf(bad).fields ?? {}).sort()).toEqual(['date', 'nameKo']);
  });
});
