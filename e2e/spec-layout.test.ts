// SPEC §2's layout behaviours in real Chromium (issue 4): where toasts appear, the overlay stack's
// Escape rules (in the built Storybook of @baro/ui and in the app's menu panel), the header's
// breakpoints and `<html lang>`. Widths 375 and 1280, plus a breakpoint's edges; screenshots in
// test-results/e2e/. The navigation behaviours are in spec-navigation.test.ts.
import { describe, expect, test } from 'vitest';
import { hasChromium } from './support/browser.ts';
import {
  animationsDone,
  DESKTOP,
  htmlLang,
  logIn,
  MOBILE,
  screenshot,
  settle,
  settledBox,
  type Tab,
  useSpecBrowser,
  WIDTHS,
} from './support/spec-browser.ts';

describe.skipIf(!hasChromium)('SPEC §2 layout in the browser', () => {
  const { appOrigin, openTab, closeTabs, storybookOrigin } = useSpecBrowser({ storybook: true });

  // 5. ------------------------------------------------------------------------------------------

  test.each(WIDTHS)(
    'toasts appear bottom-center on a phone and bottom-right wider ($width px)',
    async (size) => {
      const origin = appOrigin();
      const { page } = await openTab(size);
      await page.goto(`${origin}/login`);
      await page.getByRole('heading', { level: 1, name: '로그인' }).waitFor();
      await logIn(page);
      await page.waitForURL(`${origin}/`);

      const toast = page.locator('[data-sonner-toast]').filter({ hasText: '다시 오신 것을 환영합니다' });
      await toast.waitFor({ state: 'visible' });
      const box = await settledBox(page, '[data-sonner-toast]');
      await screenshot(page, 'spec-toast', size, false);

      const gapBelow = size.height - box.bottom;
      expect(gapBelow).toBeGreaterThanOrEqual(0);
      expect(gapBelow).toBeLessThanOrEqual(48);
      if (size.width < 768) {
        // Centred: equal room on both sides.
        expect(Math.abs(box.left - (size.width - box.right))).toBeLessThanOrEqual(1);
      } else {
        const gapRight = size.width - box.right;
        expect(gapRight).toBeGreaterThanOrEqual(0);
        expect(gapRight).toBeLessThanOrEqual(48);
        expect(box.left).toBeGreaterThan(size.width / 2);
      }
      await closeTabs();
    },
  );

  // 6. ------------------------------------------------------------------------------------------

  describe('overlays in the built Storybook of @baro/ui (1280 px)', () => {
    async function openStory(id: string): Promise<Tab> {
      const tab = await openTab(DESKTOP, storybookOrigin());
      await tab.page.goto(`${storybookOrigin()}/iframe.html?id=${id}&viewMode=story`);
      // The story's own play function runs first (it drives the same steps with simulated events);
      // it must pass, and it must be over before the real keyboard takes its turn.
      await tab.page.waitForFunction("window.__STORYBOOK_PREVIEW__?.storyRenders?.[0]?.phase === 'finished'");
      expect(
        await tab.page.evaluate<boolean>("document.body.classList.contains('sb-show-errordisplay')"),
      ).toBe(false);
      return tab;
    }

    test('stacked panels: each Escape closes only the top one, then focus returns to the opener', async () => {
      const { page } = await openStory('overlays-overlaypanel--stacked-overlays');
      await page.getByRole('button', { name: '배송지 선택 열기' }).click();
      const address = page.getByRole('region', { name: '배송지 선택' });
      await address.waitFor();
      await page.getByRole('button', { name: '새 주소 입력' }).click();
      const newAddress = page.getByRole('region', { name: '새 주소' });
      await newAddress.waitFor();
      expect(await address.getAttribute('inert')).not.toBeNull();
      await animationsDone(page);
      await screenshot(page, 'spec-overlays-stacked', DESKTOP, false);

      await page.keyboard.press('Escape');
      await newAddress.waitFor({ state: 'detached' });
      await settle(page);
      expect(await address.isVisible()).toBe(true);
      expect(await address.getAttribute('inert')).toBeNull();

      await page.keyboard.press('Escape');
      await address.waitFor({ state: 'detached' });
      await page.locator('button:focus', { hasText: '배송지 선택 열기' }).waitFor();
      await closeTabs();
    });

    test('while a role="dialog" element is present, Escape leaves the overlays alone', async () => {
      const { page } = await openStory('overlays-overlaypanel--stacked-overlays');
      await page.getByRole('button', { name: '배송지 선택 열기' }).click();
      const address = page.getByRole('region', { name: '배송지 선택' });
      await address.waitFor();

      // Any dialog-role element counts, not only the ones the UI kit renders.
      await page.evaluate(`(() => {
        const dialog = document.createElement('div');
        dialog.setAttribute('role', 'dialog');
        dialog.setAttribute('aria-label', 'e2e dialog');
        dialog.id = 'e2e-dialog';
        document.body.append(dialog);
      })()`);
      await page.keyboard.press('Escape');
      await settle(page);
      expect(await address.isVisible()).toBe(true);

      await page.evaluate("document.getElementById('e2e-dialog').remove()");
      await page.keyboard.press('Escape');
      await address.waitFor({ state: 'detached' });
      await closeTabs();
    });

    test('a confirm dialog over a panel: Escape closes the dialog, the panel stays', async () => {
      const { page } = await openStory('overlays-overlaypanel--dialog-on-top');
      await page.getByRole('button', { name: '주문 상세 열기' }).click();
      const panel = page.getByRole('region', { name: '주문 상세' });
      await panel.waitFor();
      await page.getByRole('button', { name: '주문 취소' }).click();
      const dialog = page.getByRole('dialog', { name: '주문을 취소할까요?' });
      await dialog.waitFor();
      await animationsDone(page);
      await screenshot(page, 'spec-overlays-dialog-on-top', DESKTOP, false);

      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      await settle(page);
      expect(await panel.isVisible()).toBe(true);

      await page.keyboard.press('Escape');
      await panel.waitFor({ state: 'detached' });
      await closeTabs();
    });

    test("the top overlay's sub-close handler goes first: the open menu, then the panel", async () => {
      const { page } = await openStory('overlays-overlaypanel--sub-close-first');
      await page.getByRole('button', { name: '필터 열기' }).click();
      const panel = page.getByRole('region', { name: '필터' });
      await panel.waitFor();
      await page.getByRole('button', { name: '운송 방식' }).click();
      const menu = page.getByRole('menu');
      await menu.waitFor();
      await animationsDone(page);
      await screenshot(page, 'spec-overlays-sub-close', DESKTOP, false);

      await page.keyboard.press('Escape');
      await menu.waitFor({ state: 'detached' });
      await settle(page);
      expect(await panel.isVisible()).toBe(true);

      await page.keyboard.press('Escape');
      await panel.waitFor({ state: 'detached' });
      await closeTabs();
    });
  });

  test("the app's menu panel at 375 px is an overlay that Escape closes", async () => {
    const origin = appOrigin();
    const { page } = await openTab(MOBILE);
    await page.goto(`${origin}/`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    const burger = page.getByRole('button', { name: '메뉴 열기' });
    await burger.click();
    const panel = page.getByRole('region', { name: '메뉴' });
    await panel.waitFor();
    await panel
      .getByRole('navigation', { name: '주요 메뉴' })
      .getByRole('link', { name: '풀필먼트' })
      .waitFor();
    await animationsDone(page);
    await screenshot(page, 'spec-menu-panel-open', MOBILE, false);

    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'detached' });
    expect(await burger.getAttribute('aria-expanded')).toBe('false');
    await page.locator('button:focus[aria-expanded="false"]').waitFor();
    expect(await page.locator(':focus').getAttribute('aria-label')).toBe('메뉴 열기');
    await closeTabs();
  });

  // 7. ------------------------------------------------------------------------------------------

  test.each([
    { ...MOBILE, burger: true, shows: 'the menu button, not the links' },
    { width: 991, height: 800, burger: true, shows: 'the menu button, not the links' },
    { width: 992, height: 800, burger: false, shows: 'the links, not the menu button' },
    { ...DESKTOP, burger: false, shows: 'the links, not the menu button' },
  ])('at $width px the header shows $shows', async ({ burger, shows: _, ...size }) => {
    const origin = appOrigin();
    const { page } = await openTab(size);
    await page.goto(`${origin}/`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    const header = page.getByRole('banner');
    const burgerButton = header.getByRole('button', { name: '메뉴 열기' });
    const nav = header.getByRole('navigation', { name: '주요 메뉴' });

    expect(await burgerButton.isVisible()).toBe(burger);
    expect(await nav.isVisible()).toBe(!burger);
    const visibleLinks = await header.getByRole('link').filter({ visible: true }).allTextContents();
    for (const label of ['포워딩', '풀필먼트', '고객센터']) {
      expect(visibleLinks.includes(label), `"${label}" visible in the header`).toBe(!burger);
    }
    // Nothing sticks out sideways at any width.
    expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(
      size.width,
    );
    await screenshot(page, 'spec-header', size, false);
    await closeTabs();
  });

  // 8. ------------------------------------------------------------------------------------------

  test.each(WIDTHS)(
    '<html lang> is ko by default; English sets en and survives a reload ($width px)',
    async (size) => {
      const origin = appOrigin();
      const { page } = await openTab(size);
      await page.goto(`${origin}/`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await htmlLang(page)).toBe('ko');

      const narrow = size.width < 992;
      if (narrow) await page.getByRole('button', { name: '메뉴 열기' }).click();
      await page.getByText('English', { exact: true }).filter({ visible: true }).click();
      await page.locator('html[lang="en"]').waitFor({ state: 'attached' });
      await page.getByText('The language is now English.').waitFor();
      if (narrow) {
        await page.keyboard.press('Escape');
        await page.getByRole('region', { name: 'Menu' }).waitFor({ state: 'detached' });
      }
      await page.getByRole('link', { name: 'Log in', exact: true }).waitFor();

      await page.reload();
      await page.getByRole('link', { name: 'Log in', exact: true }).waitFor();
      expect(await htmlLang(page)).toBe('en');
      await animationsDone(page);
      await screenshot(page, 'spec-lang-en', size, false);

      // And a new page of the same browser starts in English too.
      await page.goto(`${origin}/login`);
      await page.getByRole('heading', { level: 1, name: 'Log in' }).waitFor();
      expect(await htmlLang(page)).toBe('en');
      await closeTabs();
    },
  );
});
