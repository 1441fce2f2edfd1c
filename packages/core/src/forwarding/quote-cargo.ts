import { divideRounded, pow10, toUnits, unitsToNumber } from './quote-decimal.ts';

// The measures a freight quote is priced on, computed exactly in integers and rounded once at the
// end (half away from zero): kilograms and tonnes to the gram/kilogram, cubic metres to the litre,
// revenue tons to 0.001. Dimensions are read to the millimetre (0.1 cm), weights to the gram.

/** IATA's volumetric divisor: 6,000 cm³ of air cargo are charged as one kilogram. */
export const VOLUMETRIC_DIVISOR_CM3_PER_KG = 6000;

/** Least revenue tons an LCL shipment is charged for. */
export const MIN_REVENUE_TONS = 1;

/** Decimal places of a quote quantity (kg, CBM, tonnes, RT). */
export const QUANTITY_SCALE = 3;

/** One line of the packing list: dimensions of one piece in cm, weight of one piece in kg. */
export interface QuotePackage {
  length: number;
  width: number;
  height: number;
  weight: number;
  quantity: number;
}

/** What the cargo measures, totals over every package (0 when there are no packages). */
export interface CargoMeasures {
  /** Σ weight × quantity, kg. */
  actualKg: number;
  /** Σ max(weight, L×W×H ÷ 6000) × quantity, kg (air freight's chargeable weight). */
  chargeableKg: number;
  /** Σ L×W×H × quantity in m³. */
  cbm: number;
  /** actualKg in metric tonnes. */
  tonnes: number;
  /** max(cbm, tonnes), at least {@link MIN_REVENUE_TONS}. */
  revenueTons: number;
  /** Number of pieces. */
  pieces: number;
}

const DIM_SCALE = 1; // 0.1 cm
const WEIGHT_SCALE = 3; // g

interface PackageUnits {
  /** L×W×H in (0.1 cm)³ = 0.001 cm³. */
  volume: bigint;
  /** Weight of one piece in grams. */
  grams: bigint;
  quantity: bigint;
}

function packageUnits(pkg: QuotePackage): PackageUnits {
  if (!Number.isSafeInteger(pkg.quantity) || pkg.quantity < 0) {
    throw new RangeError(`package quantity must be a whole number ≥ 0: ${pkg.quantity}`);
  }
  const dims = [pkg.length, pkg.width, pkg.height].map((value) => toUnits(value, DIM_SCALE));
  const grams = toUnits(pkg.weight, WEIGHT_SCALE);
  if (dims.some((value) => value < 0n) || grams < 0n) throw new RangeError('package measures must be ≥ 0');
  return {
    volume: dims.reduce((product, value) => product * value, 1n),
    grams,
    quantity: BigInt(pkg.quantity),
  };
}

/**
 * Chargeable weight of air cargo in kg: per package line the greater of the actual weight and the
 * volumetric weight (L×W×H cm ÷ 6000), times its quantity, summed, then rounded to the gram.
 */
export function chargeableWeightKg(packages: readonly QuotePackage[]): number {
  // In units of 1/6000 g: actual grams × 6000 against the volume in 0.001 cm³
  // (0.001 cm³ ÷ 6000 cm³/kg = 1/6000 g).
  let total = 0n;
  for (const pkg of packages) {
    const { volume, grams, quantity } = packageUnits(pkg);
    const actual = grams * BigInt(VOLUMETRIC_DIVISOR_CM3_PER_KG);
    total += (actual > volume ? actual : volume) * quantity;
  }
  return unitsToNumber(divideRounded(total, BigInt(VOLUMETRIC_DIVISOR_CM3_PER_KG)), WEIGHT_SCALE);
}

/** Every measure of the cargo at once; see {@link CargoMeasures}. */
export function measureCargo(packages: readonly QuotePackage[]): CargoMeasures {
  let volume = 0n; // 0.001 cm³
  let grams = 0n;
  let pieces = 0n;
  for (const pkg of packages) {
    const units = packageUnits(pkg);
    volume += units.volume * units.quantity;
    grams += units.grams * units.quantity;
    pieces += units.quantity;
  }
  // m³ to the litre: 1 L = 10^6 units of 0.001 cm³. Tonnes to the kilogram: 1 kg = 1000 g.
  const cbmLitres = divideRounded(volume, pow10(6));
  const tonneKg = divideRounded(grams, 1000n);
  const minimum = BigInt(MIN_REVENUE_TONS) * pow10(QUANTITY_SCALE);
  const revenueTons = [cbmLitres, tonneKg, minimum].reduce((a, b) => (a > b ? a : b));
  return {
    actualKg: unitsToNumber(grams, WEIGHT_SCALE),
    chargeableKg: chargeableWeightKg(packages),
    cbm: unitsToNumber(cbmLitres, QUANTITY_SCALE),
    tonnes: unitsToNumber(tonneKg, QUANTITY_SCALE),
    revenueTons: unitsToNumber(revenueTons, QUANTITY_SCALE),
    pieces: Number(pieces),
  };
}

/** Revenue tons of LCL cargo: max(total CBM, total tonnes), at least 1. */
export const revenueTons = (packages: readonly QuotePackage[]): number => measureCargo(packages).revenueTons;
