// SPEC §2's screen behaviours in real Chromium (issue 4), one test each: the full-page redirect to
// login with backTo, the top loading bar, scroll to top after a route change (not on
// /forwarding/schedule), the previous path in session storage when the shell goes away, where
// toasts appear, the overlay stack's Escape rules (in the built Storybook of @baro/ui and in the
// app's menu panel), the header's breakpoints and `<html lang>`. Widths 375 and 1280, plus the
// edges of a breakpoint where the behaviour changes there; screenshots in test-results/e2e/.
//
// The page scripts run in the browser, so they are written as strings (this project's TypeScript
// has no DOM library) and read only what a user's browser would expose.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { hasChromium, launchBrowser } from './support/browser.ts';
import { repoRoot, startServer, type TestServer } from './support/server.ts';
import { type StaticServer, startStaticServer } from './support/static-server.ts';
import { STORYBOOK_DIR } from './support/storybook-build.ts';

const SCREENSHOT_DIR = path.join(repoRoot, 'test-results', 'e2e');

interface Size {
  readonly width: number;
  readonly height: number;
}
/** SPEC §9: a phone below the mobile breakpoint and a desktop above 1279 px. */
const MOBILE: Size = { width: 375, height: 812 };
const DESKTOP: Size = { width: 1280, height: 800 };
const WIDTHS = [MOBILE, DESKTOP];

const DEMO_EMAIL = 'customer@baro.demo';
const DEMO_PASSWORD = 'demo1234!';
/** The loading bar's blue (#2563EB) as the browser computes it. */
const BAR_BLUE = 'rgb(37, 99, 235)';
/**
 * Makes every page of the app far taller than the window, without touching the app, and turns off
 * Chromium's scroll anchoring, which would otherwise move a kept scroll position by however much
 * the content above it grew or shrank when the route changed (the position the test checks is the
 * app's doing alone).
 */
const TALL_PAGE_CSS =
  'html, body { overflow-anchor: none; } body::after { content: ""; display: block; height: 6000px; }';
const SCROLLED = 1500;

interface Tab {
  readonly context: BrowserContext;
  readonly page: Page;
  /** Uncaught errors in the page. */
  readonly pageErrors: string[];
  /** Requests leaving the origin under test (there must be none). */
  readonly foreignRequests: string[];
}

describe.skipIf(!hasChromium)('SPEC §2 behaviours in the browser', () => {
  let server: TestServer | undefined;
  let storybook: StaticServer | undefined;
  let browser: Browser | undefined;
  const tabs: Tab[] = [];

  beforeAll(async () => {
    // The Storybook build and the app build both run Vite; one after the other keeps memory low.
    [server, browser, storybook] = await Promise.all([
      startServer(),
      launchBrowser(),
      startStaticServer(STORYBOOK_DIR),
      mkdir(SCREENSHOT_DIR, { recursive: true }),
    ]);
  });

  afterEach(async () => {
    // A failed test leaves its tabs open; close them so the next test starts clean.
    for (const tab of tabs.splice(0)) await tab.context.close();
  });

  afterAll(async () => {
    await browser?.close();
    await Promise.all([server?.stop(), storybook?.stop()]);
  });

  function appOrigin(): string {
    if (server === undefined) throw new Error('beforeAll did not finish');
    return server.url;
  }

  /** A fresh browser profile (no cookies, no storage) of `size`, in Korean and Seoul time. */
  async function openTab(size: Size, origin = appOrigin()): Promise<Tab> {
    if (browser === undefined) throw new Error('beforeAll did not finish');
    const context = await browser.newContext({
      viewport: { width: size.width, height: size.height },
      locale: 'ko-KR',
      timezoneId: 'Asia/Seoul',
    });
    const page = await context.newPage();
    const tab: Tab = { context, page, pageErrors: [], foreignRequests: [] };
    page.on('pageerror', (error) => tab.pageErrors.push(error.message));
    page.on('request', (request) => {
      const url = request.url();
      if (!url.startsWith(`${origin}/`) && !url.startsWith('data:')) tab.foreignRequests.push(url);
    });
    tabs.push(tab);
    return tab;
  }

  /** Every tab of the test: no uncaught errors, nothing requested from elsewhere. */
  async function closeTabs(): Promise<void> {
    for (const tab of tabs.splice(0)) {
      expect(tab.pageErrors).toEqual([]);
      expect(tab.foreignRequests).toEqual([]);
      await tab.context.close();
    }
  }

  // 1. ------------------------------------------------------------------------------------------

  test.each(WIDTHS)(
    'login is reached by a full-page redirect with backTo, and logging in leads back ($width px)',
    async (size) => {
      const origin = appOrigin();
      const { page } = await openTab(size);
      const documents = recordDocumentLoads(page);

      await page.goto(`${origin}/mypage`);
      await page.waitForURL(`${origin}/login?backTo=%2Fmypage`);
      await page.getByRole('heading', { level: 1, name: '로그인' }).waitFor();
      // Two documents: /mypage, then the login page loaded by the browser itself, not a route
      // change inside the first one (history.pushState makes no document request).
      expect(documents).toEqual([`${origin}/mypage`, `${origin}/login?backTo=%2Fmypage`]);
      expect(await page.evaluate<string>("performance.getEntriesByType('navigation')[0].name")).toBe(
        `${origin}/login?backTo=%2Fmypage`,
      );
      await screenshot(page, 'spec-login-redirect', size);

      await logIn(page);
      await page.waitForURL(`${origin}/mypage`);
      await page.getByRole('heading', { level: 1, name: '마이페이지' }).waitFor();
      await closeTabs();
    },
  );

  test('/login opened directly has no backTo and leads home; a backTo off this site is not followed', async () => {
    const origin = appOrigin();
    const direct = await openTab(DESKTOP);
    await direct.page.goto(`${origin}/login`);
    await direct.page.getByRole('heading', { level: 1, name: '로그인' }).waitFor();
    expect(direct.page.url()).toBe(`${origin}/login`);
    await logIn(direct.page);
    await direct.page.waitForURL((url) => url.pathname !== '/login');
    expect(direct.page.url()).toBe(`${origin}/`);

    for (const backTo of ['//evil.com', '//evil.com/mypage', 'https://evil.com/', '/\\evil.com']) {
      const { page } = await openTab(DESKTOP);
      const documents = recordDocumentLoads(page);
      const loginUrl = `${origin}/login?backTo=${encodeURIComponent(backTo)}`;
      await page.goto(loginUrl);
      await page.getByRole('heading', { level: 1, name: '로그인' }).waitFor();
      await logIn(page);
      await page.waitForURL((url) => url.origin !== origin || url.pathname !== '/login');
      expect(page.url(), `backTo=${backTo}`).toBe(`${origin}/`);
      await page.getByText('다시 오신 것을 환영합니다').waitFor();
      expect(documents, `backTo=${backTo}`).toEqual([loginUrl]);
    }
    await closeTabs();
  });

  // 2. ------------------------------------------------------------------------------------------

  test.each([
    { ...MOBILE, barHeight: 2 },
    { width: 767, height: 800, barHeight: 2 },
    { width: 768, height: 800, barHeight: 3 },
    { ...DESKTOP, barHeight: 3 },
  ])(
    'a blue $barHeight px loading bar runs from the start of a route change to its end ($width px)',
    async ({ barHeight, ...size }) => {
      const origin = appOrigin();
      const { page } = await openTab(size);
      await page.goto(`${origin}/`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.waitForLoadState('networkidle');
      expect(await page.getByRole('progressbar').count()).toBe(0);

      // The login page is a lazily loaded chunk: holding it keeps the route change in progress.
      const chunks = await holdNewScripts(page);
      await watchLoadingBar(page);
      await page.getByRole('link', { name: '로그인', exact: true }).click();
      const bar = page.getByRole('progressbar');
      await bar.waitFor({ state: 'visible' });
      await chunks.requested;

      // Still on the old page, the route change under way: the bar is there, thin, blue, on top.
      expect(new URL(page.url()).pathname).toBe('/');
      expect(await readLoadingBar(page)).toEqual({
        top: 0,
        left: 0,
        width: size.width,
        height: barHeight,
        color: BAR_BLUE,
      });
      expect(Number(await bar.getAttribute('aria-valuenow'))).toBeLessThan(100);
      await screenshot(page, `spec-loading-bar-${barHeight}px`, size);

      chunks.release();
      await page.getByRole('heading', { level: 1, name: '로그인' }).waitFor();
      await bar.waitFor({ state: 'detached' });
      expect(page.url()).toBe(`${origin}/login`);
      // It ran to 100 % when the route change finished, and only then went away.
      expectCompletedRun(await page.evaluate<string[]>('window.__barStates'));
      await closeTabs();
    },
  );

  test('the loading bar also completes when the route change fails (1280 px)', async () => {
    const origin = appOrigin();
    const { page } = await openTab(DESKTOP);
    await page.goto(`${origin}/`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');

    const chunks = await holdNewScripts(page, { fail: true });
    await watchLoadingBar(page);
    await page.getByRole('link', { name: '로그인', exact: true }).click();
    const bar = page.getByRole('progressbar');
    await bar.waitFor({ state: 'visible' });
    await chunks.requested;
    chunks.release();

    // The chunk cannot be loaded: the error page shows, and the bar completes all the same.
    await page.getByRole('heading', { level: 1, name: '문제가 발생했습니다' }).waitFor();
    await bar.waitFor({ state: 'detached' });
    expectCompletedRun(await page.evaluate<string[]>('window.__barStates'));
    await screenshot(page, 'spec-loading-bar-failed', DESKTOP);
    await closeTabs();
  });

  // 3. ------------------------------------------------------------------------------------------

  test.each(WIDTHS)(
    'a route change scrolls to the top, except into /forwarding/schedule ($width px)',
    async (size) => {
      const origin = appOrigin();
      const { page } = await openTab(size);
      await page.goto(`${origin}/`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.addStyleTag({ content: TALL_PAGE_CSS });

      // An in-app link, clicked without Playwright scrolling it into view first (dispatchEvent).
      await scrollDown(page);
      await page.getByRole('link', { name: '로그인', exact: true }).dispatchEvent('click');
      await page.waitForURL(`${origin}/login`);
      await page.getByRole('heading', { level: 1, name: '로그인' }).waitFor();
      await page.waitForFunction('window.scrollY === 0');
      await expectRoomToScroll(page);

      // The route changes below are made as the router sees a history step (pushState + popstate),
      // so the page is scrolled exactly as far as the test says when the route changes.
      await scrollDown(page);
      await navigateInApp(page, '/forwarding/schedule');
      await page.getByRole('heading', { level: 1, name: '선박 스케줄' }).waitFor();
      await settle(page);
      expect(await scrollY(page)).toBe(SCROLLED);
      await expectRoomToScroll(page);
      await screenshot(page, 'spec-scroll-kept-on-schedule', size, false);

      await navigateInApp(page, '/forwarding/schedule/2026-01');
      await page.waitForURL(`${origin}/forwarding/schedule/2026-01`);
      await settle(page);
      expect(await scrollY(page)).toBe(SCROLLED);

      // The same kind of route change anywhere else does scroll to the top.
      await navigateInApp(page, '/forwarding/quote');
      await page.waitForURL(`${origin}/forwarding/quote`);
      // A lazy route: the router changes its location once the page's chunk is in.
      await page.getByRole('heading', { level: 1, name: '운송 견적' }).waitFor();
      await settle(page);
      expect(await scrollY(page)).toBe(0);
      await closeTabs();
    },
  );

  // 4. ------------------------------------------------------------------------------------------

  test('when the shell goes away with a full page load, its path is in session storage (1280 px)', async () => {
    const origin = appOrigin();
    const { page } = await openTab(DESKTOP);
    const documents = recordDocumentLoads(page);
    await page.goto(`${origin}/`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await previousPath(page)).toBeNull();

    // A route change inside the app: the shell stays, nothing is stored yet.
    await page.getByRole('navigation', { name: '주요 메뉴' }).getByRole('link', { name: '풀필먼트' }).click();
    await page.waitForURL(`${origin}/fulfillment`);
    await page.getByRole('heading', { level: 1, name: '보관부터 택배 출고, 반품까지 맡겨 주세요' }).waitFor();
    await navigateInApp(page, '/fulfillment?tab=stock');
    await page.waitForURL(`${origin}/fulfillment?tab=stock`);
    expect(await previousPath(page)).toBeNull();

    // A full page load to another address of the app: the shell of the first document goes away.
    await page.goto(`${origin}/signup`);
    await page.getByRole('heading', { level: 1, name: '회원가입' }).waitFor();
    expect(documents).toEqual([`${origin}/`, `${origin}/signup`]);
    expect(await previousPath(page)).toBe('/fulfillment?tab=stock');

    // A reload is the shell going away too.
    await navigateInApp(page, '/login');
    await page.getByRole('heading', { level: 1, name: '로그인' }).waitFor();
    await page.reload();
    await page.getByRole('heading', { level: 1, name: '로그인' }).waitFor();
    expect(await previousPath(page)).toBe('/login');
    await closeTabs();
  });

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
      if (storybook === undefined) throw new Error('beforeAll did not finish');
      const tab = await openTab(DESKTOP, storybook.url);
      await tab.page.goto(`${storybook.url}/iframe.html?id=${id}&viewMode=story`);
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
      await page.waitForFunction("document.documentElement.lang === 'en'");
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

// Helpers -----------------------------------------------------------------------------------------

function screenshot(page: Page, name: string, size: Size, fullPage = true): Promise<Buffer> {
  return page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}-${size.width}.png`), fullPage });
}

async function logIn(page: Page): Promise<void> {
  await page.getByRole('textbox', { name: '이메일' }).fill(DEMO_EMAIL);
  await page.getByRole('textbox', { name: '비밀번호', exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
}

/** The addresses the main frame loaded as documents (full page loads), in order. */
function recordDocumentLoads(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) urls.push(request.url());
  });
  return urls;
}

/**
 * Holds every script the page asks for from now on (a lazily loaded route's chunks) until
 * `release()`; then lets them through, or fails them with `fail`.
 */
async function holdNewScripts(page: Page, { fail = false } = {}) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let markRequested = () => {};
  const requested = new Promise<void>((resolve) => {
    markRequested = resolve;
  });
  await page.route(/\/assets\/[^/]+\.js(\?|$)/, async (route) => {
    markRequested();
    await released;
    if (fail) await route.abort('failed');
    else await route.continue();
  });
  return { requested, release };
}

/** Records every state of the loading bar (aria-valuenow, or "gone") in `window.__barStates`. */
async function watchLoadingBar(page: Page): Promise<void> {
  await page.evaluate(`(() => {
    const states = (window.__barStates = []);
    const record = () => {
      const bar = document.querySelector('[role="progressbar"]');
      const state = bar ? bar.getAttribute('aria-valuenow') : 'gone';
      if (states[states.length - 1] !== state) states.push(state);
    };
    new MutationObserver(record).observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['aria-valuenow'],
    });
  })()`);
}

/** Started below 100 %, ran to 100 % at the end, then went away, in that order. */
function expectCompletedRun(states: string[]): void {
  expect(states.length, `bar states: ${states.join(' → ')}`).toBeGreaterThanOrEqual(3);
  const complete = states.indexOf('100');
  expect(complete, `bar states: ${states.join(' → ')}`).toBeGreaterThan(0);
  for (const state of states.slice(0, complete)) expect(Number(state)).toBeLessThan(100);
  expect(states.slice(complete + 1)).toEqual(['gone']);
}

interface BarLook {
  top: number;
  left: number;
  width: number;
  height: number;
  color: string | null;
}

/** Where the bar is, how big, and the colour it paints (its own or its fill's background). */
function readLoadingBar(page: Page): Promise<BarLook | null> {
  return page.evaluate<BarLook | null>(`(() => {
    const bar = document.querySelector('[role="progressbar"]');
    if (!bar) return null;
    const box = bar.getBoundingClientRect();
    const color = [bar, ...bar.querySelectorAll('*')]
      .map((element) => getComputedStyle(element).backgroundColor)
      .find((value) => value !== 'rgba(0, 0, 0, 0)' && value !== 'transparent');
    return {
      top: box.top,
      left: box.left,
      width: Math.round(box.width),
      height: box.height,
      color: color ?? null,
    };
  })()`);
}

interface Box {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/** The element's box once the page's entrance animations and transitions are over. */
async function settledBox(page: Page, selector: string): Promise<Box> {
  await animationsDone(page);
  return page.evaluate<Box>(`(() => {
    const { left, right, top, bottom } = document.querySelector(${JSON.stringify(selector)}).getBoundingClientRect();
    return { left, right, top, bottom };
  })()`);
}

/** Waits until no finite CSS animation or transition is running (an overlay has finished sliding in). */
async function animationsDone(page: Page): Promise<void> {
  await page.evaluate(`(async () => {
    for (let round = 0; round < 20; round += 1) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
      const running = document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
      if (running.length === 0) return;
      await Promise.allSettled(running.map((animation) => animation.finished));
    }
  })()`);
}

/**
 * Two animation frames: whatever the last event caused is rendered and React's effects have run
 * (they run before the frame after the commit), so a scroll that was going to happen has.
 */
async function settle(page: Page): Promise<void> {
  await page.evaluate(
    'new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(true))))',
  );
}

/** A route change as the router sees a step in the history: push the address, then popstate. */
async function navigateInApp(page: Page, href: string): Promise<void> {
  await page.evaluate(`(() => {
    history.pushState(null, '', ${JSON.stringify(href)});
    dispatchEvent(new PopStateEvent('popstate', { state: null }));
  })()`);
}

function scrollY(page: Page): Promise<number> {
  return page.evaluate<number>('window.scrollY');
}

async function scrollDown(page: Page): Promise<void> {
  await page.evaluate(`window.scrollTo({ top: ${SCROLLED}, left: 0, behavior: 'instant' })`);
  await page.waitForFunction(`window.scrollY === ${SCROLLED}`);
}

/** The page is tall enough to stay scrolled down: a scroll of 0 is the app's doing, not the page's size. */
async function expectRoomToScroll(page: Page): Promise<void> {
  const room = await page.evaluate<number>('document.documentElement.scrollHeight - window.innerHeight');
  expect(room).toBeGreaterThan(SCROLLED);
}

function previousPath(page: Page): Promise<string | null> {
  return page.evaluate<string | null>("sessionStorage.getItem('previousPath')");
}

function htmlLang(page: Page): Promise<string | null> {
  return page.locator('html').getAttribute('lang');
}
