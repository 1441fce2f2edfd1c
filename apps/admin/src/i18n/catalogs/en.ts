import type { Catalog } from '../catalog.ts';
import { enPages } from './en-pages.ts';
import { enShell } from './en-shell.ts';

/** The English catalogue of the admin app: every key of the Korean one, in sentence case. */
export const en = { ...enShell, ...enPages } as const satisfies Catalog;
