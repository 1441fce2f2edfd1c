// Picking a wave on the handheld of issue 15 in real Chromium at 360×640, with the network cut for
// part of the walk: the desk makes a wave of the demo warehouse's allocated orders and sends it to
// the handhelds; the demo worker (worker01) picks it with keyboard-wedge scans (location → SKU →
// Enter on the quantity). The first task goes out online. The network then drops just as the
// second pick's answer is on its way back (the server applied it; the handheld cannot know), and
// the worker walks the rest of the wave offline (Playwright's offline mode): every scan is taken,
// the bar says 오프라인 and how many wait, the send queue lists them, and coming back from the queue
// finds the wave where it was (kept on the device). Back online the queue
// drains by itself, and the server shows every pick exactly once: each task confirmed with its
// quantity, the wave picked, and the ledger's pick movements of the wave's orders add up to the
// wave's pieces — none lost, none twice. Screenshots at 360 px go to test-results/e2e/.
import type { Browser, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { hasChromium, launchBrowser } from './support/browser.ts';
import { DEMO_WORKER, floorApi, loginOnHandheld, shownWhole, wedgeScan } from './support/handheld.ts';
import { ensureScreenshotDir, HANDHELD_VIEWPORT, openJourney, screenshot } from './support/journey.ts';
import { startServer, type TestServer } from './support/server.ts';

const HANDHELD = HANDHELD_VIEWPORT;
const JOURNEY_TIMEOUT_MS = 240_000;
const OUTBOUND_AREA = 'OUT-01-01-01-01';

interface Task {
  id: string;
  location: { code: string };
  sku: { id: string; name: string; barcode: string };
  quantity: number;
  pickedQuantity: number | null;
}
interface Wave {
  id: string;
  waveNo: string;
  status: string;
  orders: { id: string; status: string }[];
  tasks: Task[];
  totals: { units: number; unitsPicked: number; tasksConfirmed: number; tasksShort: number };
}
interface Movement {
  kind: string;
  skuId: string;
  locationCode: string;
  onHandDelta: number;
  reference: { type: string; id: string } | null;
}

describe.skipIf(!hasChromium)('handheld picking journey with the network cut', () => {
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
    'pick a released wave, partly offline; the queue drains and the server has every pick once',
    async () => {
      if (!server || !browser) throw new Error('beforeAll did not finish');
      const origin = server.url;
      const api = await floorApi(origin);
      // The desk: a wave of the allocated demo orders, sent to the handhelds.
      const made = await api.post<Wave>('/warehouse/waves', {});
      await api.post(`/warehouse/waves/${made.id}/release`, {});
      const wave = await api.get<Wave>(`/warehouse/waves/${made.id}`);
      // Online for the first, the lost answer on the second, offline for at least one more.
      expect(wave.tasks.length).toBeGreaterThanOrEqual(3);
      const ledgerBefore = await pickLedger(origin, wave);
      expect(ledgerBefore).toEqual({ shelves: 0, outbound: 0, movements: 0 });

      const journey = await openJourney(browser, origin, HANDHELD);
      const { page, context } = journey;
      /** Picks the current task: its location, its SKU, and Enter on the offered quantity. */
      const pick = async (task: Task, index: number) => {
        await page.getByText(`${index + 1}/${wave.tasks.length}번째 작업`, { exact: true }).waitFor();
        await page.locator('.pick-location').getByText(task.location.code, { exact: true }).waitFor();
        await wedgeScan(page, task.location.code);
        await wedgeScan(page, task.sku.barcode);
        const quantity = page.getByRole('textbox', { name: '수량' });
        await expect.poll(() => quantity.inputValue()).toBe(String(task.quantity));
        await page.keyboard.press('Enter');
        await page
          .getByRole('status')
          .getByText(`${task.location.code} · ${task.sku.name} ×${task.quantity}`, { exact: false })
          .waitFor();
      };
      const pendingBadge = page.getByRole('link', { name: /전송 대기 \d+건/ });
      try {
        await loginOnHandheld(page, origin);
        await page.getByRole('link', { name: /피킹/ }).first().click();
        await page.getByRole('button', { name: new RegExp(wave.waveNo) }).click();
        await screenshot(page, 'handheld-pick-task', HANDHELD);

        // A wrong location buzzes and is read out; the task waits for the right one.
        const [first, second, ...rest] = wave.tasks as [Task, Task, ...Task[]];
        await wedgeScan(page, 'Z-99-99-99-99');
        await page
          .getByRole('alert')
          .getByText(`가야 할 위치 ${first.location.code}`, { exact: false })
          .waitFor();

        // 1. Online: sent at once.
        await pick(first, 0);
        await expect.poll(() => pendingBadge.count()).toBe(0);

        // 2. The network drops while the second pick's answer is on its way: the server applied it,
        // the handheld saw no answer and keeps the command (and its key) for later.
        let lostAnswers = 0;
        await page.route('**/api/warehouse/waves/*/picks', async (route: Route) => {
          if (lostAnswers > 0) return route.fallback();
          lostAnswers++;
          await route.fetch();
          await context.setOffline(true);
          await route.abort('internetdisconnected');
        });
        await pick(second, 1);
        await page.locator('header').getByText('오프라인', { exact: true }).waitFor();
        await page.unroute('**/api/warehouse/waves/*/picks');
        expect(lostAnswers).toBe(1);

        // 3. The worker keeps scanning offline; every pick waits in the queue, in order. After the
        // next pick the worker looks at the send queue and comes back (the browser's back): the pick
        // screen finds its wave and its place again, offline — the address names the wave and the
        // device kept its tasks and the picks made here.
        const [third, ...others] = rest as [Task, ...Task[]];
        await pick(third, 2);
        await pendingBadge.click();
        await page.getByRole('heading', { level: 1, name: '전송 대기열' }).waitFor();
        await page.goBack();
        await page
          .getByRole('status')
          .getByText(`저장된 웨이브 ${wave.waveNo}의 피킹을 이어서 합니다.`, { exact: false })
          .waitFor();
        expect(new URL(page.url()).searchParams.get('wave')).toBe(wave.id);
        for (const [index, task] of others.entries()) await pick(task, index + 3);
        const waiting = rest.length + 1;
        await pendingBadge.getByText(`전송 대기 ${waiting}건`).waitFor();
        // Read whole at 360 px: offline, how many wait, and the way out (logout).
        const offlineBadge = page.locator('header').getByText('오프라인', { exact: true });
        const logout = page.getByRole('button', { name: '로그아웃' });
        for (const shown of [offlineBadge, pendingBadge, logout]) expect(await shownWhole(shown)).toBe(true);
        await page.getByRole('status').getByText('이 웨이브의 피킹을 모두 마쳤습니다.').waitFor();
        await screenshot(page, 'handheld-pick-offline', HANDHELD);

        // The send queue, still offline: what waits, oldest first.
        await pendingBadge.click();
        await page.getByRole('heading', { level: 1, name: '전송 대기열' }).waitFor();
        const cards = page.getByRole('region', { name: '전송 대기' }).getByRole('listitem');
        await expect.poll(() => cards.count()).toBe(waiting);
        await cards
          .first()
          .getByText(`${second.location.code} · ${second.sku.name}`, { exact: false })
          .waitFor();
        await screenshot(page, 'handheld-pick-queue-offline', HANDHELD);

        // 4. Online again: the queue drains by itself (the same key for the lost answer's pick).
        await context.setOffline(false);
        await page.getByText('보낼 스캔이 없습니다. 모두 전송되었습니다.').waitFor({ timeout: 30_000 });
        expect(await page.getByText(/확인 필요 \d+건/).count()).toBe(0);
        await screenshot(page, 'handheld-pick-drained', HANDHELD);

        // 5. The server: every task confirmed once with its pieces, the wave picked, every order on
        // to packing, and the ledger moved each piece from its shelf to outbound exactly once.
        const after = await api.get<Wave>(`/warehouse/waves/${wave.id}`);
        expect(after.tasks.map((task) => [task.id, task.pickedQuantity])).toEqual(
          wave.tasks.map((task) => [task.id, task.quantity]),
        );
        expect(after.status).toBe('picked');
        expect(after.totals).toMatchObject({
          unitsPicked: wave.totals.units,
          tasksConfirmed: wave.tasks.length,
          tasksShort: 0,
        });
        expect(after.orders.every((order) => order.status === 'picking')).toBe(true);
        const ledger = await pickLedger(origin, wave);
        expect(ledger.outbound).toBe(wave.totals.units);
        expect(ledger.shelves).toBe(-wave.totals.units);

        // One key per pick; the pick whose answer was lost went again with its own key.
        const picks = journey.apiRequests.filter((request) => request.url.endsWith('/picks'));
        const keys = picks.map((request) => request.headers['idempotency-key']);
        expect(new Set(keys).size).toBe(wave.tasks.length);
        expect(keys.filter((key) => key === keys[1]).length).toBeGreaterThanOrEqual(2);

        expect(journey.pageErrors).toEqual([]);
        expect(journey.foreignRequests).toEqual([]);
      } catch (error) {
        await context.setOffline(false).catch(() => undefined);
        await screenshot(page, 'handheld-pick-failure', HANDHELD).catch(() => undefined);
        throw error;
      } finally {
        await journey.context.close();
      }
    },
    JOURNEY_TIMEOUT_MS,
  );
});

/**
 * The ledger's `pick` movements of the wave's orders, as the demo team reads its own ledger: the
 * on-hand change at the shelves and at the outbound area, and how many movements there are.
 */
async function pickLedger(origin: string, wave: Wave) {
  const login = await fetch(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'customer@baro.demo', password: DEMO_WORKER.password }),
  });
  expect(login.status).toBe(200);
  const { accessToken } = (await login.json()) as { accessToken: string };
  const response = await fetch(`${origin}/api/fulfillment/inventory/movements?kind=pick&size=100`, {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  expect(response.status).toBe(200);
  const { items } = (await response.json()) as { items: Movement[] };
  const orders = new Set(wave.orders.map((order) => order.id));
  const ours = items.filter((movement) => movement.reference && orders.has(movement.reference.id));
  const sum = (list: Movement[]) => list.reduce((total, movement) => total + movement.onHandDelta, 0);
  return {
    shelves: sum(ours.filter((movement) => movement.locationCode !== OUTBOUND_AREA)),
    outbound: sum(ours.filter((movement) => movement.locationCode === OUTBOUND_AREA)),
    movements: ours.length,
  };
}
