import { fakeApi } from '@baro/client/testing';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type PartnerUser, PartnerUserContext } from '../../../lib/partner-user.ts';
import { memberListFixture, partnerUserFixture } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { MemberList } from './MemberList.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderMembers = (language: 'ko' | 'en' = 'ko') =>
  renderApp(
    <PartnerUserContext.Provider value={partnerUserFixture() as PartnerUser}>
      <MemberList />
    </PartnerUserContext.Provider>,
    { path: '/members', language },
  );

describe('partner members', { timeout: 20_000 }, () => {
  it('lists the partner’s people with mail and phone links, last login in Seoul, the signed-in one marked', async () => {
    fakeApi({ 'GET /api/partner/members': { body: memberListFixture() } });
    renderMembers();
    expect(
      await screen.findByText('Blue Ocean Logistics의 바로 파트너 계정입니다.', { exact: false }),
    ).toBeTruthy();
    const me = (await screen.findByText('김파트너')).closest('tr') as HTMLElement;
    expect(me.getAttribute('aria-current')).toBe('true');
    expect(within(me).getByRole('link', { name: 'partner@baro.demo' }).getAttribute('href')).toBe(
      'mailto:partner@baro.demo',
    );
    expect(within(me).getByRole('link', { name: '010-3000-0001' }).getAttribute('href')).toBe(
      'tel:01030000001',
    );
    expect(me.textContent).toContain('2026년 3월 2일 10:05');
    expect(me.textContent).toContain('2026년 1월 5일');

    const colleague = screen.getByText('이동료').closest('tr') as HTMLElement;
    expect(colleague.getAttribute('aria-current')).toBeNull();
    expect(colleague.textContent).toContain('로그인 기록 없음');
    expect(colleague.textContent).toContain('—');
  });

  it('says why the list could not be loaded, and retries', async () => {
    let fail = true;
    const api = fakeApi({
      'GET /api/partner/members': () =>
        fail
          ? { status: 503, body: { code: 'SERVICE_UNAVAILABLE', message: '잠시 후 다시 시도해 주세요.' } }
          : { body: memberListFixture() },
    });
    const { user } = renderMembers();
    expect(await screen.findByText('잠시 후 다시 시도해 주세요.')).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByText('이동료')).toBeTruthy();
    expect(api.sent('GET /api/partner/members')).toHaveLength(2);
  });

  it('speaks English', async () => {
    fakeApi({ 'GET /api/partner/members': { body: memberListFixture() } });
    renderMembers('en');
    const me = (await screen.findByText('김파트너')).closest('tr') as HTMLElement;
    expect(me.textContent).toContain('Mar 2, 2026 10:05');
    expect(screen.getByText('Never logged in')).toBeTruthy();
  });
});
