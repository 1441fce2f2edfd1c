import { koPages } from './ko-pages.ts';
import { koShell } from './ko-shell.ts';

/**
 * The Korean catalogue of the admin app: the source language, which defines the keys (see
 * ../catalog.ts). Formal polite speech (합쇼체) for statements and "~해 주세요" for requests, like
 * the server's messages; buttons and labels are short nouns or verbs. The app bundles the shell's
 * part and loads the pages' part with the pages (ADR 0016); tests and types use the whole.
 */
export const ko = { ...koShell, ...koPages } as const;
