import type { AppName } from '@baro/core';

/** The two looks of the product: the customer site and the staff/partner/warehouse tools. */
export type ThemeVariant = 'customer' | 'admin';

export const THEME_VARIANTS: readonly ThemeVariant[] = Object.freeze(['customer', 'admin']);

/**
 * Which look an app variant gets. SPEC §2 names the admin variants; the warehouse apps are staff
 * tools too, so they share the admin look. Developer builds (storybook, test, ci) show the default.
 */
export function themeVariantForApp(app: AppName): ThemeVariant {
  switch (app) {
    case 'admin':
    case 'partner':
    case 'warehouse':
    case 'handheld':
      return 'admin';
    default:
      return 'customer';
  }
}
