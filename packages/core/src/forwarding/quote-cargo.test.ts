import { describe, expect, it } from 'vitest';
import { chargeableWeightKg, measureCargo, type QuotePackage, revenueTons } from './quote-cargo.ts';

const pkg = (length: number, width: number, height: number, weight: number, quantity = 1): QuotePackage => ({
  length,
  width,
  height,
  weight,
  quantity,
});

describe('chargeableWeightKg', () => {
  it('charges light, bulky cargo by volume (L×W×H ÷ 6000) times the quantity', () => {
    // 100×80×60 cm = 480,000 cm³ → 80 kg volumetric > 50 kg actual.
    expect(chargeableWeightKg([pkg(100, 80, 60, 50, 2)])).toBe(160);
  });

  it('charges dense cargo by its actual weight', () => {
    // 50×40×30 cm → 10 kg volumetric < 120 kg actual.
    expect(chargeableWeightKg([pkg(50, 40, 30, 120, 3)])).toBe(360);
  });

  it('takes the greater weight per package line, not over the totals', () => {
    // A: 20 kg volumetric > 15 kg, ×2 = 40; B: 4.5 kg volumetric < 10 kg, ×3 = 30 → 70.
    // (Over the totals it would be max(53.5, 60) = 60.)
    expect(chargeableWeightKg([pkg(60, 50, 40, 15, 2), pkg(30, 30, 30, 10, 3)])).toBe(70);
  });

  it('is exact and rounds the sum once to the gram, half away from zero', () => {
    // 33.3³ cm³ = 36,926.037 cm³ → 6.1543395 kg → 6.154 kg.
    expect(chargeableWeightKg([pkg(33.3, 33.3, 33.3, 1)])).toBe(6.154);
    // 1×1×3 cm = 3 cm³ → exactly 0.5 g → 1 g; three of them 1.5 g → 2 g.
    expect(chargeableWeightKg([pkg(1, 1, 3, 0)])).toBe(0.001);
    expect(chargeableWeightKg([pkg(1, 1, 3, 0, 3)])).toBe(0.002);
    // 0.1 + 0.2 kg is read as 0.3 kg, not 0.30000000000000004.
    expect(chargeableWeightKg([pkg(1, 1, 1, 0.1 + 0.2, 10)])).toBe(3);
  });

  it('is 0 without packages', () => {
    expect(chargeableWeightKg([])).toBe(0);
  });
});

describe('measureCargo', () => {
  it('measures volume, weight and revenue tons', () => {
    // 120×100×150 cm = 1.8 m³, 300 kg, ×4 → 7.2 m³, 1.2 t.
    expect(measureCargo([pkg(120, 100, 150, 300, 4)])).toEqual({
      actualKg: 1200,
      chargeableKg: 1200,
      cbm: 7.2,
      tonnes: 1.2,
      revenueTons: 7.2,
      pieces: 4,
    });
  });

  it('takes tonnes when the cargo weighs more than it measures', () => {
    expect(measureCargo([pkg(100, 100, 100, 2500, 2)])).toMatchObject({ cbm: 2, tonnes: 5, revenueTons: 5 });
  });

  it('charges at least 1 revenue ton', () => {
    expect(measureCargo([pkg(100, 80, 60, 50, 2)])).toMatchObject({ cbm: 0.96, tonnes: 0.1, revenueTons: 1 });
    expect(revenueTons([pkg(10, 10, 10, 1)])).toBe(1);
    expect(measureCargo([])).toEqual({
      actualKg: 0,
      chargeableKg: 0,
      cbm: 0,
      tonnes: 0,
      revenueTons: 1,
      pieces: 0,
    });
  });

  it('rounds CBM to the litre and tonnes to the kilogram', () => {
    // 36,926.037 cm³ → 0.037 m³; 1,234.5678 kg ×1 → 1.235 t.
    expect(measureCargo([pkg(33.3, 33.3, 33.3, 1234.5678)])).toMatchObject({
      cbm: 0.037,
      tonnes: 1.235,
      actualKg: 1234.568,
      revenueTons: 1.235,
    });
  });

  it('refuses fractional or negative quantities and negative measures', () => {
    expect(() => measureCargo([pkg(10, 10, 10, 1, 1.5)])).toThrow(RangeError);
    expect(() => measureCargo([pkg(10, 10, 10, 1, -1)])).toThrow(RangeError);
    expect(() => measureCargo([pkg(-10, 10, 10, 1)])).toThrow(RangeError);
    expect(() => chargeableWeightKg([pkg(10, 10, 10, -1)])).toThrow(RangeError);
  });
});
