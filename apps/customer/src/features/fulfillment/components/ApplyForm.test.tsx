import { fakeApi } from '@baro/client/testing';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { descriptionOf, isInvalid } from '../../../test/dom.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { ApplyForm } from './ApplyForm.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ApplyForm', { timeout: 20_000 }, () => {
  test('monthly orders of −3 or over the most are kept as typed and refused with the range, nothing sent', async () => {
    const api = fakeApi({});
    const { user } = renderApp(<ApplyForm />, { path: '/mypage/fulfillment' });
    const monthly = screen.getByRole('textbox', { name: /월 예상 출고 건수/ });
    expect(descriptionOf(monthly)).toBe('0~10,000,000');
    await user.type(monthly, '-3');
    await user.click(screen.getByRole('button', { name: '신청하기' }));
    await waitFor(() => expect(isInvalid(monthly)).toBe(true));
    expect((monthly as HTMLInputElement).value).toBe('-3'); // not made 3
    expect(descriptionOf(monthly)).toBe('0 이상이어야 합니다 0~10,000,000');

    await user.clear(monthly);
    await user.type(monthly, '99999999');
    await user.tab();
    expect((monthly as HTMLInputElement).value).toBe('99999999'); // not clamped to 10,000,000
    await waitFor(() => expect(descriptionOf(monthly)).toBe('10,000,000 이하여야 합니다 0~10,000,000'));
    expect(api.requests).toEqual([]);
  });
});
