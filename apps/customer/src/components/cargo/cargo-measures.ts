import { type CargoMeasures, measureCargo, type QuotePackage } from '@baro/core';
import { type PackageRow, toRequestNumber as toNumber } from './cargo-rows.ts';

/** A package row the quote arithmetic can take: every measure a positive number, a whole count. */
function completePackage(row: PackageRow): QuotePackage | null {
  const length = toNumber(row.length);
  const width = toNumber(row.width);
  const height = toNumber(row.height);
  const weight = toNumber(row.weight);
  const quantity = toNumber(row.quantity);
  const measures = [length, width, height, weight];
  if (measures.some((value) => value === undefined || !(value > 0))) return null;
  if (quantity === undefined || !Number.isSafeInteger(quantity) || quantity < 1) return null;
  return {
    length: length as number,
    width: width as number,
    height: height as number,
    weight: weight as number,
    quantity,
  };
}

export interface LiveMeasures extends CargoMeasures {
  /** Package rows counted (complete ones); the others are still being typed. */
  readonly countedRows: number;
  readonly totalRows: number;
}

/**
 * What the packages typed so far measure, with the same arithmetic the server prices on
 * (@baro/core measureCargo: CBM, chargeable weight, revenue tons). Incomplete rows are left out;
 * null while no row is complete.
 */
export function liveMeasures(rows: readonly PackageRow[]): LiveMeasures | null {
  const packages = rows.map(completePackage).filter((pkg): pkg is QuotePackage => pkg !== null);
  if (packages.length === 0) return null;
  try {
    return { ...measureCargo(packages), countedRows: packages.length, totalRows: rows.length };
  } catch {
    // Values beyond what the arithmetic reads (caught by the form's checks anyway).
    return null;
  }
}
