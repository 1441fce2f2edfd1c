import { APP_NAMES, LOADING_BAR } from '@baro/core';
import { useMantineTheme } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BaroProvider } from './BaroProvider.tsx';
import { MANTINE_BREAKPOINTS, MEDIA_QUERIES, pxToEm } from './breakpoints.ts';
import { createBaroTheme } from './create-baro-theme.ts';
import { FONT_STACKS } from './font-stacks.ts';
import { themeVariantForApp } from './theme-variant.ts';

afterEach(cleanup);

const firstFont = (stack: string | undefined) => stack?.split(',')[0]?.trim();

describe('createBaroTheme', () => {
  it('gives the admin variants a different default font than the customer site (SPEC §2)', () => {
    const customer = createBaroTheme('customer');
    const admin = createBaroTheme('admin');
    expect(customer.fontFamily).not.toBe(admin.fontFamily);
    expect(firstFont(customer.fontFamily)).toBe('Pretendard');
    expect(firstFont(admin.fontFamily)).toBe("'Noto Sans KR'");
    // Headings follow the body font of the variant.
    expect(customer.headings?.fontFamily).toBe(customer.fontFamily);
    expect(admin.headings?.fontFamily).toBe(admin.fontFamily);
  });

  it('uses font stacks only, ending in a generic family, never a web-font URL', () => {
    for (const stack of Object.values(FONT_STACKS)) {
      expect(stack).not.toMatch(/url\(|https?:/);
      expect(stack).toMatch(/(sans-serif|monospace)$/);
    }
  });

  it('has Baro blue as its primary colour, the same blue as the loading bar', () => {
    const theme = createBaroTheme('customer');
    expect(theme.primaryColor).toBe('baro');
    expect(theme.colors?.baro?.[6]).toBe(LOADING_BAR.color.toLowerCase());
    expect(theme.primaryShade).toEqual({ light: 6, dark: 7 });
  });

  it('maps the SPEC §9 breakpoints onto Mantine em values', () => {
    expect(pxToEm(768)).toBe('48em');
    expect(createBaroTheme('admin').breakpoints).toEqual(MANTINE_BREAKPOINTS);
    expect(MANTINE_BREAKPOINTS).toEqual({
      xs: '48em', // above mobile (767.98)
      sm: '62em', // above tablet (991.98)
      md: '64em', // laptop 1024
      lg: '79.9375em', // desktop 1279
      xl: '90em', // wide 1440
      xxl: '120em', // ultra-wide 1920
    });
    expect(MEDIA_QUERIES.mobile).toBe('(max-width: 767.98px)');
    expect(MEDIA_QUERIES.belowTablet).toBe('(max-width: 991.98px)');
  });
});

describe('themeVariantForApp', () => {
  it('gives the customer app the customer look and every staff app the admin look', () => {
    const variants = Object.fromEntries(APP_NAMES.map((app) => [app, themeVariantForApp(app)]));
    expect(variants).toEqual({
      customer: 'customer',
      admin: 'admin',
      partner: 'admin',
      warehouse: 'admin',
      handheld: 'admin',
      storybook: 'customer',
      test: 'customer',
      ci: 'customer',
    });
  });
});

function FontProbe() {
  return <output aria-label="font">{useMantineTheme().fontFamily}</output>;
}

describe('BaroProvider', () => {
  it.each(['customer', 'admin'] as const)('applies the %s font to the whole app', (variant) => {
    render(
      <BaroProvider variant={variant}>
        <FontProbe />
      </BaroProvider>,
    );
    expect(screen.getByLabelText('font').textContent).toBe(FONT_STACKS[variant]);
    const css = [...document.querySelectorAll('style')].map((style) => style.textContent).join('\n');
    expect(css).toContain(`--mantine-font-family: ${FONT_STACKS[variant]}`);
  });

  it('defaults to the customer variant', () => {
    render(
      <BaroProvider>
        <FontProbe />
      </BaroProvider>,
    );
    expect(screen.getByLabelText('font').textContent).toBe(FONT_STACKS.customer);
  });
});
