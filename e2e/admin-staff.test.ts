// The staff journey of issue 17 ("Done means") in real Chromium against the real server, at 1280 px
// in Korean: staff log in to the admin app and approve a customer's fulfillment application; add an
// extra holiday on an open bid's deadline day and see the bid's deadline move to the next business
// day; edit an FAQ answer, preview it and publish it, and the support centre shows it; disable a
// customer, whose next API call is refused (401 ACCOUNT_DISABLED) and whose open app sends them to
// the login page saying the account was disabled.
//
// The customer's own steps (sign up, apply, request a bid) go through the API; every staff step is
// in the browser. The tests run in order and share the staff's logged-in page.
import { formatDateTime, toSeoulDateString } from '@baro/core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { callApi, DEMO_PASSWORD, logInByApi } from './support/api.ts';
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

const [DESKTOP] = VIEWPORTS;
const PASSWORD = 'baro1234!';
const STEP_TIMEOUT_MS = 90_000;
const DAY_MS = 24 * 60 * 60 * 1000;

describe.skipIf(!hasChromium)('staff journey (admin app)', () => {
  let server: TestServer | undefined;
  let browser: Browser | undefined;
  const journeys: JourneyPage[] = [];
  let staffPage: Page | undefined;
  // The customer who applies in the first step and is disabled in the last.
  const applicant = { email: uniqueEmail('staff-journey'), company: `스태프상사 ${Date.now().toString(36)}` };

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser(), ensureScreenshotDir()]);
  });

  afterAll(async () => {
    for (const journey of journeys) {
      expect(journey.pageErrors).toEqual([]);
      expect(journey.foreignRequests).toEqual([]);
      await journey.context.close();
    }
    await browser?.close();
    await server?.stop();
  });

  const origin = (): string => {
    if (!server) throw new Error('beforeAll did not finish');
    return server.url;
  };
  const api = (method: string, path: string, token: string | null, body?: object) =>
    callApi(origin(), method, path, token, body);

  async function open(): Promise<JourneyPage> {
    if (!browser) throw new Error('beforeAll did not finish');
    const journey = await openJourney(browser, origin(), DESKTOP);
    journeys.push(journey);
    return journey;
  }

  /** The staff's page, logged in through the one login page on the first call. */
  async function staff(): Promise<Page> {
    if (staffPage) return staffPage;
    const { page } = await open();
    await page.goto(`${origin()}/admin/`);
    await page.waitForURL((url) => url.pathname === '/login');
    await logInOnPage(page, 'admin@baro.demo', DEMO_PASSWORD);
    await page.waitForURL((url) => url.pathname.startsWith('/admin'));
    staffPage = page;
    return page;
  }

  test(
    'staff approve a fulfillment application a customer made',
    async () => {
      const terms = await api('GET', '/content/v2/article?articleType=terms&size=50', null);
      const acceptedTerms = (terms.items as { id: string; terms?: { current: boolean } }[])
        .filter((item) => item.terms?.current)
        .map((item) => item.id);
      await api('POST', '/auth/signup', null, {
        email: applicant.email,
        password: PASSWORD,
        name: '최신청',
        company: applicant.company,
        phone: '010-4567-8901',
        agreeTerms: true,
        acceptedTerms,
      });
      const customer = await logInByApi(origin(), { email: applicant.email }, PASSWORD);
      await api('PATCH', '/users/apply/fullfillment', customer, {
        companyName: applicant.company,
        businessNumber: '220-81-62517',
        representative: '최대표',
        contactName: '최신청',
        contactPhone: '02-234-5678',
        monthlyOrders: 500,
        productCategory: '주방용품',
      });

      const page = await staff();
      await page.goto(`${origin()}/admin/fulfillment/applications`);
      await page.getByRole('heading', { level: 1, name: '풀필먼트 신청' }).waitFor();
      // The row names the company twice (the application, then its team): the first opens the application.
      await page.getByRole('link', { name: applicant.company }).first().click();
      await page.getByRole('heading', { level: 1, name: applicant.company }).waitFor();
      await page.getByRole('button', { name: '승인', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: '신청을 승인할까요?' });
      await dialog.getByText('인천 1센터').waitFor();
      await dialog.getByRole('button', { name: '승인', exact: true }).click();
      await page.getByText(`${applicant.company}의 신청을 승인했습니다.`).waitFor();
      // The decision section is gone and the status says so.
      await page.getByRole('heading', { name: '승인 또는 거절' }).waitFor({ state: 'detached' });
      await screenshot(page, 'admin-application-approved', DESKTOP);

      const state = await api('GET', '/fulfillment/application', customer);
      expect(state.status).toBe('approved');
      expect((state.warehouse as { name: string }).name).toBe('인천 1센터');
    },
    STEP_TIMEOUT_MS,
  );

  test(
    'an extra holiday on an open bid’s deadline day moves the deadline to the next business day',
    async () => {
      const customer = await logInByApi(origin(), { email: 'customer@baro.demo' });
      const bid = await api('POST', '/bid', customer, {
        freightType: 'FCL',
        pol: 'CNSHA',
        pod: 'KRPUS',
        incoterms: 'FOB',
        cargoReadyDate: toSeoulDateString(new Date(Date.now() + 10 * DAY_MS)),
        containers: [{ type: '40HQ', quantity: 1 }],
        cargoDescription: '주방용품',
      });
      const before = new Date(bid.deadline as string);
      const deadlineDay = toSeoulDateString(before);

      const page = await staff();
      await page.goto(`${origin()}/admin/bids/${bid.id as string}`);
      const deadlineRow = page.locator('dd').filter({ hasText: '영업일 규칙' });
      await deadlineRow.getByText(formatDateTime(before.toISOString(), 'ko')).waitFor();

      await page.goto(`${origin()}/admin/calendar?year=${deadlineDay.slice(0, 4)}`);
      await page.getByRole('heading', { level: 1, name: '휴일 달력' }).waitFor();
      const form = page.getByRole('form', { name: '휴일 추가' });
      await form.getByRole('textbox', { name: /^이름 \(한국어\)/ }).fill('임시공휴일');
      await form.getByRole('textbox', { name: /^이름 \(영어\)/ }).fill('Temporary holiday');
      await form.getByLabel(/^날짜/).fill(deadlineDay);
      await form.getByRole('button', { name: '휴일 추가' }).click();
      await page.getByText(/견적 요청 \d+건의 마감이 바뀌었습니다\./).waitFor();
      await page.getByRole('region', { name: '추가 휴일' }).getByText('임시공휴일').waitFor();
      await screenshot(page, 'admin-calendar-holiday', DESKTOP);

      // The bid's deadline is now 18:00 of a later business day, and the admin bid page shows it.
      const staffToken = await logInByApi(origin(), { email: 'admin@baro.demo' });
      const moved = await api('GET', `/admin/bids/${bid.id as string}`, staffToken);
      const after = new Date(moved.deadline as string);
      expect(after.getTime()).toBeGreaterThan(before.getTime());
      expect(toSeoulDateString(after)).not.toBe(deadlineDay);
      expect(moved.deadlineSource).toBe('rule');
      await page.goto(`${origin()}/admin/bids/${bid.id as string}`);
      await deadlineRow.getByText(formatDateTime(after.toISOString(), 'ko')).waitFor();
      await screenshot(page, 'admin-bid-deadline-moved', DESKTOP);

      // The customer's own view of the bid has the same deadline.
      const own = await api('GET', `/bid/${bid.id as string}`, customer);
      expect(new Date(own.deadline as string).getTime()).toBe(after.getTime());
    },
    STEP_TIMEOUT_MS,
  );

  test(
    'staff edit an FAQ answer, preview it and publish it; the support centre then shows it',
    async () => {
      const added = '설 연휴에는 마감이 다음 영업일 18:00으로 늦춰집니다.';
      const page = await staff();
      await page.goto(`${origin()}/admin/content`);
      await page.getByRole('heading', { level: 1, name: '지원 센터 글' }).waitFor();
      await page.getByRole('textbox', { name: '제목' }).fill('입찰은 언제');
      await page.getByRole('button', { name: '검색', exact: true }).click();
      await page.getByRole('link', { name: '입찰은 언제 마감되나요?' }).click();
      await page.getByRole('heading', { level: 1, name: '입찰은 언제 마감되나요?' }).waitFor();

      const body = page.getByRole('textbox', { name: /본문/ }).first();
      const original = await body.inputValue();
      // The body grows with its text (autosize) instead of scrolling inside twelve rows.
      const heightOf = async () => (await body.boundingBox())?.height ?? 0;
      const shortHeight = await heightOf();
      await body.fill(`${original}${'\n줄'.repeat(30)}`);
      await expect.poll(heightOf).toBeGreaterThan(shortHeight + 200);
      await body.fill(`${original}\n\n${added}`);
      await expect.poll(heightOf).toBeLessThan(shortHeight + 100);
      await page.getByRole('button', { name: '저장', exact: true }).click();
      await page.getByText('초안 버전 2').waitFor();
      await page.getByRole('radiogroup', { name: '한국어 본문 보기 방식' }).getByText('미리보기').click();
      await page.getByRole('region', { name: '한국어 미리보기' }).getByText(added).waitFor();
      await screenshot(page, 'admin-content-preview', DESKTOP);
      await page.getByRole('button', { name: '게시', exact: true }).click();
      await page.getByText('게시했습니다. 고객 지원 센터에 바로 보입니다.').waitFor();
      await page.getByRole('region', { name: '변경 이력' }).getByText('게시 중').waitFor();

      const reader = await open();
      await reader.page.goto(`${origin()}/support`);
      await reader.page.getByRole('button', { name: '입찰은 언제 마감되나요?' }).click();
      await reader.page.getByText(added).waitFor();
    },
    STEP_TIMEOUT_MS,
  );

  test(
    'staff disable a customer: the next request is refused and the open app says why',
    async () => {
      // The applicant has the app open on their fulfillment page.
      const customer = await open();
      await customer.page.goto(`${origin()}/login?backTo=%2Fmypage%2Ffulfillment`);
      await logInOnPage(customer.page, applicant.email, PASSWORD);
      await customer.page.waitForURL((url) => url.pathname === '/mypage/fulfillment');
      const token = await logInByApi(origin(), { email: applicant.email }, PASSWORD);
      await api('GET', '/users/me', token);

      const page = await staff();
      await page.goto(`${origin()}/admin/users`);
      await page.getByRole('heading', { level: 1, name: '계정' }).waitFor();
      const search = page.getByRole('search').getByRole('textbox', { name: '계정 검색' });
      await search.fill(applicant.email);
      await search.press('Enter');
      await page.getByRole('link', { name: '최신청' }).click();
      await page.getByText(applicant.email).first().waitFor();
      await page.getByRole('button', { name: '사용 중지', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: '계정을 사용 중지할까요?' });
      await dialog.getByRole('button', { name: '사용 중지', exact: true }).click();
      await page.getByText('최신청 님의 계정을 사용 중지했습니다.').waitFor();
      await page.getByText(/부터 사용 중지된 계정입니다\./).waitFor();
      await screenshot(page, 'admin-user-disabled', DESKTOP);

      // The customer's next API call is refused, whatever token it carries.
      const refused = await fetch(`${origin()}/api/users/me`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(refused.status).toBe(401);
      expect(((await refused.json()) as { code: string }).code).toBe('ACCOUNT_DISABLED');

      // The open app's next request ends the session, and the login page says why.
      await customer.page.getByRole('button', { name: '계정 메뉴: 최신청' }).click();
      await customer.page.getByRole('menuitem', { name: '마이페이지' }).click();
      await customer.page.waitForURL((url) => url.pathname === '/login');
      expect(new URL(customer.page.url()).searchParams.get('reason')).toBe('ACCOUNT_DISABLED');
      await customer.page
        .getByRole('alert')
        .getByText('이용이 중지된 계정입니다. 고객센터로 문의해 주세요.')
        .waitFor();
      await screenshot(customer.page, 'customer-account-disabled', DESKTOP);
    },
    STEP_TIMEOUT_MS,
  );
});

async function logInOnPage(page: Page, email: string, password: string): Promise<void> {
  await page.getByRole('textbox', { name: /^이메일 또는 아이디/ }).fill(email);
  await page.getByRole('textbox', { name: /^비밀번호/ }).fill(password);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
}
