// What the SPEC §2 browser files share (e2e/spec-*.test.ts): the sizes, a fresh Korean browser
// profile per tab that records page errors and requests leaving the origin, and small readers of
// what a user's browser exposes. Page scripts are strings: this project's TypeScript has no DOM
// library.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { launchBrowser } from './browser.ts';
import { repoRoot, startServer, type TestServer } from './server.ts';
import { type StaticServer, startStaticServer } from './static-server.ts';
import { STORYBOOK_DIR } from './storybook-build.ts';

const SCREENSHOT_DIR = path.join(repoRoot, 'test-results', 'e2e');

export interface Size {
  readonly width: number;
  readonly height: number;
}
/** SPEC §9: a phone below the mobile breakpoint and a desktop above 1279 px. */
export const MOBILE: Size = { width: 375, height: 812 };
export const DESKTOP: Size = { width: 1280, height: 800 };
export const WIDTHS = [MOBILE, DESKTOP];

export const DEMO_EMAIL = 'customer@baro.demo';
export const DEMO_PASSWORD = 'demo1234!';
/** The loading bar's blue (#2563EB) as the browser computes it. */
export const BAR_BLUE = 'rgb(37, 99, 235)';
/**
 * Makes every page of the app far taller than the window, without touching the app, and turns off
 * Chromium's scroll anchoring, which would otherwise move a kept scroll position by however much
 * the content above it grew or shrank when the route changed (the position the test checks is the
 * app's doing alone).
 */
export const TALL_PAGE_CSS =
  'html, body { overflow-anchor: none; } body::after { content: ""; display: block; height: 6000px; }';
export const SCROLLED = 1500;

export interface Tab {
  readonly context: BrowserContext;
  readonly page: Page;
  /** Uncaught errors in the page. */
  readonly pageErrors: string[];
  /** Requests leaving the origin under test (there must be none). */
  readonly foreignRequests: string[];
}

export interface SpecBrowser {
  /** The app under test (a fresh server on a copy of the seeded data). */
  appOrigin(): string;
  /** The built Storybook of @baro/ui, when asked for. */
  storybookOrigin(): string;
  /** A fresh browser profile (no cookies, no storage) of `size`, in Korean and Seoul time. */
  openTab(size: Size, origin?: string): Promise<Tab>;
  /** Every tab of the test: no uncaught errors, nothing requested from elsewhere. */
  closeTabs(): Promise<void>;
}

/** Registers the hooks of one browser file (call inside its describe): server, browser, tabs. */
export function useSpecBrowser({ storybook: withStorybook = false } = {}): SpecBrowser {
  let server: TestServer | undefined;
  let storybook: StaticServer | undefined;
  let browser: Browser | undefined;
  const tabs: Tab[] = [];

  beforeAll(async () => {
    [server, browser, storybook] = await Promise.all([
      startServer(),
      launchBrowser(),
      withStorybook ? startStaticServer(STORYBOOK_DIR) : Promise.resolve(undefined),
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

  return {
    appOrigin,
    storybookOrigin() {
      if (storybook === undefined) throw new Error('no Storybook: useSpecBrowser({ storybook: true })');
      return storybook.url;
    },
    async openTab(size, origin = appOrigin()) {
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
    },
    async closeTabs() {
      for (const tab of tabs.splice(0)) {
        expect(tab.pageErrors).toEqual([]);
        expect(tab.foreignRequests).toEqual([]);
        await tab.context.close();
      }
    },
  };
}

export function screenshot(page: Page, name: string, size: Size, fullPage = true): Promise<Buffer> {
  return page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}-${size.width}.png`), fullPage });
}

export async function logIn(page: Page): Promise<void> {
  await page.getByRole('textbox', { name: '이메일' }).fill(DEMO_EMAIL);
  await page.getByRole('textbox', { name: '비밀번호', exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
}

/** The addresses the main frame loaded as documents (full page loads), in order. */
export function recordDocumentLoads(page: Page): string[] {
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
export async function holdNewScripts(page: Page, { fail = false } = {}) {
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
export async function watchLoadingBar(page: Page): Promise<void> {
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
export function expectCompletedRun(states: string[]): void {
  expect(states.length, `bar states: ${states.join(' → ')}`).toBeGreaterThanOrEqual(3);
  const complete = states.indexOf('100');
  expect(complete, `bar states: ${states.join(' → ')}`).toBeGreaterThan(0);
  for (const state of states.slice(0, complete)) expect(Number(state)).toBeLessThan(100);
  expect(states.slice(complete + 1)).toEqual(['gone']);
}

export interface BarLook {
  top: number;
  left: number;
  width: number;
  height: number;
  color: string | null;
}

/** Where the bar is, how big, and the colour it paints (its own or its fill's background). */
export function readLoadingBar(page: Page): Promise<BarLook | null> {
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

export interface Box {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/** The element's box once the page's entrance animations and transitions are over. */
export async function settledBox(page: Page, selector: string): Promise<Box> {
  await animationsDone(page);
  return page.evaluate<Box>(`(() => {
    const { left, right, top, bottom } = document.querySelector(${JSON.stringify(selector)}).getBoundingClientRect();
    return { left, right, top, bottom };
  })()`);
}

/** Waits until no finite CSS animation or transition is running (an overlay has finished sliding in). */
export async function animationsDone(page: Page): Promise<void> {
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
export async function settle(page: Page): Promise<void> {
  await page.evaluate(
    'new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(true))))',
  );
}

/** A route change as the router sees a step in the history: push the address, then popstate. */
export async function navigateInApp(page: Page, href: string): Promise<void> {
  await page.evaluate(`(() => {
    history.pushState(null, '', ${JSON.stringify(href)});
    dispatchEvent(new PopStateEvent('popstate', { state: null }));
  })()`);
}

export function scrollY(page: Page): Promise<number> {
  return page.evaluate<number>('window.scrollY');
}

export async function scrollDown(page: Page): Promise<void> {
  await page.evaluate(`window.scrollTo({ top: ${SCROLLED}, left: 0, behavior: 'instant' })`);
  await page.waitForFunction(`window.scrollY === ${SCROLLED}`);
}

/** The page is tall enough to stay scrolled down: a scroll of 0 is the app's doing, not the page's size. */
export async function expectRoomToScroll(page: Page): Promise<void> {
  const room = await page.evaluate<number>('document.documentElement.scrollHeight - window.innerHeight');
  expect(room).toBeGreaterThan(SCROLLED);
}

export function previousPath(page: Page): Promise<string | null> {
  return page.evaluate<string | null>("sessionStorage.getItem('previousPath')");
}

export function htmlLang(page: Page): Promise<string | null> {
  return page.locator('html').getAttribute('lang');
}
