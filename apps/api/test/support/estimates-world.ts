import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type EstimateSearchResult,
  estimateSearchResultSchema,
  type LocalCharge,
  type SearchEstimateRequest,
  toSeoulDateString,
  type WeightBreak,
} from '@baro/core';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { newId } from '../../src/db/new-id.ts';
import { seedLocations } from '../../src/modules/reference/reference-data.seeder.ts';
import { createTestApp, type TestApp } from './test-app.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

// The world the instant-quote tests share (test/estimates-*.test.ts, split by command): one
// database and app per file; before each test the locations, two partners and today's and
// yesterday's exchange rates. Exports are live bindings (`app` is the current one inside a test).

export let database: TestDatabase;
export let app: TestApp;
/** A scratch directory for the downloads read back with poppler. */
export let dir: string;

export const DAY_MS = 86_400_000;
export const today = () => toSeoulDateString(app.clock.now());
export const day = (offset: number) =>
  toSeoulDateString(new Date(app.clock.now().getTime() + offset * DAY_MS));

export const BLUE = 'ptn_BlueOceanLogistics01';
export const EASTERN = 'ptn_EasternStarForward01';

export interface RateSpec {
  partnerId?: string;
  freightType: 'FCL' | 'LCL' | 'AIR';
  pol: string;
  pod: string;
  carrier: string;
  transitDays: number;
  validFrom?: string;
  validTo?: string;
  currency?: string;
  containerType?: '20DRY' | '40DRY' | '40HQ';
  price?: number;
  weightBreaks?: WeightBreak[];
  minCharge?: number;
  localCharges?: LocalCharge[];
}

export async function insertRate(spec: RateSpec): Promise<string> {
  const id = newId('rate');
  await database.db
    .insertInto('partner_rates')
    .values({
      id,
      partner_id: spec.partnerId ?? BLUE,
      freight_type: spec.freightType,
      pol: spec.pol,
      pod: spec.pod,
      carrier: spec.carrier,
      transit_days: spec.transitDays,
      valid_from: spec.validFrom ?? day(-10),
      valid_to: spec.validTo ?? day(30),
      currency: spec.currency ?? 'USD',
      container_type: spec.containerType ?? null,
      price: spec.price ?? null,
      weight_breaks: spec.weightBreaks ? JSON.stringify(spec.weightBreaks) : null,
      min_charge: spec.minCharge ?? null,
      local_charges: JSON.stringify(spec.localCharges ?? []),
    })
    .execute();
  return id;
}

/** A rate's local charge: its catalogue code, and the partner's own name when given. */
export const charge = (
  code: LocalCharge['code'],
  side: LocalCharge['side'],
  unit: LocalCharge['unit'],
  price: number,
  currency: LocalCharge['currency'],
  name?: string,
): LocalCharge => ({ code, ...(name ? { name } : {}), side, unit, price, currency });

export async function insertExchangeRates(date: string, rates: Record<string, string>) {
  await database.db
    .insertInto('exchange_rates')
    .values(Object.entries(rates).map(([currency, krw]) => ({ date, currency, krw_per_unit: krw })))
    .execute();
}

export const LCL_PACKAGES = [{ length: 120, width: 100, height: 150, weight: 300, quantity: 4 }]; // 7.2 RT

export async function insertLclRates() {
  const blue = await insertRate({
    freightType: 'LCL',
    pol: 'CNSHA',
    pod: 'KRPUS',
    carrier: 'SITC',
    transitDays: 3,
    price: 45,
    minCharge: 60,
    localCharges: [
      charge('THC', 'origin', 'RT', 8, 'USD', 'Origin THC'),
      charge('CFS', 'destination', 'RT', 12_000, 'KRW', 'CFS charge'),
      charge('DOC', 'destination', 'BL', 35_000, 'KRW', 'Document fee'),
    ],
  });
  const eastern = await insertRate({
    partnerId: EASTERN,
    freightType: 'LCL',
    pol: 'CNSHA',
    pod: 'KRPUS',
    carrier: 'HMM',
    transitDays: 2,
    price: 40,
    localCharges: [
      charge('CFS', 'destination', 'RT', 15_000, 'KRW'),
      charge('OTHER', 'destination', 'BL', 40_000, 'KRW', 'D/O'),
    ],
  });
  // Another lane and another freight type: never part of the answer.
  await insertRate({
    freightType: 'LCL',
    pol: 'CNNGB',
    pod: 'KRPUS',
    carrier: 'SITC',
    transitDays: 3,
    price: 1,
  });
  await insertRate({
    freightType: 'FCL',
    pol: 'CNSHA',
    pod: 'KRPUS',
    carrier: 'SITC',
    transitDays: 3,
    containerType: '20DRY',
    price: 1,
  });
  return { blue, eastern };
}

export const lclSearch = (overrides: Partial<SearchEstimateRequest> = {}): SearchEstimateRequest => ({
  freightType: 'LCL',
  pol: 'CNSHA',
  pod: 'KRPUS',
  incoterms: 'FOB',
  cargoReadyDate: day(5),
  packages: LCL_PACKAGES,
  ...overrides,
});

export const search = (payload: unknown, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/api/searchEstimate', payload: payload as object, headers });

export async function searchOk(
  payload: unknown,
  headers: Record<string, string> = {},
): Promise<EstimateSearchResult> {
  const response = await search(payload, headers);
  expect(response.statusCode, response.body).toBe(200);
  return estimateSearchResultSchema.parse(response.json());
}

/** Registers the world's hooks in the calling test file: one database and app for the file, reset before each test. */
export function useEstimatesWorld(): void {
  beforeAll(async () => {
    database = await createTestDatabase();
    app = await createTestApp(database);
    await app.ready();
    dir = await mkdtemp(join(tmpdir(), 'baro-estimates-'));
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });
  beforeEach(async () => {
    await database.reset();
    await seedLocations(database.db, app.clock.now());
    await database.db
      .insertInto('partners')
      .values([
        { id: BLUE, name: 'Blue Ocean Logistics' },
        { id: EASTERN, name: 'Eastern Star Forwarding' },
      ])
      .execute();
    // Yesterday's rates must not be used while today has its own.
    await insertExchangeRates(day(-1), { USD: '1000', CNY: '100' });
    await insertExchangeRates(today(), { USD: '1380.5', CNY: '190.25' });
  });
}
