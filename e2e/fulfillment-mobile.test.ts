// Issue 13's "375 px usable", measured: the demo customer (customer@baro.demo: an approved team with
// SKUs, kits, stock, inbound, orders and returns in every status) opens every screen of the
// fulfillment area in a 375 px wide Chromium — lists, details, forms — and none of them is wider
// than the window: the page never scrolls sideways (wide tables scroll inside their own box, with a
// visible scrollbar, or become cards). A full-page screenshot of each is kept in test-results/e2e/.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { callApi } from './support/api.ts';
import { hasChromium } from './support/browser.ts';
import { logIn, MOBILE, screenshot, useSpecBrowser } from './support/spec-browser.ts';

const TIMEOUT_MS = 180_000;

/** The page's width as laid out (what scrolls sideways when wider than the window). */
const pageWidth = (page: Page) =>
  page.evaluate<number>('Math.max(document.documentElement.scrollWidth, document.body.scrollWidth)');

/** The elements that stick out past the right edge of the window, to name them when the check fails. */
const overflowing = (page: Page) =>
  page.evaluate<string[]>(`(() => {
    const out = [];
    for (const element of document.body.querySelectorAll('*')) {
      const box = element.getBoundingClientRect();
      if (box.width > 0 && box.right > window.innerWidth + 0.5) {
        out.push(element.tagName.toLowerCase() + (element.className && typeof element.className === 'string'
          ? '.' + element.className.trim().split(/\\s+/).slice(0, 3).join('.') : '') + ' → ' + Math.round(box.right));
      }
    }
    return out.slice(0, 12);
  })()`);

describe.skipIf(!hasChromium)('fulfillment at 375 px', () => {
  const { appOrigin, openTab, closeTabs } = useSpecBrowser();

  test(
    'every customer fulfillment screen fits a 375 px phone: nothing scrolls sideways',
    async () => {
      const origin = appOrigin();
      const { page } = await openTab(MOBILE);
      await page.goto(`${origin}/login`);
      await logIn(page);
      await page.waitForURL(`${origin}/`);
      const token = await page.evaluate<string | null>("sessionStorage.getItem('accessToken')");
      const get = (path: string) => callApi(origin, 'GET', `/fulfillment${path}`, token);
      const first = async (path: string) => {
        const page = (await get(path)) as { items: { id: string }[] };
        const item = page.items[0];
        if (!item) throw new Error(`the demo data has nothing at ${path}`);
        return item.id;
      };
      const [sku, kit, inbound, order, shipped, returned] = await Promise.all([
        first('/sku?size=1'),
        first('/group?size=1'),
        first('/inbound?size=1'),
        first('/orders?size=1'),
        first('/orders?status=delivered&size=1').catch(() => first('/orders?status=shipped&size=1')),
        first('/returns?size=1'),
      ]);

      const base = `${origin}/mypage/fulfillment`;
      const screens: [name: string, path: string][] = [
        ['dashboard', ''],
        ['skus', '/skus'],
        ['sku-new', '/skus/new'],
        ['sku', `/skus/${sku}`],
        ['sku-edit', `/skus/${sku}/edit`],
        ['kits', '/kits'],
        ['kit-new', '/kits/new'],
        ['kit', `/kits/${kit}`],
        ['kit-edit', `/kits/${kit}/edit`],
        ['inventory', '/inventory'],
        ['inbounds', '/inbound'],
        ['inbound-new', '/inbound/new'],
        ['inbound', `/inbound/${inbound}`],
        ['orders', '/orders'],
        ['order-new', '/orders/new'],
        ['order-upload', '/orders/upload'],
        ['order', `/orders/${order}`],
        ['returns', '/returns'],
        ['return-new', `/returns/new?orderId=${encodeURIComponent(shipped)}`],
        ['return', `/returns/${returned}`],
      ];
      const widths: Record<string, number> = {};
      for (const [name, path] of screens) {
        await page.goto(`${base}${path}`);
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        await page.waitForLoadState('networkidle');
        // The screen's data is in (no loading state left), fonts and images laid out.
        await expect.poll(() => page.locator('[aria-busy="true"]').count(), { timeout: 15_000 }).toBe(0);
        await page.evaluate('document.fonts.ready.then(() => undefined)');
        widths[name] = await pageWidth(page);
        await screenshot(page, `fulfillment-mobile-${name}`, MOBILE);
        if (widths[name] > MOBILE.width) {
          throw new Error(
            `${name} is ${widths[name]} px wide at 375 px: ${(await overflowing(page)).join(', ')}`,
          );
        }
      }
      expect(Object.entries(widths).filter(([, width]) => width > MOBILE.width)).toEqual([]);
      expect(Object.keys(widths)).toHaveLength(screens.length);
      await closeTabs();
    },
    TIMEOUT_MS,
  );
});
