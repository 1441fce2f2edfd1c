import type { CatalogShape } from '@baro/client';
import type { ko } from './catalogs/ko.ts';
import type { koHandover } from './catalogs/ko-handover.ts';

/**
 * The shape every language's catalogue must have (STYLE #13): Korean defines the keys, and the
 * English catalogue is declared `as const satisfies Catalog`, so a key missing from it, or one
 * Korean does not have, fails the type check (see i18next.d.ts for the typed `t()` keys).
 */
export type Catalog = CatalogShape<typeof ko>;

/** The handover screens' part of the catalogue, loaded with them (`loadHandoverWords`). */
export type HandoverCatalog = CatalogShape<typeof koHandover>;
