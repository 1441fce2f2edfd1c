import { fakeApi } from '@baro/client/testing';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageOf, partnerSummaryFixture } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { PartnerList } from './PartnerList.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('partner list', { timeout: 20_000 }, () => {
  it('lists partners with administrators, valid rates, quotes and win rate, and links onboarding', async () => {
    fakeApi({ 'GET /api/admin/partners': { body: pageOf([partnerSummaryFixture()]) } });
    renderApp(<PartnerList />, { path: '/partners' });
    const row = (await screen.findByRole('link', { name: 'Blue Ocean Logistics' })).closest(
      'tr',
    ) as HTMLElement;
    expect(row.textContent).toContain('2명');
    expect(row.textContent).toContain('14건');
    expect(row.textContent).toContain('선정 2 · 미선정 1 · 대기 1');
    expect(row.textContent).toContain('67%');
    expect(screen.getByRole('link', { name: '파트너 등록' }).getAttribute('href')).toBe(
      '/admin/partners/new',
    );
  });

  it('invites onboarding when there is none yet, in English too', async () => {
    fakeApi({ 'GET /api/admin/partners': { body: pageOf([]) } });
    renderApp(<PartnerList />, { path: '/partners', language: 'en' });
    expect(await screen.findByText('No partners yet')).toBeTruthy();
  });
});
