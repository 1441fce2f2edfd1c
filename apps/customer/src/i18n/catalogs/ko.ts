import { koFulfillment } from './ko-fulfillment.ts';
import { koPages } from './ko-pages.ts';
import { koShell } from './ko-shell.ts';

/**
 * The Korean catalogue: the source language, which defines the keys (see ../catalog.ts). The app
 * bundles the shell's part (ko-shell.ts), loads the pages' part (ko-pages.ts) with the pages and
 * the fulfillment area's part (ko-fulfillment.ts) with the fulfillment pages (ADR 0016); tests and
 * types use the whole.
 *
 * Style: formal polite speech (합쇼체) for statements and "~해 주세요" for requests, the register
 * of the server's error messages (@baro/core), so that a message from the server and one from the
 * app read alike on one screen. Buttons and labels are short nouns or verbs without endings.
 * Field hints under inputs carry no final period, like @baro/core's field messages.
 *
 * Interpolation uses i18next's `{{name}}`. Korean has no plural forms; counts are written with a
 * counter word (`{{count}}명`). Where English needs one (`1 day`, `2 days`), the key is split into
 * i18next's `_one`/`_other` in both catalogues (Korean's two the same) and called with `count`.
 */
export const ko = { ...koShell, ...koPages, ...koFulfillment } as const;
