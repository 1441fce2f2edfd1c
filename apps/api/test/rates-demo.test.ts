import { type PartnerRate, partnerRateInputSchema, toSeoulDateString } from '@baro/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoRatesSeeder, seedDemoRates } from '../src/modules/rates/demo-rates.seeder.ts';
import { listRates } from '../src/modules/rates/rates.repository.ts';
import { addDays, presentRate } from '../src/modules/rates/rates.rules.ts';
import { loadDemoData } from '../src/seed/load-demo-data.ts';
import { SEEDERS } from '../src/seed/seeders.ts';
import { createTestDatabase, type TestDatabase } from './support/test-database.ts';

// The demo partners' rate tables: loaded with the other demo data, after the partners and the
// locations, on popular lanes into Korea, valid around the seed day, and loaded only once.

describe('demo rates', () => {
  let database: TestDatabase;
  let rates: PartnerRate[];
  beforeAll(async () => {
    database = await createTestDatabase();
    await loadDemoData(database.db, { onlyIfNew: false });
    rates = (await listRates(database.db, { partnerId: null })).map(presentRate);
  });
  afterAll(async () => {
    await database.close();
  });

  const rateOf = (partner: string, freightType: string, pol: string, pod: string, containerType?: string) =>
    rates.find(
      (rate) =>
        rate.partner.name === partner &&
        rate.freightType === freightType &&
        rate.pol === pol &&
        rate.pod === pod &&
        (containerType === undefined || (rate.freightType === 'FCL' && rate.containerType === containerType)),
    );

  it('runs after the accounts and the reference data', () => {
    const names = SEEDERS.map((seeder) => seeder.name);
    expect(names.indexOf('demo-rates')).toBeGreaterThan(names.indexOf('demo-accounts'));
    expect(names.indexOf('demo-rates')).toBeGreaterThan(names.indexOf('reference-data'));
    expect(demoRatesSeeder.name).toBe('demo-rates');
  });

  it('gives both partners rates on the popular lanes, valid from 30 days ago to 90 days ahead', () => {
    const today = toSeoulDateString(new Date());
    for (const partner of ['Blue Ocean Logistics', 'Eastern Star Forwarding']) {
      const own = rates.filter((rate) => rate.partner.name === partner);
      expect(own).toHaveLength(7 * 3 + 3 + 4);
      for (const pol of ['CNSHA', 'CNNGB', 'CNTAO', 'VNSGN', 'JPTYO', 'USLAX', 'NLRTM']) {
        for (const container of ['20DRY', '40DRY', '40HQ']) {
          expect(
            rateOf(partner, 'FCL', pol, 'KRPUS', container),
            `${partner} ${pol} ${container}`,
          ).toBeDefined();
        }
      }
      for (const [pol, pod] of [
        ['CNSHA', 'KRPUS'],
        ['CNSHA', 'KRINC'],
        ['VNSGN', 'KRPUS'],
      ] as const) {
        expect(rateOf(partner, 'LCL', pol, pod)).toBeDefined();
      }
      for (const pol of ['PVG', 'HKG', 'FRA', 'LAX'])
        expect(rateOf(partner, 'AIR', pol, 'ICN')).toBeDefined();
      for (const rate of own) {
        expect(rate.validFrom).toBe(addDays(today, -30));
        expect(rate.validTo).toBe(addDays(today, 90));
        const { id: _id, partner: _partner, createdAt: _c, updatedAt: _u, ...input } = rate;
        expect(partnerRateInputSchema.safeParse(input).success, `${rate.freightType} ${rate.pol}`).toBe(true);
      }
    }
  });

  it('prices realistically, and differently per partner', () => {
    const blue = rateOf('Blue Ocean Logistics', 'FCL', 'CNSHA', 'KRPUS', '20DRY');
    const eastern = rateOf('Eastern Star Forwarding', 'FCL', 'CNSHA', 'KRPUS', '20DRY');
    if (blue?.freightType !== 'FCL' || eastern?.freightType !== 'FCL') throw new Error('missing FCL rates');
    for (const rate of [blue, eastern]) {
      expect(rate.price).toBeGreaterThanOrEqual(350);
      expect(rate.price).toBeLessThanOrEqual(450);
      expect(rate.currency).toBe('USD');
      expect(rate.localCharges).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ code: 'THC', side: 'origin', unit: 'CNTR', currency: 'CNY' }),
          expect.objectContaining({ code: 'DOC', side: 'origin', unit: 'BL' }),
          expect.objectContaining({ code: 'THC', side: 'destination', unit: 'CNTR', currency: 'KRW' }),
          expect.objectContaining({ code: 'DOC', side: 'destination', unit: 'BL', currency: 'KRW' }),
        ]),
      );
    }
    expect(blue.price).not.toBe(eastern.price);
    // Neither partner is the cheaper one everywhere.
    const ningboBlue = rateOf('Blue Ocean Logistics', 'FCL', 'CNNGB', 'KRPUS', '20DRY');
    const ningboEastern = rateOf('Eastern Star Forwarding', 'FCL', 'CNNGB', 'KRPUS', '20DRY');
    if (ningboBlue?.freightType !== 'FCL' || ningboEastern?.freightType !== 'FCL') throw new Error('missing');
    expect(blue.price < eastern.price).not.toBe(ningboBlue.price < ningboEastern.price);

    const lcl = rateOf('Blue Ocean Logistics', 'LCL', 'CNSHA', 'KRPUS');
    if (lcl?.freightType !== 'LCL') throw new Error('missing LCL rate');
    expect(lcl.price).toBeGreaterThanOrEqual(30);
    expect(lcl.price).toBeLessThanOrEqual(60);
    expect(lcl.minCharge).toBe(lcl.price);
    expect(lcl.localCharges).toContainEqual(
      expect.objectContaining({ code: 'CFS', unit: 'RT', side: 'destination', currency: 'KRW' }),
    );

    const air = rateOf('Eastern Star Forwarding', 'AIR', 'PVG', 'ICN');
    if (air?.freightType !== 'AIR') throw new Error('missing AIR rate');
    expect(air.weightBreaks.map((item) => item.minKg)).toEqual([0, 45, 100, 300, 500, 1000]);
    const prices = air.weightBreaks.map((item) => item.price);
    expect([...prices].sort((a, b) => b - a)).toEqual(prices);
    expect(air.localCharges).toContainEqual(
      expect.objectContaining({ code: 'HANDLING', unit: 'KG', side: 'destination', currency: 'KRW' }),
    );
  });

  it('adds nothing when run again', async () => {
    await loadDemoData(database.db, { onlyIfNew: false });
    await database.db.transaction().execute((trx) => seedDemoRates(trx, new Date()));
    const again = await listRates(database.db, { partnerId: null });
    expect(again.map((row) => row.id).sort()).toEqual(rates.map((rate) => rate.id).sort());
  });
});
