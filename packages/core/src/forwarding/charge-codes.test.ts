import { describe, expect, it } from 'vitest';
import {
  CHARGE_CATALOGUE,
  CHARGE_CODES,
  chargeCodeEntry,
  chargeCodeName,
  chargeCodesFor,
  chargeCodeUnit,
  guessChargeCode,
  isChargeCode,
  oceanFreightCode,
} from './charge-codes.ts';

describe('the charge-code catalogue', () => {
  it('has one entry per code, in order, each with both names', () => {
    expect(CHARGE_CATALOGUE.map((item) => item.code)).toEqual([...CHARGE_CODES]);
    for (const item of CHARGE_CATALOGUE) {
      expect(item.nameKo).toMatch(/[가-힣]/);
      expect(item.nameEn).toMatch(/^[A-Z]/);
    }
  });

  it('has ocean freight per container type and reads unknown codes as OTHER', () => {
    expect(oceanFreightCode('20DRY')).toBe('OFR_20DRY');
    expect(oceanFreightCode('40HQ')).toBe('OFR_40HQ');
    expect(oceanFreightCode('45HC')).toBeNull();
    expect(chargeCodeEntry('NOPE').code).toBe('OTHER');
    expect(isChargeCode('THC')).toBe(true);
    expect(isChargeCode('thc')).toBe(false);
    expect(chargeCodeName('THC', 'ko')).toBe('터미널 화물처리비 (THC)');
    expect(chargeCodeName('THC', 'en')).toBe('Terminal handling charge (THC)');
  });

  it('gives a unit by basis and mode, and the usual codes of each mode', () => {
    expect(chargeCodeUnit('OFR_40HQ', 'FCL')).toBe('CNTR');
    expect(chargeCodeUnit('BAF', 'LCL')).toBe('RT');
    expect(chargeCodeUnit('BAF', 'AIR')).toBe('KG');
    expect(chargeCodeUnit('AFR', 'AIR')).toBe('KG');
    expect(chargeCodeUnit('DOC', 'FCL')).toBe('BL');
    expect(chargeCodeUnit('CUSTOMS', 'AIR')).toBe('BL');
    expect(chargeCodesFor('AIR')).not.toContain('OFR_40HQ');
    expect(chargeCodesFor('AIR')).toContain('AFR');
    expect(chargeCodesFor('LCL')).toContain('CFS');
    for (const mode of ['FCL', 'LCL', 'AIR'] as const) expect(chargeCodesFor(mode).at(-1)).toBe('OTHER');
  });
});

describe('guessChargeCode', () => {
  const fcl = { freightType: 'FCL' as const, containerTypes: ['40HQ', '20DRY'] };
  const oneType = { freightType: 'FCL' as const, containerTypes: ['40HQ'] };

  it.each([
    ['Ocean freight 40HQ', fcl, 'OFR_40HQ'],
    ['해상운임 40HC', fcl, 'OFR_40HQ'],
    ["O/F 20'", fcl, 'OFR_20DRY'],
    ['40GP freight', fcl, 'OFR_40DRY'],
    ['Ocean freight', oneType, 'OFR_40HQ'],
    ['Ocean freight', fcl, 'OTHER'],
    ['해상운임', { freightType: 'LCL' as const, containerTypes: [] }, 'OFR_LCL'],
    ['항공운임', { freightType: 'AIR' as const, containerTypes: [] }, 'AFR'],
    ['THC Busan', fcl, 'THC'],
    ['Terminal handling 40HQ', fcl, 'THC'],
    ['BAF', fcl, 'BAF'],
    ['유류할증료', fcl, 'BAF'],
    ['LSS 40HQ', fcl, 'LSS'],
    ['DOC fee', fcl, 'DOC'],
    ['서류발급비', fcl, 'DOC'],
    ['CFS charge', fcl, 'CFS'],
    ['Wharfage', fcl, 'WFG'],
    ['Handling fee', fcl, 'HANDLING'],
    ['통관 수수료', fcl, 'CUSTOMS'],
    ['내륙 운송', fcl, 'TRUCKING'],
    ['적하보험', fcl, 'INSURANCE'],
    ['Misc.', fcl, 'OTHER'],
    ['', fcl, 'OTHER'],
  ])('%s → %s', (name, request, code) => {
    expect(guessChargeCode(name, request)).toBe(code);
  });
});
