// What every browser journey needs: the two SPEC §9 widths, a page that records what went wrong
// (uncaught errors, requests leaving the origin), and screenshots kept as test artifacts.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { repoRoot } from './server.ts';

export const SCREENSHOT_DIR = path.join(repoRoot, 'test-results', 'e2e');

/** SPEC §9: a phone below the mobile breakpoint and a desktop above 1279 px. */
export const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'mobile', width: 375, height: 812 },
] as const;
/** Issue 15's handheld: an Android scanner's screen, the narrow end of 360–480 px. */
export const HANDHELD_VIEWPORT = { name: 'handheld', width: 360, height: 640 } as const;
export type Viewport = (typeof VIEWPORTS)[number] | typeof HANDHELD_VIEWPORT;

export interface JourneyPage {
  readonly context: BrowserContext;
  readonly page: Page;
  /** Uncaught errors in the page. */
  readonly pageErrors: string[];
  /** Requests to anything but the app's own origin (there must be none: no CDN, no trackers). */
  readonly foreignRequests: string[];
  /** Every request to the API, with its headers. */
  readonly apiRequests: { url: string; headers: Record<string, string> }[];
}

export async function ensureScreenshotDir(): Promise<void> {
  await mkdir(SCREENSHOT_DIR, { recursive: true });
}

/** A fresh browser profile (no cookies, no storage) at `viewport`, in Korean and Seoul time. */
export async function openJourney(
  browser: Browser,
  origin: string,
  viewport: Viewport,
): Promise<JourneyPage> {
  const context = await browser.newContext({
    viewport: { width: viewport.width, height: viewport.height },
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
  });
  const page = await context.newPage();
  const pageErrors: string[] = [];
  const foreignRequests: string[] = [];
  const apiRequests: JourneyPage['apiRequests'] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(`${origin}/`) && !url.startsWith('data:')) foreignRequests.push(url);
    if (url.startsWith(`${origin}/api/`)) apiRequests.push({ url, headers: request.headers() });
  });
  return { context, page, pageErrors, foreignRequests, apiRequests };
}

export function screenshot(page: Page, name: string, viewport: Viewport): Promise<Buffer> {
  return page.screenshot({
    path: path.join(SCREENSHOT_DIR, `${name}-${viewport.width}.png`),
    fullPage: true,
  });
}

/** An address no one has used yet in this run (the server's data is fresh, but journeys share it). */
export function uniqueEmail(label: string): string {
  return `${label}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@baro-e2e.test`;
}
