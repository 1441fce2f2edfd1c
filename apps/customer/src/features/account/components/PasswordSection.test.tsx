import { fakeApi } from '@baro/client/testing';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { ko } from '../../../i18n/catalogs/ko.ts';
import { descriptionOf } from '../../../test/dom.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { PasswordSection } from './PasswordSection.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const input = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' });

describe('PasswordSection', () => {
  test('a wrong current password is said on its field', async () => {
    const message = '현재 비밀번호가 올바르지 않습니다.';
    fakeApi({ 'PUT /api/users/me/password': { status: 400, body: { code: 'WRONG_PASSWORD', message } } });
    const { user } = renderApp(<PasswordSection />, { path: '/mypage' });
    await user.type(input(/^현재 비밀번호/), 'nope1234!');
    await user.type(input(/^새 비밀번호 \*|^새 비밀번호$/), 'newpass12!');
    await user.type(input(/^새 비밀번호 확인/), 'newpass12!');
    await user.click(screen.getByRole('button', { name: '비밀번호 변경' }));
    await waitFor(() => expect(descriptionOf(input(/^현재 비밀번호/))).toBe(message));
  });

  test('the new password must differ from the current one', async () => {
    const api = fakeApi({});
    const { user } = renderApp(<PasswordSection />, { path: '/mypage' });
    await user.type(input(/^현재 비밀번호/), 'same1234!');
    await user.type(input(/^새 비밀번호 \*|^새 비밀번호$/), 'same1234!');
    await user.tab();
    expect(descriptionOf(input(/^새 비밀번호 \*|^새 비밀번호$/))).toBe(ko.validation.passwordSameAsCurrent);
    expect(api.requests).toEqual([]);
  });
});
