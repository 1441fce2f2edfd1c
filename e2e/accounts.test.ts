// Accounts in the browser (issue 4): sign-up, logout, the full-page redirect to login with backTo,
// the language switch, and a team invitation from one user to a new one. Each journey runs at
// 1280 px; the key steps also at 375 px. Screenshots go to test-results/e2e/.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { hasChromium, launchBrowser } from './support/browser.ts';
import {
  ensureScreenshotDir,
  type JourneyPage,
  openJourney,
  screenshot,
  uniqueEmail,
  VIEWPORTS,
  type Viewport,
} from './support/journey.ts';
import { startServer, type TestServer } from './support/server.ts';

const PASSWORD = 'baro1234!';
const DEMO_PASSWORD = 'demo1234!';
const DESKTOP = VIEWPORTS[0];

describe.skipIf(!hasChromium)('customer accounts', () => {
  let server: TestServer | undefined;
  let browser: Browser | undefined;
  const journeys: JourneyPage[] = [];

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser(), ensureScreenshotDir()]);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  /** A fresh browser profile; checked for page errors and foreign requests at the end of the test. */
  async function open(viewport: Viewport): Promise<JourneyPage & { origin: string }> {
    if (server === undefined || browser === undefined) throw new Error('beforeAll did not finish');
    const journey = await openJourney(browser, server.url, viewport);
    journeys.push(journey);
    return { ...journey, origin: server.url };
  }

  async function closeAll() {
    for (const journey of journeys.splice(0)) {
      expect(journey.pageErrors).toEqual([]);
      expect(journey.foreignRequests).toEqual([]);
      await journey.context.close();
    }
  }

  test.each(VIEWPORTS)(
    'a new visitor signs up, lands logged in, and logs out ($width px)',
    async (viewport) => {
      const { page, origin } = await open(viewport);
      const name = `신규${viewport.width}`;
      await signUp(page, origin, uniqueEmail(`signup-${viewport.width}`), name);

      // Logged in at once, on the my page, greeted by name.
      await page.getByRole('heading', { level: 1, name: '마이페이지' }).waitFor();
      await page.getByRole('button', { name: `계정 메뉴: ${name}` }).waitFor();
      await page.getByText(`${name}님, 바로에 오신 것을 환영합니다.`).waitFor();
      expect(await sessionToken(page)).not.toBeNull();
      await screenshot(page, 'accounts-signed-up', viewport);

      await logOut(page, name);
      expect(new URL(page.url()).pathname).toBe('/');
      await page.getByRole('link', { name: '로그인', exact: true }).waitFor();
      await page.getByText('로그아웃되었습니다.').waitFor();
      expect(await sessionToken(page)).toBeNull();
      await screenshot(page, 'accounts-logged-out', viewport);
      await closeAll();
    },
  );

  test.each(VIEWPORTS)(
    '/mypage without a session goes to login with backTo and back ($width px)',
    async (viewport) => {
      const { page, origin } = await open(viewport);
      await page.goto(`${origin}/mypage`);
      await page.waitForURL(`${origin}/login?backTo=%2Fmypage`);
      // A full page load (SPEC §2): the document itself is the login page's.
      expect(await page.evaluate<string>("performance.getEntriesByType('navigation')[0].name")).toBe(
        `${origin}/login?backTo=%2Fmypage`,
      );
      await page.getByRole('heading', { level: 1, name: '로그인' }).waitFor();
      await screenshot(page, 'accounts-login-backto', viewport);

      await logIn(page, 'customer@baro.demo', DEMO_PASSWORD);
      await page.waitForURL(`${origin}/mypage`);
      await page.getByRole('heading', { level: 1, name: '마이페이지' }).waitFor();
      await page.getByRole('textbox', { name: '이메일' }).and(page.locator('[readonly]')).waitFor();
      expect(await page.getByRole('textbox', { name: '이메일' }).inputValue()).toBe('customer@baro.demo');
      await screenshot(page, 'accounts-mypage', viewport);
      await closeAll();
    },
  );

  test.each(VIEWPORTS)('switches to English, which persists after a reload ($width px)', async (viewport) => {
    const { page, origin, apiRequests } = await open(viewport);
    await page.goto(`${origin}/login`);
    await logIn(page, 'member@baro.demo', DEMO_PASSWORD);
    await page.waitForURL(`${origin}/`);
    await page.goto(`${origin}/mypage?tab=team`);
    await page.getByRole('tab', { name: '팀 관리', selected: true }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('ko');

    await switchLanguage(page, viewport, 'English');
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    await page.getByRole('heading', { level: 1, name: 'My page' }).waitFor();
    await page.getByRole('tab', { name: 'Team', selected: true }).waitFor();

    apiRequests.length = 0;
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'My page' }).waitFor();
    await page.getByRole('columnheader', { name: 'Member' }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    // The server is asked in English too (SPEC §7 `lang`).
    const teamRequest = apiRequests.find((request) => request.url.endsWith('/api/teams/me'));
    expect(teamRequest?.headers.lang).toBe('en');
    await screenshot(page, 'accounts-english', viewport);

    await switchLanguage(page, viewport, '한국어');
    await page.getByRole('heading', { level: 1, name: '마이페이지' }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('ko');
    await closeAll();
  });

  test('the one login page takes a worker’s login id and sends each kind of user to their own app', async () => {
    // A worker types the login id (worker01), not an address, in the same form, and lands on the
    // warehouse desk logged in — never on the customer's my page.
    const worker = await open(DESKTOP);
    await worker.page.goto(`${worker.origin}/login`);
    await worker.page.getByText('창고 작업자는 아이디(예: worker01)로 로그인할 수 있습니다').waitFor();
    await logIn(worker.page, 'worker01', DEMO_PASSWORD);
    await worker.page.waitForURL(`${worker.origin}/warehouse/`);
    await worker.page.getByRole('heading', { level: 1, name: '오늘' }).waitFor();
    await screenshot(worker.page, 'accounts-worker-landing', DESKTOP);

    // A partner and staff, without a backTo, land in the partner app and the staff app.
    for (const [email, home, heading] of [
      ['partner@baro.demo', '/partner/', '견적 요청'],
      ['admin@baro.demo', '/admin/', '고객 팀'],
    ] as const) {
      const user = await open(DESKTOP);
      await user.page.goto(`${user.origin}/login`);
      await logIn(user.page, email, DEMO_PASSWORD);
      await user.page.waitForURL((url) => url.pathname.startsWith(home));
      await user.page.getByRole('heading', { level: 1, name: heading }).waitFor();
    }
    await closeAll();
  });

  test('the master invites a new address; its new user accepts and joins the team', async () => {
    const viewport = DESKTOP;
    const invitee = uniqueEmail('invitee');
    const inviteeName = '정초대';

    // The master of 바로무역 invites the address.
    const master = await open(viewport);
    await master.page.goto(`${master.origin}/login?backTo=%2Fmypage%3Ftab%3Dinvitations`);
    await logIn(master.page, 'customer@baro.demo', DEMO_PASSWORD);
    await master.page.waitForURL(`${master.origin}/mypage?tab=invitations`);
    const inviteForm = master.page.getByRole('form', { name: '팀원 초대하기' });
    await inviteForm.getByRole('textbox', { name: '이메일' }).fill(invitee);
    await inviteForm.getByRole('button', { name: '초대 보내기' }).click();
    await master.page.getByText(`${invitee}(으)로 초대를 보냈습니다.`).waitFor();
    const sentRow = master.page.getByRole('row').filter({ hasText: invitee });
    await sentRow.getByText('대기 중').waitFor();
    await screenshot(master.page, 'accounts-invitation-sent', viewport);

    // A new user signs up with that address, sees the invitation and accepts it.
    const guest = await open(viewport);
    await signUp(guest.page, guest.origin, invitee, inviteeName);
    await guest.page.getByText('새 팀 초대가 1건 있습니다.').waitFor();
    await guest.page.getByRole('button', { name: '초대 확인하기' }).click();
    const card = guest.page
      .locator('[data-invitation-id]')
      .filter({ hasText: '바로무역 팀에서 초대했습니다' });
    await card.waitFor();
    await screenshot(guest.page, 'accounts-invitation-received', viewport);
    await card.getByRole('button', { name: '수락' }).click();
    const dialog = guest.page.getByRole('dialog', { name: '초대를 수락할까요?' });
    await dialog.getByRole('button', { name: '수락' }).click();
    await guest.page.getByText('바로무역 팀에 합류했습니다.').waitFor();
    await dialog.waitFor({ state: 'hidden' });

    await guest.page.getByRole('tab', { name: '팀 관리' }).click();
    await guest.page.getByText('바로무역', { exact: true }).waitFor();
    const guestMembers = guest.page.getByRole('table', { name: /팀원/ });
    await guestMembers.getByRole('row').filter({ hasText: inviteeName }).getByText('멤버').waitFor();
    await guestMembers.getByRole('row').filter({ hasText: 'customer@baro.demo' }).waitFor();
    await screenshot(guest.page, 'accounts-invitation-joined', viewport);

    // The master sees the new member and the invitation accepted.
    await master.page.reload();
    await master.page.getByRole('row').filter({ hasText: invitee }).getByText('수락됨').waitFor();
    await master.page.getByRole('tab', { name: '팀 관리' }).click();
    await master.page
      .getByRole('table', { name: /팀원/ })
      .getByRole('row')
      .filter({ hasText: inviteeName })
      .waitFor();
    await screenshot(master.page, 'accounts-team-with-invitee', viewport);
    await closeAll();
  });
});

async function signUp(page: Page, origin: string, email: string, name: string): Promise<void> {
  await page.goto(`${origin}/signup`);
  await page.getByRole('textbox', { name: '이메일' }).fill(email);
  await page.getByRole('textbox', { name: '비밀번호', exact: true }).fill(PASSWORD);
  await page.getByRole('textbox', { name: '비밀번호 확인' }).fill(PASSWORD);
  await page.getByRole('textbox', { name: '이름' }).fill(name);
  await page.getByRole('textbox', { name: '휴대폰 번호' }).fill('010-1234-5678');
  await page.getByRole('textbox', { name: '회사명' }).fill('이투이무역');
  await page.getByRole('radio', { name: /화주\(수입\)/ }).click();
  await page.getByRole('checkbox', { name: /서비스 이용약관/ }).check();
  await page.getByRole('checkbox', { name: /개인정보 수집/ }).check();
  await expectConsentRowsFit(page);
  await page.getByRole('button', { name: '가입하기' }).click();
  await page.waitForURL(`${origin}/mypage`);
}

/**
 * The consent rows fit the window (375 px included): nothing sticks out, the version "(v2.0,
 * 시행일 2026-06-01)" is on one line, and the full-text link is one line under the label.
 */
async function expectConsentRowsFit(page: Page): Promise<void> {
  await page.locator('[data-consent-version]').first().waitFor();
  const layout = await page.evaluate<{
    width: number;
    scrollWidth: number;
    rows: { right: number; versionLines: number; linkLines: number }[];
  }>(`(() => {
    const rows = [...document.querySelectorAll('.consent-row')];
    return {
      width: document.documentElement.clientWidth,
      scrollWidth: document.documentElement.scrollWidth,
      rows: rows.map((row) => ({
        right: row.getBoundingClientRect().right,
        versionLines: row.querySelector('[data-consent-version]')?.getClientRects().length ?? 0,
        linkLines: row.querySelector('a')?.getClientRects().length ?? 0,
      })),
    };
  })()`);
  expect(layout.scrollWidth).toBeLessThanOrEqual(layout.width);
  expect(layout.rows).toHaveLength(2);
  for (const row of layout.rows) {
    expect(row.right).toBeLessThanOrEqual(layout.width);
    expect(row).toMatchObject({ versionLines: 1, linkLines: 1 });
  }
}

async function logIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByRole('textbox', { name: '이메일' }).fill(email);
  await page.getByRole('textbox', { name: '비밀번호', exact: true }).fill(password);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
}

async function logOut(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: `계정 메뉴: ${name}` }).click();
  await page.getByRole('menuitem', { name: '로그아웃' }).click();
  await page.getByRole('button', { name: /계정 메뉴/ }).waitFor({ state: 'detached' });
}

/** Through the header on wide screens, through the menu panel on phones. */
async function switchLanguage(page: Page, viewport: Viewport, to: 'English' | '한국어'): Promise<void> {
  const lang = to === 'English' ? 'en' : 'ko';
  const narrow = viewport.width < 992;
  if (narrow) await page.getByRole('button', { name: /메뉴 열기|Open menu/ }).click();
  await page.getByText(to, { exact: true }).filter({ visible: true }).click();
  await page.locator(`html[lang="${lang}"]`).waitFor({ state: 'attached' });
  if (narrow) await page.getByRole('button', { name: lang === 'en' ? 'Close' : '닫기', exact: true }).click();
}

function sessionToken(page: Page): Promise<string | null> {
  return page.evaluate<string | null>("sessionStorage.getItem('accessToken')");
}
