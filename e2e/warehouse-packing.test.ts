// The packing station of issue 15 in real Chromium, against the real server and its demo data: the
// demo worker (worker01) logs in to the warehouse desk, sets up the packing PC's print agent (a
// local test agent whose printer is a TCP capture server, as a Zebra on port 9100 would be), and
// packs the demo order that has been picked: a wrong item and an over-scan are refused, each item
// is scanned, the box is chosen with the keyboard, and the shipping label's ZPL reaches the
// printer. Then, with the agent stopped, the next picked order is split into two boxes and their
// labels download as one PDF (a page per box) with a
// message. Scanners are keyboards: codes are typed with Enter. Screenshots at 1280 px go to
// test-results/e2e/.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { startFakePrinter } from '@baro/print-agent/testing';
import { startTestAgent } from '@baro/print-agent/testing/agent';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { hasChromium, launchBrowser } from './support/browser.ts';
import {
  ensureScreenshotDir,
  openJourney,
  SCREENSHOT_DIR,
  screenshot,
  VIEWPORTS,
} from './support/journey.ts';
import { startServer, type TestServer } from './support/server.ts';

const [DESKTOP] = VIEWPORTS;
const DEMO_PASSWORD = 'demo1234!';
const JOURNEY_TIMEOUT_MS = 180_000;

describe.skipIf(!hasChromium)('warehouse packing journey', () => {
  let server: TestServer | undefined;
  let browser: Browser | undefined;
  let printer: Awaited<ReturnType<typeof startFakePrinter>> | undefined;
  let agent: Awaited<ReturnType<typeof startTestAgent>> | undefined;

  beforeAll(async () => {
    printer = await startFakePrinter();
    agent = await startTestAgent({ printers: `default=${printer.target}@203` });
    // The page may reach the agent: its address is not the default 127.0.0.1:9110 here.
    [server, browser] = await Promise.all([
      startServer({ env: { CSP_CONNECT_ORIGINS: agent.base } }),
      launchBrowser(),
      ensureScreenshotDir(),
    ]);
    agent.allowOrigin(server.url);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await agent?.close();
    await printer?.close();
  });

  /** Scans a code the way a keyboard-wedge scanner does: the characters, then Enter. */
  async function scan(page: Page, code: string) {
    const field = page.getByRole('textbox', { name: /스캔/ });
    await expect.poll(() => field.isEnabled()).toBe(true);
    await field.fill(code);
    await field.press('Enter');
  }

  /** The lines to scan as the station shows them: barcode and how many. */
  async function linesOnScreen(page: Page) {
    const rows = page.getByRole('table', { name: '스캔할 상품' }).locator('tbody tr');
    const lines: { barcode: string; quantity: number }[] = [];
    for (let i = 0; i < (await rows.count()); i++) {
      const row = rows.nth(i);
      const barcode = (await row.locator('code').textContent())?.trim() ?? '';
      const count = (await row.locator('td').nth(2).textContent()) ?? '';
      lines.push({ barcode, quantity: Number(count.split('/')[1]?.trim()) });
    }
    return lines;
  }

  test(
    'log in, set up the printer, pack a picked order with the scanner and print its label; PDF when the agent is gone',
    async () => {
      if (!server || !browser || !agent || !printer) throw new Error('beforeAll did not finish');
      const journey = await openJourney(browser, server.url, DESKTOP);
      const { page } = journey;
      try {
        // 1. The demo worker logs in with the login id and opens 포장 from the menu.
        await page.goto(`${server.url}/warehouse/packing`);
        await page.waitForURL((url) => url.pathname === '/warehouse/login');
        await page.getByRole('textbox', { name: /아이디 또는 이메일/ }).fill('worker01');
        await page.locator('input[type="password"]').fill(DEMO_PASSWORD);
        await page.getByRole('button', { name: '로그인', exact: true }).click();
        await page.waitForURL((url) => url.pathname === '/warehouse/packing');
        await page.getByRole('link', { name: '포장', exact: true }).waitFor();
        await page.getByRole('heading', { level: 1, name: '포장' }).waitFor();
        await page.getByText('포장할 주문을 스캔해 주세요').waitFor();
        await screenshot(page, 'warehouse-packing-empty', DESKTOP);

        // 2. The packing PC's print agent: its address and token, checked with the printer.
        await page.getByRole('button', { name: '프린터 설정' }).click();
        const settings = page.getByRole('dialog', { name: '라벨 프린터 (포장 PC)' });
        await settings.getByRole('textbox', { name: '에이전트 주소' }).fill(agent.base);
        await settings.locator('input[type="password"]').fill(agent.token);
        await settings.getByRole('button', { name: '연결 확인' }).click();
        await settings.getByText('프린터 default이(가) 준비되었습니다.').waitFor();
        await screenshot(page, 'warehouse-packing-printer', DESKTOP);
        await settings.getByRole('button', { name: '저장' }).click();
        await page.getByText('프린터 설정됨').waitFor();

        // 3. The demo order the floor has picked, by the seller's order number on its slip.
        await scan(page, 'SS-DEMO-006');
        await page.getByRole('table', { name: '스캔할 상품' }).waitFor();
        const lines = await linesOnScreen(page);
        expect(lines.length).toBeGreaterThan(0);
        const pieces = lines.reduce((sum, line) => sum + line.quantity, 0);
        await page.getByText(`스캔 0 / ${pieces}개`).waitFor();

        // A wrong item is refused, with a message (and the error tone).
        await scan(page, '8800000000000');
        await page
          .getByRole('alert')
          .getByText('이 주문의 상품이 아닙니다 (8800000000000).', { exact: false })
          .waitFor();

        // Every item, then one more of the first: an over-scan is refused, the count stays.
        for (const line of lines) for (let i = 0; i < line.quantity; i++) await scan(page, line.barcode);
        await page.getByText(`스캔 ${pieces} / ${pieces}개`).waitFor();
        await scan(page, lines[0]?.barcode ?? '');
        await page.getByRole('alert').getByText('모두 스캔했습니다', { exact: false }).waitFor();
        await page.getByText(`스캔 ${pieces} / ${pieces}개`).waitFor();
        await screenshot(page, 'warehouse-packing-scanned', DESKTOP);

        // 4. The suggested box, one size up with the arrow key, and Enter in the empty scan field
        // packs and prints: the keyboard never leaves the scan field.
        const box = page.getByRole('combobox', { name: /상자/ });
        const suggested = await box.inputValue();
        await page.keyboard.press('ArrowDown');
        await expect.poll(() => box.inputValue()).not.toBe(suggested);
        const chosen = await box.inputValue();
        await page.keyboard.press('Enter');
        const result = page.getByRole('region', { name: /방금 포장한 주문/ });
        await result.getByText('라벨을 프린터 default(으)로 보냈습니다.').waitFor({ timeout: 30_000 });
        const invoiceNo = (await result.locator('code').first().textContent())?.trim() ?? '';
        expect(invoiceNo).toMatch(/^\d{10,14}$/);
        expect(chosen).toMatch(/^B[1-6]$/);
        await result.getByText(`${chosen.slice(1)}호`, { exact: false }).waitFor();

        // The ZPL reached the printer on its raw TCP port: one 4×6 in label with the waybill.
        await expect.poll(() => printer?.jobs.length).toBe(1);
        const job = printer.jobs[0] ?? '';
        expect(job.startsWith('^XA')).toBe(true);
        expect(job.endsWith('^XZ')).toBe(true);
        expect(job).toContain('^PW');
        expect(job).toContain(`^FD${invoiceNo}^FS`);
        // Ready for the next order: the field has the keyboard again.
        const field = page.getByRole('textbox', { name: '주문번호 또는 웨이브 번호 스캔' });
        await expect
          .poll(() => field.evaluate((element) => element === element.ownerDocument.activeElement))
          .toBe(true);
        await screenshot(page, 'warehouse-packing-printed', DESKTOP);

        // 5. The agent stops; the next picked order (a kit: several pieces) goes into two boxes —
        // the first piece, `+`, the rest — and both boxes' labels download as one PDF, a page
        // each, with a message.
        await agent.close();
        await scan(page, 'SS-DEMO-007');
        await page.getByRole('table', { name: '스캔할 상품' }).waitFor();
        const units = (await linesOnScreen(page)).flatMap((line) =>
          Array.from({ length: line.quantity }, () => line.barcode),
        );
        expect(units.length).toBeGreaterThan(1);
        await scan(page, units[0] ?? '');
        await page.getByRole('textbox', { name: /스캔/ }).press('+');
        await page.getByRole('combobox', { name: '상자 2' }).waitFor();
        for (const code of units.slice(1)) await scan(page, code);
        await screenshot(page, 'warehouse-packing-two-boxes', DESKTOP);
        const download = page.waitForEvent('download');
        await page.getByRole('button', { name: '상자 2개로 포장하고 라벨 출력' }).click();
        const pdf = await download;
        const saved = path.join(SCREENSHOT_DIR, 'warehouse-packing-label.pdf');
        await pdf.saveAs(saved);
        const bytes = (await readFile(saved)).toString('latin1');
        expect(bytes.slice(0, 5)).toBe('%PDF-');
        expect(bytes.match(/\/Type \/Page\b/g)).toHaveLength(2);
        const packedTwo = page.getByRole('region', { name: /방금 포장한 주문/ });
        await packedTwo.getByText('상자 2/2', { exact: false }).waitFor();
        await expect.poll(() => packedTwo.locator('code').count()).toBe(2);
        await packedTwo
          .getByText('프린트 에이전트가 실행 중이 아니어서 라벨을 PDF로 내려받았습니다.', { exact: false })
          .first()
          .waitFor();
        await screenshot(page, 'warehouse-packing-pdf', DESKTOP);
        expect(printer.jobs).toHaveLength(1);

        expect(journey.pageErrors).toEqual([]);
        // Nothing left the machine: the only other origin called is the packing PC's agent.
        expect(journey.foreignRequests.filter((url) => !url.startsWith(`${agent?.base}/`))).toEqual([]);
      } catch (error) {
        // What the station showed when it went wrong, beside the other screenshots.
        await screenshot(page, 'warehouse-packing-failure', DESKTOP).catch(() => undefined);
        throw error;
      } finally {
        await journey.context.close();
      }
    },
    JOURNEY_TIMEOUT_MS,
  );
});
