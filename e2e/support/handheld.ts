// What the handheld journeys (issue 15) share: the demo worker's login on /handheld/, a scan the
// way a keyboard-wedge scanner makes one, and the server read as the worker's own API calls.
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

export const DEMO_WORKER = { loginId: 'worker01', password: 'demo1234!' } as const;

/** Logs the demo worker in on the handheld's login page with the login id, and waits for the menu. */
export async function loginOnHandheld(page: Page, origin: string): Promise<void> {
  await page.goto(`${origin}/handheld/`);
  await page.waitForURL((url) => url.pathname === '/handheld/login');
  await page.getByRole('textbox', { name: /아이디 또는 이메일/ }).fill(DEMO_WORKER.loginId);
  await page.locator('input[type="password"]').fill(DEMO_WORKER.password);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await page.getByRole('heading', { level: 1, name: '작업 선택' }).waitFor();
}

/** True when the focused element is an enabled scan field (the scanner types wherever focus is). */
export function scanFieldHasFocus(page: Page): Promise<boolean> {
  // It runs in the page; the e2e project has no DOM types, so the check is a string.
  return page.evaluate<boolean>(`(() => {
    const active = document.activeElement;
    return active instanceof HTMLInputElement && active.classList.contains('scan-field__input') && !active.disabled;
  })()`);
}

/**
 * A keyboard-wedge scan: the scanner types the code's characters in a burst, then Enter, into
 * whatever has the focus — so the screen must have put it in its scan field by itself.
 */
export async function wedgeScan(page: Page, code: string): Promise<void> {
  await expect.poll(() => scanFieldHasFocus(page)).toBe(true);
  await page.keyboard.type(code);
  await page.keyboard.press('Enter');
}

/** The worker's own API: a token from `POST /api/auth/login` with the login id. */
export async function floorApi(origin: string) {
  const login = await fetch(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_WORKER),
  });
  if (login.status !== 200) throw new Error(`worker login answered ${login.status}`);
  const { accessToken } = (await login.json()) as { accessToken: string };
  const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${origin}/api${path}`, {
      method,
      headers: {
        authorization: `Bearer ${accessToken}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
    return (text === '' ? undefined : JSON.parse(text)) as T;
  };
  return {
    get: <T>(path: string) => call<T>('GET', path),
    post: <T>(path: string, body: unknown) => call<T>('POST', path, body),
  };
}
export type FloorApi = Awaited<ReturnType<typeof floorApi>>;

/**
 * True when an element is shown whole: inside the window's width and with no part of its text cut
 * off (a label that needs more room than it has is clipped to "전송…" by its ellipsis).
 */
export function shownWhole(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    const width = element.ownerDocument.defaultView?.innerWidth ?? 0;
    const box = element.getBoundingClientRect();
    const clipped = [element, ...element.querySelectorAll('*')].some(
      (part) => part.scrollWidth > part.clientWidth + 1,
    );
    return box.left >= 0 && box.right <= width && !clipped;
  });
}
