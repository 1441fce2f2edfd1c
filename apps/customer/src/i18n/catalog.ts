import type { CatalogShape } from '@baro/client';
import type { ko } from './catalogs/ko.ts';
import type { koShell } from './catalogs/ko-shell.ts';

export type { CatalogShape };

/**
 * The shape every language's catalogue must have (STYLE #13). Korean is the source language: it
 * is written first and defines the keys; every other catalogue is declared
 * `as const satisfies Catalog`, so a key missing from it, or one that Korean does not have, fails
 * the type check. The `t()` keys and their `{{variables}}` are typed from the Korean catalogue
 * (see i18next.d.ts), and catalogs.test.ts checks that each translation uses the same variables.
 */
export type Catalog = CatalogShape<typeof ko>;

/** The shape of the shell's part of the catalogue, the part the app bundles (ADR 0016). */
export type ShellCatalog = CatalogShape<typeof koShell>;
