import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { codeCharges, codeRateCharges, down } from '../src/db/migrations/0068-rate-charge-codes.ts';
import { database, insertRate, useEstimatesWorld } from './support/estimates-world.ts';

// Migration 0068 (issue 18): rate charges stored before charge codes get the code their name
// reads as, else OTHER; names are kept; coded charges and rates without charges are untouched.

useEstimatesWorld();

const legacy = (name: string, side = 'origin', unit = 'BL') => ({
  name,
  side,
  unit,
  price: 10,
  currency: 'USD',
});

async function insertLegacy(id: string, freightType: 'FCL' | 'LCL' | 'AIR', charges: unknown[]) {
  const rateId = await insertRate({
    freightType,
    pol: freightType === 'AIR' ? 'PVG' : 'CNSHA',
    pod: freightType === 'AIR' ? 'ICN' : 'KRPUS',
    carrier: id,
    transitDays: 3,
    ...(freightType === 'FCL' ? { containerType: '40HQ' as const, price: 1000 } : {}),
    ...(freightType === 'LCL' ? { price: 40 } : {}),
    ...(freightType === 'AIR' ? { weightBreaks: [{ minKg: 0, price: 5 }] } : {}),
  });
  await database.db
    .updateTable('partner_rates')
    .set({ local_charges: JSON.stringify(charges) })
    .where('id', '=', rateId)
    .execute();
  return rateId;
}

const chargesOf = async (id: string) =>
  (
    await database.db
      .selectFrom('partner_rates')
      .select('local_charges')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).local_charges;

describe('migration 0068: rate charge codes', () => {
  it('codes charges by name (English and Korean), else OTHER, keeping names; reruns change nothing', async () => {
    const fcl = await insertLegacy('fcl', 'FCL', [
      legacy('THC', 'origin', 'CNTR'),
      legacy('BL fee'),
      legacy('서류 발급비', 'destination'),
      legacy('Wharfage', 'destination', 'RT'),
      legacy('D/O', 'destination'),
      { ...legacy('Low sulphur surcharge', 'origin', 'CNTR'), code: 'LSS' },
    ]);
    const lcl = await insertLegacy('lcl', 'LCL', [legacy('CFS charge', 'destination', 'RT'), legacy('통관')]);
    const air = await insertLegacy('air', 'AIR', [
      legacy('Handling', 'destination', 'KG'),
      legacy('Fuel surcharge'),
    ]);
    const none = await insertLegacy('none', 'LCL', []);
    const db = database.db as unknown as Kysely<unknown>;
    // Two rates a page, so the paging over four rates (one without charges) is crossed.
    await codeRateCharges(db, 2);
    const coded = await chargesOf(fcl);
    await codeRateCharges(db, 2);
    expect(await chargesOf(fcl)).toEqual(coded);

    const codes = async (id: string) =>
      ((await chargesOf(id)) as { code: string; name: string }[]).map((charge) => [charge.code, charge.name]);
    expect(await codes(fcl)).toEqual([
      ['THC', 'THC'],
      ['DOC', 'BL fee'],
      ['DOC', '서류 발급비'],
      ['WFG', 'Wharfage'],
      ['OTHER', 'D/O'],
      ['LSS', 'Low sulphur surcharge'],
    ]);
    expect(await codes(lcl)).toEqual([
      ['CFS', 'CFS charge'],
      ['CUSTOMS', '통관'],
    ]);
    expect(await codes(air)).toEqual([
      ['HANDLING', 'Handling'],
      ['BAF', 'Fuel surcharge'],
    ]);
    expect(await chargesOf(none)).toEqual([]);
    expect((await chargesOf(fcl)) as unknown[]).toContainEqual({
      code: 'THC',
      ...legacy('THC', 'origin', 'CNTR'),
    });
  });

  it('down drops the code and gives a nameless charge its code as name', async () => {
    const rate = await insertLegacy('down', 'FCL', [
      { code: 'THC', name: 'O/THC', side: 'origin', unit: 'CNTR', price: 1, currency: 'USD' },
      { code: 'DOC', side: 'destination', unit: 'BL', price: 2, currency: 'KRW' },
    ]);
    await down(database.db as unknown as Kysely<unknown>);
    expect(await chargesOf(rate)).toEqual([
      { name: 'O/THC', side: 'origin', unit: 'CNTR', price: 1, currency: 'USD' },
      { name: 'DOC', side: 'destination', unit: 'BL', price: 2, currency: 'KRW' },
    ]);
  });

  it('leaves what is not a list of charges alone', () => {
    const rate = { freightType: 'FCL' as const, containerTypes: ['20DRY'] };
    expect(codeCharges(null, rate)).toBeNull();
    expect(codeCharges({}, rate)).toBeNull();
    expect(codeCharges([{ code: 'DOC', name: 'x' }], rate)).toBeNull();
    expect(codeCharges(['junk', { name: 'THC' }], rate)).toEqual([{ name: 'THC', code: 'THC' }]);
  });
});
