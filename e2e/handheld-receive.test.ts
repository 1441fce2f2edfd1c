// Receiving on the handheld of issue 15 in real Chromium at 360×640, against the real server and its
// demo data: the demo worker (worker01) logs in on /handheld/, opens 입고, and receives the demo
// inbound that is being received with keyboard-wedge scans — a scanner is a keyboard that types a
// burst of characters and Enter, so the codes go through page.keyboard, never into a field by
// hand. A SKU not on the inbound buzzes; each counted SKU goes to the send queue and on to the
// server, and the screen then says the inbound is counted and what comes next. The server's inbound and its receiving dock then hold the quantities. Screenshots at
// 360 px go to test-results/e2e/.
import type { Browser, Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { hasChromium, launchBrowser } from './support/browser.ts';
import { type FloorApi, floorApi, loginOnHandheld, wedgeScan } from './support/handheld.ts';
import { ensureScreenshotDir, HANDHELD_VIEWPORT, openJourney, screenshot } from './support/journey.ts';
import { startServer, type TestServer } from './support/server.ts';

const HANDHELD = HANDHELD_VIEWPORT;
const JOURNEY_TIMEOUT_MS = 180_000;
const RECEIVING_DOCK = 'RCV-01-01-01-01';

interface InboundLine {
  id: string;
  name: string;
  barcode: string;
  expectedQuantity: number;
  receivedQuantity: number;
}
interface Inbound {
  id: string;
  inboundNo: string;
  status: string;
  items: InboundLine[];
}
interface StockRow {
  locationCode: string;
  onHand: number;
}

describe.skipIf(!hasChromium)('handheld receiving journey', () => {
  let server: TestServer | undefined;
  let browser: Browser | undefined;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser(), ensureScreenshotDir()]);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  test(
    'log in at 360 px, scan the inbound, its SKUs and quantities with the wedge; the server has received them',
    async () => {
      if (!server || !browser) throw new Error('beforeAll did not finish');
      const api = await floorApi(server.url);
      // The demo inbound being received: two SKUs, one part counted at the desk, one not yet.
      const list = await api.get<{ items: { id: string }[] }>('/warehouse/inbound?status=receiving&size=5');
      expect(list.items).toHaveLength(1);
      const before = await api.get<Inbound>(`/warehouse/inbound/${list.items[0]?.id}`);
      expect(before.items.length).toBeGreaterThanOrEqual(2);
      const lines = before.items.map((item) => ({
        ...item,
        toReceive: item.expectedQuantity - item.receivedQuantity,
      }));
      expect(lines.every((line) => line.toReceive > 0)).toBe(true);
      const dockBefore = new Map<string, number>();
      for (const line of lines) dockBefore.set(line.id, await dockOnHand(api, line.id));

      const journey = await openJourney(browser, server.url, HANDHELD);
      const { page } = journey;
      try {
        // 1. The worker logs in with the login id; the menu lists the tasks.
        await loginOnHandheld(page, server.url);
        await screenshot(page, 'handheld-menu', HANDHELD);
        await page.getByRole('link', { name: /입고/ }).first().click();
        await page.getByRole('heading', { level: 1, name: '입고' }).waitFor();

        // 2. The inbound number on the box label, scanned: its lines with what is left to count.
        await wedgeScan(page, before.inboundNo);
        await page.getByText(before.inboundNo, { exact: true }).waitFor();
        for (const line of lines)
          await page
            .getByText(`예정 ${line.expectedQuantity} · 입고 ${line.receivedQuantity}`, { exact: true })
            .waitFor();
        await screenshot(page, 'handheld-receive-inbound', HANDHELD);

        // A barcode that is not on this inbound buzzes and is read out; nothing is queued.
        await wedgeScan(page, '8800000000000');
        await page.getByRole('alert').getByText('이 입고 건에 없는 상품입니다: 8800000000000').waitFor();
        await screenshot(page, 'handheld-receive-wrong-sku', HANDHELD);

        // 3. Each SKU, then its quantity: the field offers what is left; the worker types the count.
        for (const line of lines) {
          await wedgeScan(page, line.barcode);
          const quantity = page.getByRole('textbox', { name: '수량' });
          await expect.poll(() => quantity.inputValue()).toBe(String(line.toReceive));
          await expect.poll(() => isFocused(quantity)).toBe(true);
          await page.keyboard.press('ControlOrMeta+A');
          await page.keyboard.type(String(line.toReceive));
          if (line === lines[0]) await screenshot(page, 'handheld-receive-quantity', HANDHELD);
          await page.keyboard.press('Enter');
          await page
            .getByRole('status')
            .getByText(`${line.name} ×${line.toReceive}`, { exact: false })
            .waitFor();
          await page
            .getByText(`예정 ${line.expectedQuantity} · 입고 ${line.expectedQuantity}`, { exact: true })
            .first()
            .waitFor();
        }

        // 4. The queue drains: nothing waits to be sent, nothing was refused.
        await expect.poll(() => page.getByText(/전송 대기 \d+건/).count(), { timeout: 20_000 }).toBe(0);
        expect(await page.getByText(/확인 필요 \d+건/).count()).toBe(0);
        // The screen says the inbound is counted: nothing differs, every receipt is sent, and the
        // next step is putting the pieces away.
        await page.getByRole('status').getByText(`입고 ${before.inboundNo} 검수를 마쳤습니다`).waitFor();
        await page.getByText('예정 수량과 모두 일치합니다.').waitFor();
        await page.getByText('입고 수량을 모두 서버로 보냈습니다.').waitFor();
        await page.getByRole('link', { name: '적치하기' }).waitFor();
        await screenshot(page, 'handheld-receive-done', HANDHELD);

        // 5. The server: every line counted in full (the inbound closed itself), once each, and the
        // pieces are on hand at the receiving dock.
        const after = await api.get<Inbound>(`/warehouse/inbound/${before.id}`);
        for (const line of lines) {
          expect(after.items.find((item) => item.id === line.id)?.receivedQuantity).toBe(
            line.expectedQuantity,
          );
          expect(await dockOnHand(api, line.id)).toBe((dockBefore.get(line.id) ?? 0) + line.toReceive);
        }
        expect(after.status).toBe('completed');

        // Every command carried an idempotency key of its own.
        const receipts = journey.apiRequests.filter((request) => request.url.endsWith('/receive'));
        expect(receipts).toHaveLength(lines.length);
        const keys = receipts.map((request) => request.headers['idempotency-key']);
        expect(new Set(keys).size).toBe(lines.length);
        expect(keys.every((key) => typeof key === 'string' && key.length > 0)).toBe(true);

        expect(journey.pageErrors).toEqual([]);
        expect(journey.foreignRequests).toEqual([]);
      } catch (error) {
        await screenshot(page, 'handheld-receive-failure', HANDHELD).catch(() => undefined);
        throw error;
      } finally {
        await journey.context.close();
      }
    },
    JOURNEY_TIMEOUT_MS,
  );
});

/** On hand at the warehouse's receiving dock for one SKU, as the server says. */
async function dockOnHand(api: FloorApi, skuId: string): Promise<number> {
  const page = await api.get<{ items: StockRow[] }>(
    `/warehouse/stock?${new URLSearchParams({ skuId, locationCode: RECEIVING_DOCK, size: '10' })}`,
  );
  return page.items.reduce((sum, row) => sum + row.onHand, 0);
}

function isFocused(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => element === element.ownerDocument.activeElement);
}
