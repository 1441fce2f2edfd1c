// The fulfillment journey of issue 13 ("Done means") in real Chromium against the real server: a new
// customer applies on /fulfillment, staff approve (API), the customer registers two SKUs and a kit
// in the browser, a worker receives the inbound (API), the customer places an order with the form
// and two with an Excel upload, cancels one of the uploaded ones, the worker picks, packs and ships
// the kit order (API), the customer asks for a return of the kit, the worker restocks its components
// (API), and the customer sees the stock back on the SKU's page.
//
// Stock, by SKU (A: one per kit, B: two per kit): 10 of each received; kit order ×1 (A 1, B 2);
// uploaded orders of A ×2 and A ×3, the second canceled; the kit order shipped (A 9, B 8 on hand);
// the kit returned and restocked (A 10, B 10 on hand; A 2 still reserved for the first upload).
// Last the customer withdraws the kit, which then takes no new order.
// At 1280 px; the screens a phone uses most are also screenshotted at 375 px.
import { seoulToday } from '@baro/core';
import ExcelJS from 'exceljs';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { callApi, DEMO_RECIPIENT, logInByApi } from './support/api.ts';
import { hasChromium, launchBrowser } from './support/browser.ts';
import {
  ensureScreenshotDir,
  type JourneyPage,
  openJourney,
  screenshot,
  uniqueEmail,
  VIEWPORTS,
} from './support/journey.ts';
import { startServer, type TestServer } from './support/server.ts';

const PASSWORD = 'baro1234!';
const [DESKTOP, MOBILE] = VIEWPORTS;
const JOURNEY_TIMEOUT_MS = 120_000;

describe.skipIf(!hasChromium)('fulfillment journey', () => {
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

  const logIn = (credentials: object, password?: string) => logInByApi(serverUrl(), credentials, password);

  test(
    'apply → approve → SKUs and a kit → inbound → orders (form, Excel) → cancel → ship → return restocked → kit withdrawn',
    async () => {
      if (!server || !browser) throw new Error('beforeAll did not finish');
      const origin = server.url;
      const email = uniqueEmail('fulfillment');
      const company = `풀필상사 ${Date.now().toString(36)}`;
      // The consent names the versions of the terms in force, as the sign-up form sends them.
      const terms = await api('GET', '/content/v2/article?articleType=terms&size=50', null);
      const acceptedTerms = (terms.items as { id: string; terms?: { current: boolean } }[])
        .filter((item) => item.terms?.current)
        .map((item) => item.id);
      await api('POST', '/auth/signup', null, {
        email,
        password: PASSWORD,
        name: '박셀러',
        company,
        phone: '010-3456-7890',
        agreeTerms: true,
        acceptedTerms,
      });
      journey = await openJourney(browser, origin, DESKTOP);
      const { page } = journey;

      // 1. The customer logs in and applies on the service page.
      await page.goto(`${origin}/login?backTo=%2Ffulfillment`);
      await page.getByRole('textbox', { name: /^이메일 또는 아이디/ }).fill(email);
      await page.getByRole('textbox', { name: /^비밀번호/ }).fill(PASSWORD);
      await page.getByRole('button', { name: '로그인', exact: true }).click();
      const apply = page.getByRole('form', { name: '이용 신청' });
      await apply.getByRole('textbox', { name: /^회사명/ }).fill(company);
      // Full-width digits and hyphens are normalised by the contract.
      await apply.getByRole('textbox', { name: /^사업자등록번호/ }).fill('２２０-８１-６２５１７');
      await apply.getByRole('textbox', { name: /^대표자명/ }).fill('박대표');
      await apply.getByRole('textbox', { name: /^담당자명/ }).fill('박셀러');
      await apply.getByRole('textbox', { name: /^담당자 연락처/ }).fill('02-123-4567');
      await apply.getByRole('textbox', { name: /^월 예상 출고 건수/ }).fill('300');
      await apply.getByRole('textbox', { name: /^주요 상품군/ }).fill('생활용품');
      await apply.getByRole('button', { name: '신청하기' }).click();
      await page.getByText('검토 중', { exact: true }).waitFor();
      await screenshot(page, 'fulfillment-applied', DESKTOP);

      // 2. Staff approve it (API); the team gets 인천 1센터.
      const staff = await logIn({ email: 'admin@baro.demo' });
      const pending = await api('GET', '/admin/fulfillment/applications?status=pending&size=100', staff);
      const application = (pending.items as { id: string; companyName: string }[]).find(
        (item) => item.companyName === company,
      );
      if (!application) throw new Error('the application is not among the pending ones');
      await api('POST', `/admin/fulfillment/applications/${application.id}/approve`, staff, {});

      // 3. Two SKUs and a kit of one A and two B, in the browser.
      const skuA = await createSku(page, origin, '바로 텀블러 500ml');
      const skuB = await createSku(page, origin, '바로 빨대 세트');
      await page.goto(`${origin}/mypage/fulfillment/kits/new`);
      const kitForm = page.getByRole('form', { name: '세트 상품 등록' });
      await kitForm.getByRole('textbox', { name: /^세트 이름/ }).fill('텀블러 선물 세트');
      await pick(page, selectBox(kitForm, /^상품 선택 1/), '바로 텀블러');
      await kitForm.getByRole('button', { name: '구성품 추가' }).click();
      await pick(page, selectBox(kitForm, /^상품 선택 2/), '바로 빨대');
      await kitForm
        .getByRole('textbox', { name: /^세트당 수량/ })
        .nth(1)
        .fill('2');
      await kitForm.getByRole('button', { name: '저장' }).click();
      await page.waitForURL(/\/mypage\/fulfillment\/kits\/(?!new)[^/]+$/);
      await page.getByRole('heading', { level: 1, name: '텀블러 선물 세트' }).waitFor();
      const kitId = lastSegment(page.url());

      // 4. Ten of each arrive and a worker of 인천 1센터 receives them (API).
      const customer = await logIn({ email }, PASSWORD);
      const worker = await logIn({ loginId: 'worker01' });
      const inbound = await api('POST', '/fulfillment/inbound', customer, {
        expectedDate: seoulToday(),
        items: [
          { skuId: skuA.id, quantity: 10 },
          { skuId: skuB.id, quantity: 10 },
        ],
      });
      const received = await api('POST', `/warehouse/inbound/${inbound.id}/receive`, worker, {
        lines: [
          { skuId: skuA.id, quantity: 10 },
          { skuId: skuB.id, quantity: 10 },
        ],
      });
      expect(received.status).toBe('completed');

      // 5. An order for one kit through the form: stock is reserved at once.
      await page.goto(`${origin}/mypage/fulfillment/orders/new`);
      const orderForm = page.getByRole('form', { name: '주문 등록' });
      await orderForm.getByRole('textbox', { name: /^이름/ }).fill(DEMO_RECIPIENT.name);
      await orderForm.getByRole('textbox', { name: /^연락처/ }).fill(DEMO_RECIPIENT.phone);
      await orderForm.getByRole('textbox', { name: /^우편번호/ }).fill(DEMO_RECIPIENT.zipCode);
      await orderForm.getByRole('textbox', { name: /^주소/ }).fill(DEMO_RECIPIENT.address1);
      await pick(page, selectBox(orderForm, /^상품 또는 세트 1/), '텀블러 선물');
      await orderForm.getByRole('textbox', { name: /^수량/ }).fill('1');
      await orderForm.getByRole('button', { name: '주문 등록' }).click();
      await page.waitForURL(/\/mypage\/fulfillment\/orders\/(?!new|upload)[^/]+$/);
      const kitOrderId = lastSegment(page.url());
      await page.getByText('재고 확보', { exact: true }).first().waitFor();
      await screenshot(page, 'fulfillment-order', DESKTOP);

      // 6. Two more orders from a spreadsheet (SKU A by its barcode), then one of them canceled.
      await page.goto(`${origin}/mypage/fulfillment/orders/upload`);
      await page.locator('input[type=file]').setInputFiles({
        name: 'orders.xlsx',
        mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        buffer: await orderSheet(skuA.barcode),
      });
      await page.getByRole('button', { name: '올리고 등록하기' }).click();
      await page.getByText('주문 2건을 등록했습니다.').waitFor();
      const created = page.getByRole('region', { name: '등록한 주문' }).getByRole('link');
      await expect.poll(() => created.count()).toBe(2);
      await created.nth(1).click();
      await page.getByRole('button', { name: '주문 취소' }).click();
      await page
        .getByRole('dialog', { name: /취소할까요\?$/ })
        .getByRole('button', { name: '주문 취소' })
        .click();
      await page.getByText('주문을 취소했습니다.').waitFor();
      await page.getByText('취소', { exact: true }).first().waitFor();

      // 7. The worker picks, packs (a typed CJ대한통운 waybill) and ships the kit order (API).
      await api('POST', `/warehouse/orders/${kitOrderId}/pick`, worker);
      await api('POST', `/warehouse/orders/${kitOrderId}/pack`, worker, {
        parcels: [{ parcelCompany: '04', invoiceNo: `6${Date.now().toString().slice(-11)}` }],
      });
      const shipped = await api('POST', `/warehouse/orders/${kitOrderId}/ship`, worker);
      expect(shipped.status).toBe('shipped');

      // 8. The customer asks for the kit back from the order's page.
      await page.goto(`${origin}/mypage/fulfillment/orders/${kitOrderId}`);
      await page.getByRole('link', { name: '반품 신청' }).click();
      const returnForm = page.getByRole('form', { name: '반품 신청' });
      await returnForm.getByRole('textbox', { name: '텀블러 선물 세트 반품 수량' }).fill('1');
      await page.setViewportSize({ width: MOBILE.width, height: MOBILE.height });
      await screenshot(page, 'fulfillment-return-new', MOBILE);
      await page.setViewportSize({ width: DESKTOP.width, height: DESKTOP.height });
      await returnForm.getByRole('button', { name: '반품 신청' }).click();
      await page.waitForURL(/\/mypage\/fulfillment\/returns\/(?!new)[^/?]+$/);
      const returnId = lastSegment(page.url());
      await page.getByText('반품 신청', { exact: true }).first().waitFor();

      // 9. The worker receives it and restocks the kit's components (API).
      await api('POST', `/warehouse/returns/${returnId}/arrive`, worker, {});
      await api('POST', `/warehouse/returns/${returnId}/inspect`, worker, {
        lines: [
          { skuId: skuA.id, quantity: 1, outcome: 'restock' },
          { skuId: skuB.id, quantity: 2, outcome: 'restock' },
        ],
      });
      await api('POST', `/warehouse/returns/${returnId}/complete`, worker, {});

      // 10. The stock is back: B has all ten, A ten on hand with two promised to the upload's order.
      await page.goto(`${origin}/mypage/fulfillment/returns/${returnId}`);
      await page.getByText('반품 완료', { exact: true }).first().waitFor();
      await expectStock(page, origin, skuB.id, { onHand: 10, reserved: 0, available: 10 });
      await page.getByRole('cell', { name: '반품 재입고' }).first().waitFor();
      await expectStock(page, origin, skuA.id, { onHand: 10, reserved: 2, available: 8 });
      await page.setViewportSize({ width: MOBILE.width, height: MOBILE.height });
      await screenshot(page, 'fulfillment-sku-restocked', MOBILE);
      await page.setViewportSize({ width: DESKTOP.width, height: DESKTOP.height });

      // 11. The customer withdraws the kit: its page says so, and it takes no new order.
      await page.goto(`${origin}/mypage/fulfillment/kits/${kitId}`);
      await page.getByRole('button', { name: '세트 철회' }).click();
      await page
        .getByRole('dialog', { name: /철회할까요\?$/ })
        .getByRole('button', { name: '세트 철회' })
        .click();
      await page.getByText('세트 상품을 철회했습니다.').waitFor();
      await page.getByText('철회됨', { exact: true }).first().waitFor();
      await expect.poll(() => page.getByRole('button', { name: '세트 철회' }).count()).toBe(0);
      const refused = await fetch(`${origin}/api/fulfillment/orders`, {
        method: 'POST',
        headers: { authorization: `Bearer ${customer}`, 'content-type': 'application/json' },
        body: JSON.stringify({ recipient: DEMO_RECIPIENT, items: [{ groupSkuId: kitId, quantity: 1 }] }),
      });
      expect(refused.status).toBe(400);
      expect(((await refused.json()) as { fields: Record<string, string> }).fields).toEqual({
        'items.0.groupSkuId': '철회된 세트 상품은 주문할 수 없습니다',
      });

      expect(journey.pageErrors).toEqual([]);
      expect(journey.foreignRequests).toEqual([]);
    },
    JOURNEY_TIMEOUT_MS,
  );

  /** Registers a SKU with a generated barcode through the form: its id and barcode. */
  async function createSku(page: Page, origin: string, name: string) {
    await page.goto(`${origin}/mypage/fulfillment/skus/new`);
    const form = page.getByRole('form', { name: '상품 등록' });
    await form.getByRole('textbox', { name: /^상품명/ }).fill(name);
    await form.getByRole('button', { name: '저장' }).click();
    await page.waitForURL(/\/mypage\/fulfillment\/skus\/(?!new)[^/]+$/);
    await page.getByRole('heading', { level: 1, name }).waitFor();
    const id = lastSegment(page.url());
    const customer = await page.evaluate<string | null>("sessionStorage.getItem('accessToken')");
    const sku = await api('GET', `/fulfillment/sku/${id}`, customer);
    return { id, barcode: sku.barcode as string };
  }

  /** The SKU's page shows these figures. */
  async function expectStock(
    page: Page,
    origin: string,
    skuId: string,
    stock: { onHand: number; reserved: number; available: number },
  ) {
    await page.goto(`${origin}/mypage/fulfillment/skus/${skuId}`);
    // The stock summary's first figures (the per-location table below repeats the words).
    const figure = (label: string) =>
      page.locator(`xpath=//dt[normalize-space()="${label}"]/following-sibling::dd[1]`).first();
    const read = async () => ({
      onHand: await figure('실재고').textContent(),
      reserved: await figure('예약').textContent(),
      available: await figure('가용').textContent(),
    });
    const expected = {
      onHand: String(stock.onHand),
      reserved: String(stock.reserved),
      available: String(stock.available),
    };
    await figure('가용').waitFor();
    expect(await read()).toEqual(expected);
  }
});

/** The input of a searchable select (Mantine's Select) labelled so. */
function selectBox(scope: Locator, label: RegExp): Locator {
  return scope.getByLabel(label).and(scope.locator('input'));
}

/** Types into a searchable select and chooses the first suggestion that matches. */
async function pick(page: Page, box: Locator, text: string) {
  await box.click();
  await box.fill(text);
  await page
    .getByRole('option', { name: new RegExp(text) })
    .first()
    .click();
}

/** Two one-line orders of the SKU with this barcode: ×2 and ×3. */
async function orderSheet(barcode: string): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('주문');
  sheet.addRow(['주문번호', '받는 분', '전화번호', '우편번호', '주소', '바코드', '수량']);
  sheet.addRow([
    'E2E-1',
    DEMO_RECIPIENT.name,
    DEMO_RECIPIENT.phone,
    DEMO_RECIPIENT.zipCode,
    DEMO_RECIPIENT.address1,
    barcode,
    2,
  ]);
  sheet.addRow([
    'E2E-2',
    '이받는',
    '010-9876-5432',
    '48058',
    '부산광역시 해운대구 센텀중앙로 79',
    barcode,
    3,
  ]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

function lastSegment(url: string): string {
  return decodeURIComponent(new URL(url).pathname.split('/').pop() ?? '');
}
