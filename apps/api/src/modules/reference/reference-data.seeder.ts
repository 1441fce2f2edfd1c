import { createHash } from 'node:crypto';
import { toSeoulDateString } from '@baro/core';
import type { Insertable, Kysely, Transaction } from 'kysely';
import type { Database, VesselSchedulesTable } from '../../db/schema.ts';
import type { Seeder } from '../../seed/seeder.ts';
import { insertMissingRates } from './exchange-rates.repository.ts';
import { LOCATIONS } from './locations.data.ts';
import { insertMissingLocations } from './locations.repository.ts';
import { addDays, startOfSeoulDay } from './reference.rules.ts';
import { insertMissingSchedules } from './vessel-schedules.repository.ts';
import { VESSEL_SERVICES, type VesselServiceData } from './vessel-services.data.ts';

// Demo reference data: every location of locations.data.ts, daily exchange rates around the seed
// day, and three months of weekly sailings on the popular lanes into Korea. Everything is a pure
// function of the calendar (not of when the seeder runs), so running it again, even on another
// day, adds what is missing and never duplicates or changes what is there.

type Db = Kysely<Database> | Transaction<Database>;

const DAY_MS = 86_400_000;
const WEEK_MS = 7 * DAY_MS;
/** Week 0 of every service starts on this Sunday (UTC); a sailing's week fixes its id and vessel. */
const SERVICE_EPOCH_MS = Date.UTC(2024, 0, 7);

export const RATE_DAYS_BEFORE = 90;
export const RATE_DAYS_AFTER = 30;
export const SCHEDULE_DAYS = 91;

/** Around what each currency trades (KRW per unit; JPY per one yen) and how many decimals it keeps. */
export const SEED_RATE_BASES: Readonly<Record<string, { krw: number; decimals: number }>> = {
  USD: { krw: 1380, decimals: 2 },
  CNY: { krw: 190, decimals: 2 },
  EUR: { krw: 1490, decimals: 2 },
  JPY: { krw: 9.2, decimals: 4 },
  GBP: { krw: 1750, decimals: 2 },
  HKD: { krw: 177, decimals: 2 },
  VND: { krw: 0.055, decimals: 6 },
};

/** A number in [0, 1) fixed by its inputs (a 32-bit integer hash), for day-to-day noise. */
function noise(day: number, salt: number): number {
  let h = Math.imul(day ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(salt + 1, 0xc2b2ae35);
  h ^= h >>> 16;
  h = Math.imul(h, 0x7feb352d);
  h ^= h >>> 15;
  h = Math.imul(h, 0x846ca68b);
  h ^= h >>> 16;
  return (h >>> 0) / 2 ** 32;
}

/**
 * The demo rate of a currency on a day: within about ±2 % of its base, drifting over weeks with a
 * little daily noise; the same for the same day whenever it is computed.
 */
export function seedExchangeRate(date: string, currency: string): string {
  const base = SEED_RATE_BASES[currency];
  if (!base) throw new Error(`no seed rate for ${currency}`);
  const day = Math.round(Date.parse(`${date}T00:00:00Z`) / DAY_MS);
  const salt = [...currency].reduce((sum, char) => sum * 31 + char.charCodeAt(0), 7);
  // HKD is pegged to the dollar, so it moves with USD.
  const phase = currency === 'HKD' ? 0 : (salt % 628) / 100;
  const drift =
    0.012 * Math.sin((2 * Math.PI * day) / 61 + phase) +
    0.005 * Math.sin((2 * Math.PI * day) / 17 + 2 * phase);
  const daily = 0.003 * (noise(day, salt) - 0.5);
  return (base.krw * (1 + drift + daily)).toFixed(base.decimals);
}

/** The Seoul days from `before` days before the seed day to `after` days after it. */
export function seedRateDates(now: Date, before = RATE_DAYS_BEFORE, after = RATE_DAYS_AFTER): string[] {
  const today = toSeoulDateString(now);
  const dates: string[] = [];
  for (let offset = -before; offset <= after; offset += 1) dates.push(addDays(today, offset));
  return dates;
}

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** A `vsl_` id fixed by the service, week and port of discharge (so re-seeding finds the row). */
function sailingId(service: VesselServiceData, week: number, pod: string): string {
  const digest = createHash('sha256').update(`${service.code}|${week}|${pod}`).digest();
  let id = '';
  for (const byte of digest.subarray(0, 20)) id += BASE62[byte % 62];
  return `vsl_${id}`;
}

const mod = (value: number, by: number) => ((value % by) + by) % by;

/** Every sailing of the demo services that departs in [from, to). */
export function seedVesselSailings(from: Date, to: Date): Insertable<VesselSchedulesTable>[] {
  const rows: Insertable<VesselSchedulesTable>[] = [];
  const firstWeek = Math.floor((from.getTime() - SERVICE_EPOCH_MS) / WEEK_MS) - 1;
  const lastWeek = Math.ceil((to.getTime() - SERVICE_EPOCH_MS) / WEEK_MS);
  for (const service of VESSEL_SERVICES) {
    for (let week = firstWeek; week <= lastWeek; week += 1) {
      const etdMs =
        SERVICE_EPOCH_MS + week * WEEK_MS + service.weekday * DAY_MS + service.hourUtc * 3_600_000;
      if (etdMs < from.getTime() || etdMs >= to.getTime()) continue;
      const rotation = Math.floor(week / service.vessels.length);
      const vessel = service.vessels[mod(week, service.vessels.length)] as string;
      const voyage = `${String(mod(service.voyageBase + rotation, 10_000)).padStart(4, '0')}${service.bound}`;
      for (const call of service.calls) {
        rows.push({
          id: sailingId(service, week, call.pod),
          carrier: service.carrier,
          vessel,
          voyage,
          pol: service.pol,
          pod: call.pod,
          cutoff_at: new Date(etdMs - 2 * DAY_MS),
          etd: new Date(etdMs),
          eta: new Date(etdMs + call.transitDays * DAY_MS),
          transit_days: call.transitDays,
        });
      }
    }
  }
  return rows.sort((a, b) => (a.etd as Date).getTime() - (b.etd as Date).getTime());
}

export async function seedLocations(db: Db, now: Date): Promise<void> {
  await insertMissingLocations(db, LOCATIONS, now);
}

export async function seedExchangeRates(db: Db, now: Date): Promise<void> {
  const rows = seedRateDates(now).flatMap((date) =>
    Object.keys(SEED_RATE_BASES).map((currency) => ({
      date,
      currency,
      krwPerUnit: seedExchangeRate(date, currency),
    })),
  );
  await insertMissingRates(db, rows, now);
}

export async function seedVesselSchedules(db: Db, now: Date): Promise<void> {
  const from = startOfSeoulDay(toSeoulDateString(now));
  const to = new Date(from.getTime() + SCHEDULE_DAYS * DAY_MS);
  await insertMissingSchedules(
    db,
    seedVesselSailings(from, to).map((row) => ({ ...row, created_at: now })),
  );
}

/** Locations, exchange rates and schedules around `now`; safe to run again (tests load it too). */
export async function seedReferenceData(db: Db, now: Date): Promise<void> {
  await seedLocations(db, now);
  await seedExchangeRates(db, now);
  await seedVesselSchedules(db, now);
}

export const referenceDataSeeder: Seeder = {
  name: 'reference-data',
  // The seed time when the loader hands one over, else the wall clock.
  run: (trx, context) => seedReferenceData(trx, context.now),
};
