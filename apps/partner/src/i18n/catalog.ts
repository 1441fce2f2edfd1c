import type { ko } from './catalogs/ko.ts';

/** A catalogue shaped like `T`, with any text in place of each of `T`'s literal strings. */
export type CatalogShape<T> = {
  readonly [Key in keyof T]: T[Key] extends string ? string : CatalogShape<T[Key]>;
};

/**
 * The shape every language's catalogue must have (STYLE #13). Korean is the source language: it
 * is written first and defines the keys; every other catalogue is declared
 * `as const satisfies Catalog`, so a key missing from it, or one that Korean does not have, fails
 * the type check. The `t()` keys and their `{{variables}}` are typed from the Korean catalogue
 * (see i18next.d.ts), and catalogs.test.ts checks that each translation uses the same variables.
 */
export type Catalog = CatalogShape<typeof ko>;
