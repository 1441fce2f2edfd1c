import { ApiError } from '@baro/client';
import { act, cleanup, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BaroProvider } from '../theme/BaroProvider.tsx';
import { dismissToast } from '../toast/notify.tsx';
import { useLinkDownload } from './use-link-download.ts';

afterEach(() => {
  cleanup();
  dismissToast();
  vi.restoreAllMocks();
});

const wrapper = ({ children }: { children: ReactNode }) => (
  <BaroProvider variant="admin" language="ko">
    {children}
  </BaroProvider>
);

describe('useLinkDownload', () => {
  it('starts the download from a fresh link and says so', async () => {
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(`${this.href} ${this.download}`);
    });
    const { result } = renderHook(() => useLinkDownload(), { wrapper });
    let started = false;
    await act(async () => {
      started = await result.current.download(
        async () => ({ preSignedUrl: 'http://localhost/file?sig=1', expirationTime: '2099-01-01T00:00:00Z' }),
        { fileName: 'rates.xlsx', id: 'export' },
      );
    });
    expect(started).toBe(true);
    expect(clicked).toEqual(['http://localhost/file?sig=1 rates.xlsx']);
    expect(await screen.findByText('다운로드를 시작했습니다.')).toBeTruthy();
    expect(result.current.pending).toBeNull();
  });

  it('says why a link could not be had, in the server’s words', async () => {
    const { result } = renderHook(() => useLinkDownload(), { wrapper });
    let started = true;
    await act(async () => {
      started = await result.current.download(async () => {
        throw new ApiError(
          404,
          { code: 'NOT_FOUND', message: '파일을 찾을 수 없습니다.' },
          { method: 'GET', url: '/x' },
        );
      });
    });
    expect(started).toBe(false);
    expect(await screen.findByText('파일을 찾을 수 없습니다.')).toBeTruthy();
  });
});
