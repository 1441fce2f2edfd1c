// The packing station as production runs it: the desk app on an https origin, the print agent on
// the packing PC's loopback over plain http. A TLS proxy with a self-signed certificate stands in
// front of the real server (PUBLIC_URL is its https address, so the CSP carries
// upgrade-insecure-requests and HSTS is sent); Chromium accepts the certificate and treats the
// page's address as a public one (--ip-address-space-overrides), so its calls to 127.0.0.1 are
// what a packer's browser makes: cross-site CORS calls from a public secure context to loopback,
// gated by Local Network Access (Chromium 142+: a permission the packer allows once per site,
// granted here after the check has shown the denied case). http://127.0.0.1
// is a potentially trustworthy origin, so it is not mixed content and is not upgraded. The worker
// sets the agent up, packs a picked demo order and the label's ZPL reaches a TCP capture printer.
import { startFakePrinter } from '@baro/print-agent/testing';
import { startTestAgent } from '@baro/print-agent/testing/agent';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { hasChromium, launchBrowser } from './support/browser.ts';
import { ensureScreenshotDir, openJourney, screenshot, VIEWPORTS } from './support/journey.ts';
import { startServer, type TestServer } from './support/server.ts';
import { startTlsProxy } from './support/tls-proxy.ts';

const [DESKTOP] = VIEWPORTS;
const DEMO_PASSWORD = 'demo1234!';
const JOURNEY_TIMEOUT_MS = 120_000;

describe.skipIf(!hasChromium)('packing station over https, print agent on http loopback', () => {
  let server: TestServer | undefined;
  let browser: Browser | undefined;
  let proxy: Awaited<ReturnType<typeof startTlsProxy>> | undefined;
  let printer: Awaited<ReturnType<typeof startFakePrinter>> | undefined;
  let agent: Awaited<ReturnType<typeof startTestAgent>> | undefined;

  beforeAll(async () => {
    [printer, proxy] = await Promise.all([startFakePrinter(), startTlsProxy()]);
    agent = await startTestAgent({ printers: `default=${printer.target}@203`, origins: [proxy.url] });
    const https = proxy.url;
    [server, browser] = await Promise.all([
      startServer({ env: { PUBLIC_URL: https, CSP_CONNECT_ORIGINS: agent.base } }),
      launchBrowser([
        '--ignore-certificate-errors',
        `--ip-address-space-overrides=127.0.0.1:${proxy.port}=public`,
      ]),
      ensureScreenshotDir(),
    ]);
    proxy.forwardTo(server.url);
  });

  afterAll(async () => {
    await browser?.close();
    await proxy?.close();
    await server?.stop();
    await agent?.close();
    await printer?.close();
  });

  async function scan(page: Page, code: string) {
    const field = page.getByRole('textbox', { name: /스캔/ });
    await expect.poll(() => field.isEnabled()).toBe(true);
    await field.fill(code);
    await field.press('Enter');
  }

  test(
    'an https page reaches the http loopback agent through the CSP and the network-access preflight',
    async () => {
      if (!server || !browser || !agent || !printer || !proxy) throw new Error('beforeAll did not finish');
      const origin = proxy.url;
      const journey = await openJourney(browser, origin, DESKTOP);
      const { page, context } = journey;
      // What Chromium's network stack saw of each call to the agent (preflights included, which
      // page events do not show): where it went, and how it classed the page and the agent.
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      const toAgent = new Map<string, { method: string; url: string }>();
      const sent = new Map<string, { initiatorIsSecureContext: boolean; initiatorIPAddressSpace: string }>();
      const answered = new Map<string, { status: number; space: string; headers: Record<string, string> }>();
      cdp.on('Network.requestWillBeSent', (event) => {
        if (event.request.url.startsWith(`${agent?.base}/`))
          toAgent.set(event.requestId, { method: event.request.method, url: event.request.url });
      });
      cdp.on('Network.requestWillBeSentExtraInfo', (event) => {
        if (event.clientSecurityState) sent.set(event.requestId, event.clientSecurityState);
      });
      cdp.on('Network.responseReceivedExtraInfo', (event) => {
        answered.set(event.requestId, {
          status: event.statusCode,
          space: event.resourceIPAddressSpace,
          headers: event.headers,
        });
      });
      const agentCalls = () =>
        [...toAgent].map(([id, call]) => ({ ...call, sent: sent.get(id), answered: answered.get(id) }));
      try {
        const first = await page.goto(`${origin}/warehouse/login`);
        // The page is what production serves over https: its policy upgrades insecure requests
        // and lets the page connect to the agent.
        const csp = first?.headers()['content-security-policy'] ?? '';
        expect(csp).toContain('upgrade-insecure-requests');
        expect(csp).toMatch(new RegExp(`connect-src [^;]*${agent.base.replace(/[.:/]/g, '\\$&')}`));
        expect(await page.evaluate('window.isSecureContext')).toBe(true);
        await page.getByRole('textbox', { name: /아이디 또는 이메일/ }).fill('worker01');
        await page.locator('input[type="password"]').fill(DEMO_PASSWORD);
        await page.getByRole('button', { name: '로그인', exact: true }).click();
        await page.waitForURL((url) => url.pathname !== '/warehouse/login');
        await page.goto(`${origin}/warehouse/packing`);
        await page.getByText('포장할 주문을 스캔해 주세요').waitFor();

        await page.getByRole('button', { name: '프린터 설정' }).click();
        const settings = page.getByRole('dialog', { name: '라벨 프린터 (포장 PC)' });
        await settings.getByRole('textbox', { name: '에이전트 주소' }).fill(agent.base);
        await settings.locator('input[type="password"]').fill(agent.token);
        // Until the packer allows local network access the browser refuses the call, and the
        // check says what to allow; once allowed (the prompt's answer), the printer is ready.
        await settings.getByRole('button', { name: '연결 확인' }).click();
        await settings
          .getByText('로컬 네트워크 기기 접근을 물으면 허용해 주세요', { exact: false })
          .waitFor();
        expect(printer.jobs).toEqual([]);
        await context.grantPermissions(['local-network-access'], { origin });
        await settings.getByRole('button', { name: '연결 확인' }).click();
        await settings.getByText('프린터 default이(가) 준비되었습니다.').waitFor();
        await settings.getByRole('button', { name: '저장' }).click();
        await page.getByText('프린터 설정됨').waitFor();

        await scan(page, 'SS-DEMO-006');
        const rows = page.getByRole('table', { name: '스캔할 상품' }).locator('tbody tr');
        await rows.first().waitFor();
        for (let i = 0; i < (await rows.count()); i++) {
          const row = rows.nth(i);
          const barcode = (await row.locator('code').textContent())?.trim() ?? '';
          const count = Number(((await row.locator('td').nth(2).textContent()) ?? '').split('/')[1]?.trim());
          for (let n = 0; n < count; n++) await scan(page, barcode);
        }
        await page.keyboard.press('Enter');
        const result = page.getByRole('region', { name: /방금 포장한 주문/ });
        await result.getByText('라벨을 프린터 default(으)로 보냈습니다.').waitFor({ timeout: 30_000 });
        const invoiceNo = (await result.locator('code').first().textContent())?.trim() ?? '';
        expect(invoiceNo).toMatch(/^\d{10,14}$/);
        await screenshot(page, 'print-agent-https-printed', DESKTOP);

        // The label's ZPL reached the printer's raw TCP port through the agent.
        await expect.poll(() => printer?.jobs.length).toBe(1);
        const job = printer.jobs[0] ?? '';
        expect(job.startsWith('^XA')).toBe(true);
        expect(job.endsWith('^XZ')).toBe(true);
        expect(job).toContain(`^FD${invoiceNo}^FS`);

        // Every call (preflights too) went to http://127.0.0.1 as typed, not upgraded to https by
        // the page's policy; Chromium classed the page as a public secure context and the agent as
        // loopback, and the agent answered the https origin's CORS preflight and the print itself.
        const calls = agentCalls();
        const printUrl = `${agent.base}/print`;
        const print = calls.find((call) => call.method === 'POST' && call.url === printUrl);
        const preflight = calls.find((call) => call.method === 'OPTIONS' && call.url === printUrl);
        expect(print?.answered?.status).toBe(200);
        expect(preflight?.answered?.status).toBe(204);
        for (const call of [print, preflight]) {
          expect(call?.sent).toMatchObject({
            initiatorIsSecureContext: true,
            initiatorIPAddressSpace: 'Public',
          });
          expect(call?.answered?.space).toBe('Loopback');
          expect(call?.answered?.headers['access-control-allow-origin']).toBe(origin);
        }
        for (const call of calls) expect(call.url.startsWith(`${agent.base}/`)).toBe(true);
        expect(journey.pageErrors).toEqual([]);
        expect(journey.foreignRequests.filter((url) => !url.startsWith(`${agent?.base}/`))).toEqual([]);
      } catch (error) {
        await screenshot(page, 'print-agent-https-failure', DESKTOP).catch(() => undefined);
        throw error;
      } finally {
        await journey.context.close();
      }
    },
    JOURNEY_TIMEOUT_MS,
  );
});
