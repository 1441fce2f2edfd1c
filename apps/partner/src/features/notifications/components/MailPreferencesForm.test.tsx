import { fakeApi } from '@baro/client/testing';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type PartnerUser, PartnerUserContext } from '../../../lib/partner-user.ts';
import { partnerUserFixture } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { MailPreferencesForm } from './MailPreferencesForm.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderForm = (language: 'ko' | 'en' = 'ko') =>
  renderApp(
    <PartnerUserContext.Provider value={partnerUserFixture() as PartnerUser}>
      <MailPreferencesForm />
    </PartnerUserContext.Provider>,
    { path: '/notifications', language },
  );

describe('notification settings', { timeout: 20_000 }, () => {
  it('shows the saved choices and saves a change', async () => {
    const api = fakeApi({
      'GET /api/partner/mail-preferences': { body: { bidRequests: 'lanes', bidResults: true } },
      'PUT /api/partner/mail-preferences': { body: { bidRequests: 'all', bidResults: false } },
    });
    const { user } = renderForm();
    const lanes = await screen.findByRole('radio', { name: /운임표가 있는 구간만/ });
    expect((lanes as HTMLInputElement).checked).toBe(true);
    const save = screen.getByRole('button', { name: '저장' });
    // Nothing to save until something changes.
    expect(save.hasAttribute('disabled')).toBe(true);

    await user.click(screen.getByRole('radio', { name: /모든 요청/ }));
    await user.click(screen.getByRole('checkbox', { name: /견적이 선택되거나/ }));
    await user.click(save);
    await waitFor(() =>
      expect(api.sent('PUT /api/partner/mail-preferences')[0]?.body).toEqual({
        bidRequests: 'all',
        bidResults: false,
      }),
    );
    expect(await screen.findByText('알림 설정을 저장했습니다.')).toBeTruthy();
  });

  it('says why saving failed and keeps the choice', async () => {
    fakeApi({
      'GET /api/partner/mail-preferences': { body: { bidRequests: 'lanes', bidResults: true } },
      'PUT /api/partner/mail-preferences': {
        status: 503,
        body: { code: 'SERVICE_UNAVAILABLE', message: 'Baro is busy. Please try again shortly.' },
      },
    });
    const { user } = renderForm('en');
    await user.click(await screen.findByRole('radio', { name: /^None/ }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    // The form says it (a toast of the app may say so too: only the form's own alert is checked).
    const form = screen.getByRole('form', { name: 'Notification settings' });
    expect(await within(form).findByRole('alert')).toBeTruthy();
    expect((screen.getByRole('radio', { name: /^None/ }) as HTMLInputElement).checked).toBe(true);
  });

  it('offers a retry when the settings cannot be read', async () => {
    fakeApi({
      'GET /api/partner/mail-preferences': {
        status: 500,
        body: { code: 'INTERNAL', message: '일시적인 오류입니다.' },
      },
    });
    renderForm();
    expect(await screen.findByRole('button', { name: /다시 시도/ })).toBeTruthy();
  });
});
