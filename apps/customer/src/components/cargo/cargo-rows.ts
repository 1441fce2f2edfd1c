import {
  CONTAINER_TYPES,
  type ContainerType,
  type FreightType,
  MAX_PACKAGE_LINES,
  parseNumberText,
} from '@baro/core';

// The cargo lines of a freight request as the instant quote and the bid request edit them: the
// same rows, the same limits (@baro/core CARGO_LIMITS) and the same reading of what was typed.

/** A number field's value: the text as typed (or a number that came from elsewhere). */
export type NumberValue = number | string;

/** One container line of an FCL request. */
export interface ContainerRow {
  type: ContainerType;
  quantity: NumberValue;
}

/** One package line of an LCL or AIR request: one piece's L×W×H in cm and kg, and how many. */
export interface PackageRow {
  length: NumberValue;
  width: NumberValue;
  height: NumberValue;
  weight: NumberValue;
  quantity: NumberValue;
}

/** What the cargo rows read and edit of a form's values (field paths are the contracts'). */
export interface CargoRowsValues extends Record<string, unknown> {
  freightType: FreightType;
  containers: ContainerRow[];
  packages: PackageRow[];
}

export const MAX_CONTAINER_ROWS = CONTAINER_TYPES.length;
export const MAX_PACKAGE_ROWS = MAX_PACKAGE_LINES;

export const emptyContainerRow = (type: ContainerType = '40HQ'): ContainerRow => ({ type, quantity: 1 });
export const emptyPackageRow = (): PackageRow => ({
  length: '',
  width: '',
  height: '',
  weight: '',
  quantity: 1,
});

/**
 * A field's value for the request, never changed to fit: undefined when blank (the contract
 * says it is required), NaN when it is not a plain number (`1e9`, `12kg`: "enter a number"),
 * otherwise the number as typed, sign and size kept for the contract's range check.
 */
export const toRequestNumber = (value: NumberValue): number | undefined => parseNumberText(value);

/** The request's `containers` of the rows. */
export const containersOf = (rows: readonly ContainerRow[]) =>
  rows.map((row) => ({ type: row.type, quantity: toRequestNumber(row.quantity) }));

/** The request's `packages` of the rows. */
export const packagesOf = (rows: readonly PackageRow[]) =>
  rows.map((row) => ({
    length: toRequestNumber(row.length),
    width: toRequestNumber(row.width),
    height: toRequestNumber(row.height),
    weight: toRequestNumber(row.weight),
    quantity: toRequestNumber(row.quantity),
  }));
