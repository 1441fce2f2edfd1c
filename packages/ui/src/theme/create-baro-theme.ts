import { createTheme, type MantineThemeOverride } from '@mantine/core';
import { BARO_BLUE } from './baro-colors.ts';
import { MANTINE_BREAKPOINTS } from './breakpoints.ts';
import { FONT_STACKS } from './font-stacks.ts';
import type { ThemeVariant } from './theme-variant.ts';

/**
 * The Mantine theme of one product variant. Everything is shared except the default font
 * (SPEC §2), which lives here so that every admin app inherits it by choosing `'admin'`.
 */
export function createBaroTheme(variant: ThemeVariant): MantineThemeOverride {
  const fontFamily = FONT_STACKS[variant];
  return createTheme({
    primaryColor: 'baro',
    primaryShade: { light: 6, dark: 7 },
    colors: { baro: BARO_BLUE },
    fontFamily,
    fontFamilyMonospace: FONT_STACKS.monospace,
    headings: { fontFamily, fontWeight: '700' },
    breakpoints: MANTINE_BREAKPOINTS,
    defaultRadius: 'md',
    // Keyboard users always see where they are; mouse clicks do not leave rings behind.
    focusRing: 'auto',
    respectReducedMotion: true,
    cursorType: 'pointer',
    other: { variant },
  });
}
