/** The JavaScript falsy values (NaN is typed as number, so it cannot be listed). */
export type Falsy = false | 0 | 0n | '' | null | undefined;

/**
 * Stores falsy input values as null (SPEC §5): `''`, `0`, `false`, `NaN`, `0n`, `undefined` and
 * `null` become `null`; everything else is returned unchanged. Note that `0` is falsy too, so do
 * not use this for fields where zero is a real value.
 */
export function toNullIfFalsy<T>(value: T): Exclude<T, Falsy> | null {
  return value ? (value as Exclude<T, Falsy>) : null;
}
