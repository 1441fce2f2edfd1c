import {
  type ContainerType,
  type LocalCharge,
  type PartnerRateInput,
  partnerRateInputSchema,
  toSeoulDateString,
} from '@baro/core';
import type { Transaction } from 'kysely';
import { newId } from '../../db/new-id.ts';
import type { Database } from '../../db/schema.ts';
import type { Seeder } from '../../seed/seeder.ts';
import { findLocationKinds } from '../reference/reference.api.ts';
import { insertRates } from './rates.repository.ts';
import { addDays, toRateValues } from './rates.rules.ts';

// The two demo partners' rate tables on popular lanes into Korea, valid from 30 days before the
// seed day to 90 days after it, so instant quotes answer at once on a fresh install. The partners
// differ lane by lane, so neither is always the cheaper one.

export const DEMO_RATE_PARTNERS = ['Blue Ocean Logistics', 'Eastern Star Forwarding'] as const;
export type DemoRatePartner = (typeof DEMO_RATE_PARTNERS)[number];

const DEMO_PARTNER_EMAILS: Record<DemoRatePartner, string> = {
  'Blue Ocean Logistics': 'partner@baro.demo',
  'Eastern Star Forwarding': 'partner2@baro.demo',
};

export const DEMO_RATE_DAYS_BEFORE = 30;
export const DEMO_RATE_DAYS_AFTER = 90;

const round2 = (value: number) => Math.round(value * 100) / 100;

interface Lane {
  pol: string;
  transitDays: number;
  /** USD per 20DRY; 40DRY is 1.8 times it, 40HQ 40DRY + 60. */
  base20: number;
  /** The origin terminal charge per container and the B/L fee, in the origin's currency. */
  originThc: { price: number; currency: LocalCharge['currency'] };
  blFee: { price: number; currency: LocalCharge['currency'] };
  /** Per partner: price factor and carrier. */
  partners: Record<DemoRatePartner, { factor: number; carrier: string }>;
}

const FCL_LANES: Lane[] = [
  {
    pol: 'CNSHA',
    transitDays: 2,
    base20: 400,
    originThc: { price: 850, currency: 'CNY' },
    blFee: { price: 450, currency: 'CNY' },
    partners: {
      'Blue Ocean Logistics': { factor: 0.95, carrier: 'HMM' },
      'Eastern Star Forwarding': { factor: 1.05, carrier: 'COSCO' },
    },
  },
  {
    pol: 'CNNGB',
    transitDays: 3,
    base20: 420,
    originThc: { price: 830, currency: 'CNY' },
    blFee: { price: 450, currency: 'CNY' },
    partners: {
      'Blue Ocean Logistics': { factor: 1.04, carrier: 'HMM' },
      'Eastern Star Forwarding': { factor: 0.96, carrier: 'COSCO' },
    },
  },
  {
    pol: 'CNTAO',
    transitDays: 2,
    base20: 310,
    originThc: { price: 800, currency: 'CNY' },
    blFee: { price: 400, currency: 'CNY' },
    partners: {
      'Blue Ocean Logistics': { factor: 0.97, carrier: 'SITC' },
      'Eastern Star Forwarding': { factor: 1.03, carrier: 'Sinokor' },
    },
  },
  {
    pol: 'VNSGN',
    transitDays: 7,
    base20: 560,
    originThc: { price: 125, currency: 'USD' },
    blFee: { price: 45, currency: 'USD' },
    partners: {
      'Blue Ocean Logistics': { factor: 1.06, carrier: 'HMM' },
      'Eastern Star Forwarding': { factor: 0.94, carrier: 'Wan Hai' },
    },
  },
  {
    pol: 'JPTYO',
    transitDays: 3,
    base20: 360,
    originThc: { price: 38000, currency: 'JPY' },
    blFee: { price: 6000, currency: 'JPY' },
    partners: {
      'Blue Ocean Logistics': { factor: 0.93, carrier: 'ONE' },
      'Eastern Star Forwarding': { factor: 1.07, carrier: 'Pan Ocean' },
    },
  },
  {
    pol: 'USLAX',
    transitDays: 14,
    base20: 950,
    originThc: { price: 320, currency: 'USD' },
    blFee: { price: 75, currency: 'USD' },
    partners: {
      'Blue Ocean Logistics': { factor: 1.02, carrier: 'HMM' },
      'Eastern Star Forwarding': { factor: 0.98, carrier: 'Maersk' },
    },
  },
  {
    pol: 'NLRTM',
    transitDays: 35,
    base20: 1250,
    originThc: { price: 265, currency: 'EUR' },
    blFee: { price: 60, currency: 'EUR' },
    partners: {
      'Blue Ocean Logistics': { factor: 0.98, carrier: 'HMM' },
      'Eastern Star Forwarding': { factor: 1.02, carrier: 'MSC' },
    },
  },
];

const CONTAINER_PRICE: Record<ContainerType, (base20: number) => number> = {
  '20DRY': (base20) => base20,
  '40DRY': (base20) => base20 * 1.8,
  '40HQ': (base20) => base20 * 1.8 + 60,
};

interface LclLane {
  pol: string;
  pod: string;
  transitDays: number;
  perRt: number;
  originCfs: { price: number; currency: LocalCharge['currency'] };
  partners: Record<DemoRatePartner, { factor: number; carrier: string }>;
}

const LCL_LANES: LclLane[] = [
  {
    pol: 'CNSHA',
    pod: 'KRPUS',
    transitDays: 4,
    perRt: 38,
    originCfs: { price: 150, currency: 'CNY' },
    partners: {
      'Blue Ocean Logistics': { factor: 1.05, carrier: 'Blue Ocean Consol' },
      'Eastern Star Forwarding': { factor: 0.95, carrier: 'Eastern Star Consol' },
    },
  },
  {
    pol: 'CNSHA',
    pod: 'KRINC',
    transitDays: 3,
    perRt: 45,
    originCfs: { price: 150, currency: 'CNY' },
    partners: {
      'Blue Ocean Logistics': { factor: 0.94, carrier: 'Blue Ocean Consol' },
      'Eastern Star Forwarding': { factor: 1.06, carrier: 'Eastern Star Consol' },
    },
  },
  {
    pol: 'VNSGN',
    pod: 'KRPUS',
    transitDays: 9,
    perRt: 55,
    originCfs: { price: 18, currency: 'USD' },
    partners: {
      'Blue Ocean Logistics': { factor: 1.0, carrier: 'Blue Ocean Consol' },
      'Eastern Star Forwarding': { factor: 1.08, carrier: 'Eastern Star Consol' },
    },
  },
];

interface AirLane {
  pol: string;
  transitDays: number;
  /** USD per kg below 45 kg; heavier breaks get cheaper by BREAK_FACTORS. */
  perKg: number;
  originHandling: { price: number; currency: LocalCharge['currency'] };
  partners: Record<DemoRatePartner, { factor: number; carrier: string }>;
}

const AIR_LANES: AirLane[] = [
  {
    pol: 'PVG',
    transitDays: 1,
    perKg: 3.2,
    originHandling: { price: 1.2, currency: 'CNY' },
    partners: {
      'Blue Ocean Logistics': { factor: 0.96, carrier: 'Korean Air' },
      'Eastern Star Forwarding': { factor: 1.04, carrier: 'China Eastern' },
    },
  },
  {
    pol: 'HKG',
    transitDays: 1,
    perKg: 3.6,
    originHandling: { price: 1.6, currency: 'HKD' },
    partners: {
      'Blue Ocean Logistics': { factor: 1.05, carrier: 'Cathay Cargo' },
      'Eastern Star Forwarding': { factor: 0.95, carrier: 'Asiana Airlines' },
    },
  },
  {
    pol: 'FRA',
    transitDays: 2,
    perKg: 5.8,
    originHandling: { price: 0.25, currency: 'EUR' },
    partners: {
      'Blue Ocean Logistics': { factor: 0.97, carrier: 'Lufthansa Cargo' },
      'Eastern Star Forwarding': { factor: 1.03, carrier: 'Korean Air' },
    },
  },
  {
    pol: 'LAX',
    transitDays: 2,
    perKg: 4.9,
    originHandling: { price: 0.15, currency: 'USD' },
    partners: {
      'Blue Ocean Logistics': { factor: 1.02, carrier: 'Korean Air' },
      'Eastern Star Forwarding': { factor: 0.98, carrier: 'Asiana Airlines' },
    },
  },
];

const BREAKS = [0, 45, 100, 300, 500, 1000] as const;
const BREAK_FACTORS = [1, 0.9, 0.82, 0.75, 0.7, 0.65] as const;

/** Destination charges differ a little between the partners. */
const DESTINATION: Record<DemoRatePartner, { thc: number; doc: number; cfs: number; handling: number }> = {
  'Blue Ocean Logistics': { thc: 150000, doc: 50000, cfs: 22000, handling: 150 },
  'Eastern Star Forwarding': { thc: 145000, doc: 55000, cfs: 20000, handling: 170 },
};

/** Every demo rate of one partner, valid from `validFrom` to `validTo`. */
export function demoRatesOf(
  partner: DemoRatePartner,
  validFrom: string,
  validTo: string,
): PartnerRateInput[] {
  const destination = DESTINATION[partner];
  const rates: PartnerRateInput[] = [];
  const validity = { validFrom, validTo, currency: 'USD' as const };

  for (const lane of FCL_LANES) {
    const { factor, carrier } = lane.partners[partner];
    const localCharges: LocalCharge[] = [
      { code: 'THC', side: 'origin', unit: 'CNTR', ...lane.originThc },
      { code: 'DOC', name: 'BL fee', side: 'origin', unit: 'BL', ...lane.blFee },
      { code: 'THC', side: 'destination', unit: 'CNTR', price: destination.thc, currency: 'KRW' },
      { code: 'DOC', side: 'destination', unit: 'BL', price: destination.doc, currency: 'KRW' },
    ];
    for (const containerType of ['20DRY', '40DRY', '40HQ'] as const) {
      rates.push({
        ...validity,
        freightType: 'FCL',
        pol: lane.pol,
        pod: 'KRPUS',
        containerType,
        price: Math.round(CONTAINER_PRICE[containerType](lane.base20) * factor),
        carrier,
        transitDays: lane.transitDays,
        localCharges,
      });
    }
  }

  for (const lane of LCL_LANES) {
    const { factor, carrier } = lane.partners[partner];
    const price = round2(lane.perRt * factor);
    rates.push({
      ...validity,
      freightType: 'LCL',
      pol: lane.pol,
      pod: lane.pod,
      price,
      minCharge: price,
      carrier,
      transitDays: lane.transitDays,
      localCharges: [
        { code: 'CFS', side: 'origin', unit: 'RT', ...lane.originCfs },
        { code: 'DOC', name: 'BL fee', side: 'origin', unit: 'BL', price: 40, currency: 'USD' },
        { code: 'CFS', side: 'destination', unit: 'RT', price: destination.cfs, currency: 'KRW' },
        { code: 'DOC', side: 'destination', unit: 'BL', price: destination.doc, currency: 'KRW' },
      ],
    });
  }

  for (const lane of AIR_LANES) {
    const { factor, carrier } = lane.partners[partner];
    rates.push({
      ...validity,
      freightType: 'AIR',
      pol: lane.pol,
      pod: 'ICN',
      weightBreaks: BREAKS.map((minKg, i) => ({
        minKg,
        price: round2(lane.perKg * (BREAK_FACTORS[i] ?? 1) * factor),
      })),
      minCharge: 60,
      carrier,
      transitDays: lane.transitDays,
      localCharges: [
        { code: 'HANDLING', name: 'Terminal handling', side: 'origin', unit: 'KG', ...lane.originHandling },
        { code: 'DOC', name: 'AWB fee', side: 'origin', unit: 'BL', price: 30, currency: 'USD' },
        { code: 'HANDLING', side: 'destination', unit: 'KG', price: destination.handling, currency: 'KRW' },
        { code: 'DOC', side: 'destination', unit: 'BL', price: 30000, currency: 'KRW' },
      ],
    });
  }
  // The same contract every partner's rate passes.
  return rates.map((rate) => partnerRateInputSchema.parse(rate));
}

async function findDemoPartner(
  trx: Transaction<Database>,
  name: DemoRatePartner,
): Promise<string | undefined> {
  const byName = await trx.selectFrom('partners').select('id').where('name', '=', name).executeTakeFirst();
  if (byName) return byName.id;
  const byUser = await trx
    .selectFrom('users')
    .select('partner_id')
    .where('email', '=', DEMO_PARTNER_EMAILS[name])
    .executeTakeFirst();
  return byUser?.partner_id ?? undefined;
}

/** A rate's place in a partner's table: one demo rate per lane, freight type and container. */
const laneKey = (rate: { freight_type: string; pol: string; pod: string; container_type?: string | null }) =>
  `${rate.freight_type}|${rate.pol}|${rate.pod}|${rate.container_type ?? ''}`;

/** Adds the demo partners' missing demo rates around `now`; lanes whose places are unknown are skipped. */
export async function seedDemoRates(trx: Transaction<Database>, now: Date): Promise<void> {
  const today = toSeoulDateString(now);
  const validFrom = addDays(today, -DEMO_RATE_DAYS_BEFORE);
  const validTo = addDays(today, DEMO_RATE_DAYS_AFTER);
  for (const name of DEMO_RATE_PARTNERS) {
    const partnerId = await findDemoPartner(trx, name);
    if (!partnerId) continue;
    const rates = demoRatesOf(name, validFrom, validTo);
    const kinds = await findLocationKinds(
      trx,
      rates.flatMap((rate) => [rate.pol, rate.pod]),
    );
    const existing = await trx
      .selectFrom('partner_rates')
      .select(['freight_type', 'pol', 'pod', 'container_type'])
      .where('partner_id', '=', partnerId)
      .execute();
    const have = new Set(existing.map(laneKey));
    const rows = rates
      .map((rate) => ({
        ...toRateValues(rate, now),
        id: newId('rate'),
        partner_id: partnerId,
        created_by: null,
      }))
      .filter((row) => kinds.has(row.pol) && kinds.has(row.pod) && !have.has(laneKey(row)))
      .map((row) => ({ ...row, created_at: now }));
    await insertRates(trx, rows);
  }
}

/** Runs after the accounts (the partners) and the reference data (the locations). */
export const demoRatesSeeder: Seeder = {
  name: 'demo-rates',
  run: (trx, context) => seedDemoRates(trx, context.now),
};
