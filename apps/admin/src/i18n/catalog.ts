import type { CatalogShape } from '@baro/client';
import type { ko } from './catalogs/ko.ts';
import type { koPages } from './catalogs/ko-pages.ts';
import type { koShell } from './catalogs/ko-shell.ts';

/**
 * The shape every language's catalogue must have (STYLE #13): Korean defines the keys, and the
 * English catalogue is declared `as const satisfies Catalog`, so a key missing from it, or one
 * Korean does not have, fails the type check (see i18next.d.ts for the typed `t()` keys).
 */
export type Catalog = CatalogShape<typeof ko>;

/** The shell's part of the catalogue, the part the app bundles (ADR 0016). */
export type ShellCatalog = CatalogShape<typeof koShell>;

/** The pages' part, loaded with the first page. */
export type PagesCatalog = CatalogShape<typeof koPages>;
