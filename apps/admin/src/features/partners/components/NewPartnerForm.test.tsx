import { fakeApi } from '@baro/client/testing';
import { dismissToast } from '@baro/ui';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { partnerDetailFixture } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { NewPartnerForm } from './NewPartnerForm.tsx';

afterEach(() => {
  cleanup();
  dismissToast();
  vi.unstubAllGlobals();
});

describe('onboarding a partner', { timeout: 20_000 }, () => {
  it('checks the form with the contract, shows the server’s refusal, then creates and opens the partner', async () => {
    let taken = true;
    const api = fakeApi({
      'POST /api/admin/partners': () =>
        taken
          ? { status: 409, body: { code: 'EMAIL_TAKEN', message: '이미 사용 중인 이메일입니다.' } }
          : { status: 201, body: partnerDetailFixture({ id: 'ptn_01HZX4HANRIVER1', name: 'Han River' }) },
    });
    const { user, router } = renderApp(<NewPartnerForm />, { path: '/partners/new' });
    await user.click(await screen.findByRole('button', { name: '등록하고 메일 보내기' }));
    expect(api.sent('POST /api/admin/partners')).toHaveLength(0);
    expect(
      screen.getAllByText(/자 이상 입력해 주세요|필수 입력 항목입니다|올바른/).length,
    ).toBeGreaterThanOrEqual(2);

    await user.type(screen.getByRole('textbox', { name: /파트너 이름/ }), 'Han River');
    await user.type(screen.getByRole('textbox', { name: /관리자 1 이름/ }), '한강 대표');
    await user.type(screen.getByRole('textbox', { name: /관리자 1 이메일/ }), 'not-an-email');
    await user.click(screen.getByRole('button', { name: '등록하고 메일 보내기' }));
    expect(api.sent('POST /api/admin/partners')).toHaveLength(0);

    await user.clear(screen.getByRole('textbox', { name: /관리자 1 이메일/ }));
    await user.type(screen.getByRole('textbox', { name: /관리자 1 이메일/ }), 'ceo@hanriver.test');
    await user.click(screen.getByRole('button', { name: '관리자 더 넣기' }));
    await user.type(screen.getByRole('textbox', { name: /관리자 2 이름/ }), 'Ops');
    await user.type(screen.getByRole('textbox', { name: /관리자 2 이메일/ }), 'ops@hanriver.test');
    await user.click(screen.getByRole('button', { name: '등록하고 메일 보내기' }));
    expect(await screen.findByText('이미 사용 중인 이메일입니다.')).toBeTruthy();

    taken = false;
    await user.click(screen.getByRole('button', { name: '등록하고 메일 보내기' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/partners/ptn_01HZX4HANRIVER1'));
    expect(api.sent('POST /api/admin/partners').at(-1)?.body).toEqual({
      name: 'Han River',
      admins: [
        { name: '한강 대표', email: 'ceo@hanriver.test' },
        { name: 'Ops', email: 'ops@hanriver.test' },
      ],
    });
  });
});
