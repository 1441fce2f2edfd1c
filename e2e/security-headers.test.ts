// Issue 11, finding 5: the apps still work under the Content-Security-Policy the API sends, and the
// browser reports no violation. The allowances are proven real too: the chat widget's script and
// frame, error tracking's endpoint, blob workers and storage images pass, while an injected inline
// script is refused (which also proves that violations are being recorded at all).
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { hasChromium, launchBrowser } from './support/browser.ts';
import { startServer, type TestServer } from './support/server.ts';

const DEMO_PASSWORD = 'demo1234!';

interface Violation {
  directive: string;
  blocked: string;
  page: string;
  source: string;
}

describe.skipIf(!hasChromium)('the apps under the Content-Security-Policy', () => {
  let server: TestServer | undefined;
  let browser: Browser | undefined;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  /** A page that keeps every CSP violation (the DOM event and Chromium's console line). */
  async function openRecordingPage(): Promise<{
    page: Page;
    violations: () => Promise<Violation[]>;
    console: string[];
  }> {
    if (!browser) throw new Error('beforeAll did not finish');
    const context = await browser.newContext({ locale: 'ko-KR', timezoneId: 'Asia/Seoul' });
    // Browser code as text: this project's e2e files are type-checked without the DOM library.
    await context.addInitScript(`
      window.__cspViolations = [];
      document.addEventListener('securitypolicyviolation', (event) => {
        window.__cspViolations.push({
          directive: event.violatedDirective,
          blocked: event.blockedURI,
          page: location.pathname,
          source: event.sourceFile + ':' + event.lineNumber + ':' + event.columnNumber,
        });
      });
    `);
    // No internet here: answer the outside services ourselves. The CSP is judged before any of this.
    await context.route(/^https:\/\/[^/]*(channel\.io|sentry\.io)\//, (route) =>
      route.fulfill({ status: 200, contentType: 'text/plain', body: '' }),
    );
    const page = await context.newPage();
    const console: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) console.push(message.text());
    });
    const violations = () => page.evaluate<Violation[]>('window.__cspViolations');
    return { page, violations, console };
  }

  test('the customer site, the partner app, the staff, warehouse and handheld apps and the API docs run with no violation', async () => {
    if (!server) throw new Error('beforeAll did not finish');
    const origin = server.url;
    const { page, violations, console } = await openRecordingPage();
    const seen: Violation[] = [];

    const landing = await page.goto(`${origin}/`);
    expect(landing?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    await page.getByRole('heading', { level: 1 }).waitFor();
    seen.push(...(await violations()));

    // The staff app, the warehouse desk and the handheld, as far as a visitor gets: their login
    // forms (the handheld also registers its service worker there).
    for (const app of ['/admin/', '/warehouse/', '/handheld/']) {
      await page.goto(`${origin}${app}`);
      await page.locator('input').first().waitFor();
      await page.waitForLoadState('networkidle');
      seen.push(...(await violations()));
    }

    // A partner logs in on the customer site's login page and lands in the partner app.
    await page.goto(`${origin}/partner/bids`);
    await page.waitForURL(`${origin}/login?backTo=%2Fpartner%2Fbids`);
    await page.getByRole('textbox', { name: '이메일' }).fill('partner@baro.demo');
    await page.getByRole('textbox', { name: '비밀번호', exact: true }).fill(DEMO_PASSWORD);
    seen.push(...(await violations()));
    await page.getByRole('button', { name: '로그인', exact: true }).click();
    await page.waitForURL(`${origin}/partner/bids`);
    await page.getByRole('heading', { level: 1, name: '견적 요청' }).waitFor();
    await page.waitForLoadState('networkidle');
    seen.push(...(await violations()));

    await page.goto(`${origin}/api/docs/`);
    await page.locator('.swagger-ui .opblock').first().waitFor();
    seen.push(...(await violations()));

    expect(seen).toEqual([]);
    expect(console).toEqual([]);
  });

  test('allows what the apps load from elsewhere, and refuses inline script', async () => {
    if (!server) throw new Error('beforeAll did not finish');
    const origin = server.url;
    const { page, violations } = await openRecordingPage();
    await page.goto(`${origin}/`);
    await page.getByRole('heading', { level: 1 }).waitFor();

    await page.evaluate(`(async () => {
      const loaded = (element) =>
        new Promise((resolve) => {
          element.addEventListener('load', resolve);
          element.addEventListener('error', resolve);
          setTimeout(resolve, 2000);
        });
      // The chat widget: its loader's script and its messenger frame.
      const script = document.createElement('script');
      script.src = 'https://cdn.channel.io/plugin/ch-plugin-web.js';
      document.body.append(script);
      await loaded(script);
      const frame = document.createElement('iframe');
      frame.src = 'https://desk.channel.io/';
      document.body.append(frame);
      await loaded(frame);
      // Error tracking's envelope endpoint and session replay's blob worker.
      await fetch('https://o1.ingest.sentry.io/api/2/envelope/', { method: 'POST', body: '{}' });
      new Worker(URL.createObjectURL(new Blob([''], { type: 'text/javascript' }))).terminate();
      // An image from storage (this origin for the local driver) and a data: image.
      for (const src of [location.origin + '/api/health', 'data:image/gif;base64,R0lGODlhAQABAAAAACw=']) {
        const image = document.createElement('img');
        image.src = src;
        document.body.append(image);
        await loaded(image);
      }
    })()`);
    await page.waitForTimeout(200);
    expect(await violations()).toEqual([]);

    // What an XSS would try: an inline script. It must not run, and the refusal must be reported.
    const ran = await page.evaluate<boolean>(`(async () => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true';
      document.body.append(script);
      await new Promise((resolve) => setTimeout(resolve, 100));
      return window.__injected === true;
    })()`);
    expect(ran).toBe(false);
    const refused = await violations();
    expect(refused).toHaveLength(1);
    expect(refused[0]?.directive).toMatch(/^script-src/);
  });
});
