import type { Catalog } from '../catalog.ts';
import { enFulfillment } from './en-fulfillment.ts';
import { enPages } from './en-pages.ts';
import { enShell } from './en-shell.ts';

/**
 * The English catalogue. `satisfies Catalog` makes a key missing here, or one Korean does not
 * have, a type error; catalogs.test.ts checks that every text uses the same `{{variables}}`.
 *
 * Style: plain, sentence-case English; buttons are verbs.
 */
export const en = { ...enShell, ...enPages, ...enFulfillment } as const satisfies Catalog;
