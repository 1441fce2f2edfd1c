import { describe, expect, it } from 'vitest';
import { CHARGE_GROUPS, IMPORTER_CHARGE_GROUPS, INCOTERMS, importerPays, isIncoterm } from './incoterms.ts';

describe('Incoterms', () => {
  it('lists the ten rules Baro quotes', () => {
    expect(INCOTERMS).toEqual(['EXW', 'FCA', 'FOB', 'CFR', 'CIF', 'CPT', 'CIP', 'DAP', 'DPU', 'DDP']);
    expect(isIncoterm('FOB')).toBe(true);
    expect(isIncoterm('FAS')).toBe(false);
    expect(isIncoterm('fob')).toBe(false);
    expect(isIncoterm(undefined)).toBe(false);
  });

  // The whole table, so a change to any cell is a deliberate one.
  const table: Record<string, [origin: boolean, freight: boolean, destination: boolean]> = {
    EXW: [true, true, true],
    FCA: [false, true, true],
    FOB: [false, true, true],
    CFR: [false, false, true],
    CIF: [false, false, true],
    CPT: [false, false, true],
    CIP: [false, false, true],
    DAP: [false, false, false],
    DPU: [false, false, false],
    DDP: [false, false, false],
  };

  it.each(INCOTERMS)('%s leaves the importer the right charge groups', (incoterm) => {
    const expected = table[incoterm];
    expect(CHARGE_GROUPS.map((group) => importerPays(incoterm, group))).toEqual(expected);
    expect(IMPORTER_CHARGE_GROUPS[incoterm]).toEqual(CHARGE_GROUPS.filter((_, i) => expected?.[i]));
  });

  it('is frozen', () => {
    expect(Object.isFrozen(IMPORTER_CHARGE_GROUPS)).toBe(true);
    expect(Object.isFrozen(IMPORTER_CHARGE_GROUPS.EXW)).toBe(true);
  });
});
