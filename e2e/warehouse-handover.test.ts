// Handing parcels over to the carrier at the warehouse desk (issue 15): an order of the demo
// customer is placed, picked and packed through the API (with a typed CJ대한통운 waybill), then worker01 opens the carrier's manifest on /warehouse/handover, scans the
// waybill as a keyboard-wedge scanner types it, closes the manifest and downloads its PDF; the
// order is shipped afterwards. The desk is 1280 px and up (SPEC §1), so the journey runs at 1280.
import { PARCEL_COMPANIES, type ParcelCompany } from '@baro/core';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { callApi, DEMO_PASSWORD, DEMO_RECIPIENT, logInByApi } from './support/api.ts';
import { hasChromium, launchBrowser } from './support/browser.ts';
import {
  ensureScreenshotDir,
  type JourneyPage,
  openJourney,
  screenshot,
  VIEWPORTS,
} from './support/journey.ts';
import { startServer, type TestServer } from './support/server.ts';

const DESKTOP = VIEWPORTS[0];

describe.skipIf(!hasChromium)('carrier handover at the desk', () => {
  let server: TestServer | undefined;
  let browser: Browser | undefined;
  let journey: JourneyPage | undefined;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser(), ensureScreenshotDir()]);
  });

  afterAll(async () => {
    await journey?.context.close();
    await browser?.close();
    await server?.stop();
  });

  const serverUrl = (): string => {
    if (!server) throw new Error('no server');
    return server.url;
  };
  const api = (method: string, path: string, token: string | null, body?: object, extra = {}) =>
    callApi(serverUrl(), method, path, token, body, extra);

  const logIn = (credentials: object) => logInByApi(serverUrl(), credentials);

  /** A packed order of the demo customer at 인천 1센터: its id, number and parcel. */
  async function packedOrder() {
    const customer = await logIn({ email: 'customer@baro.demo' });
    const worker = await logIn({ loginId: 'worker01' });
    const skus = await api('GET', '/fulfillment/sku?sort=available&size=50', customer);
    const stocked = (skus.items as { id: string; stock: { available: number } }[]).filter(
      (sku) => sku.stock.available > 0,
    );
    expect(stocked.length).toBeGreaterThan(0);
    let order: Record<string, unknown> | undefined;
    for (const sku of stocked) {
      const placed = await api(
        'POST',
        '/fulfillment/orders',
        customer,
        { recipient: DEMO_RECIPIENT, items: [{ skuId: sku.id, quantity: 1 }] },
        { 'idempotency-key': `e2e-handover-${sku.id}-${Date.now()}` },
      );
      if (placed.status === 'allocated') {
        order = placed;
        break;
      }
    }
    if (!order) throw new Error('no demo SKU could be allocated');
    const id = order.id as string;
    await api('POST', `/warehouse/orders/${id}/pick`, worker);
    // A pre-printed CJ대한통운 waybill typed at packing (12 digits; CJ's check digit is not verified).
    const invoiceNo = `6${Date.now().toString().slice(-11)}`;
    const packed = await api('POST', `/warehouse/orders/${id}/pack`, worker, {
      parcels: [{ parcelCompany: '04', invoiceNo }],
    });
    const parcel = (packed.parcels as { parcelCompany: string; invoiceNo: string }[])[0];
    if (!parcel) throw new Error('packed without a parcel');
    return { id, orderNo: packed.orderNo as string, parcel, customer };
  }

  test('worker01 scans a packed parcel into the carrier’s manifest, closes it and downloads the PDF', async () => {
    if (!server || !browser) throw new Error('beforeAll did not finish');
    const order = await packedOrder();
    journey = await openJourney(browser, server.url, DESKTOP);
    const { page } = journey;

    await page.goto(`${server.url}/warehouse/login`);
    await page.getByRole('textbox', { name: /아이디 또는 이메일/ }).fill('worker01');
    await page
      .getByLabel(/^비밀번호/)
      .and(page.locator('input'))
      .fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: '로그인' }).click();
    await page.getByRole('link', { name: '인계' }).click();
    await page.getByRole('heading', { level: 1, name: '택배 인계' }).waitFor();

    // The carrier the parcel went with: continue its open manifest, or start one.
    const carrier = PARCEL_COMPANIES[order.parcel.parcelCompany as ParcelCompany].nameKo;
    const card = page.getByRole('article', { name: carrier });
    const start = card.getByRole('button', { name: `${carrier} 인계 시작` });
    const resume = card.getByRole('link', { name: '이어서 스캔' });
    await start.or(resume).waitFor();
    if (await start.isVisible()) await start.click();
    else await resume.click();
    await page.getByRole('heading', { level: 1, name: /^인계서 HO\d{6}-\d{4}$/ }).waitFor();

    // A keyboard-wedge scanner: the digits, then Enter, into the focused field.
    const field = page.getByRole('textbox', { name: '송장 스캔' });
    await expect
      .poll(
        async () => (await field.getAttribute('id')) === (await page.evaluate('document.activeElement?.id')),
      )
      .toBe(true);
    await page.keyboard.type(order.parcel.invoiceNo, { delay: 5 });
    await page.keyboard.press('Enter');
    await page.getByText(new RegExp(`^${order.parcel.invoiceNo} 추가 · 지금까지 \\d+건$`)).waitFor();
    const row = page.getByRole('row', { name: new RegExp(order.orderNo) });
    await row.waitFor();
    // Scanning it again changes nothing.
    await page.keyboard.type(order.parcel.invoiceNo, { delay: 5 });
    await page.keyboard.press('Enter');
    await page.getByText(`${order.parcel.invoiceNo}은(는) 이미 이 인계서에 있습니다.`).waitFor();
    await screenshot(page, 'warehouse-handover-scanned', DESKTOP);

    await page.getByRole('button', { name: '인계 마감' }).click();
    const dialog = page.getByRole('dialog', { name: /마감할까요\?$/ });
    await dialog.getByRole('button', { name: '인계 마감' }).click();
    await page.getByText(/마감했습니다\. 주문 \d+건이 출고되었습니다\./).waitFor();
    await row.getByText('출고 완료').waitFor();
    await screenshot(page, 'warehouse-handover-closed', DESKTOP);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: '인수인계서 PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    const file = await download.path();
    expect(file).toBeTruthy();

    const after = await api('GET', `/fulfillment/orders/${order.id}`, order.customer);
    expect(after.status).toBe('shipped');
    expect(journey.pageErrors).toEqual([]);
    expect(journey.foreignRequests).toEqual([]);
  });
});
