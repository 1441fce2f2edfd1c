import { act, cleanup, render } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, describe, expect, test } from 'vitest';
import { brokenStorage, memoryStorage } from './test-utils.ts';
import {
  type PathStorage,
  PREVIOUS_PATH_STORAGE_KEY,
  readPreviousPath,
  usePreviousPathOnUnmount,
} from './use-previous-path-on-unmount.ts';

afterEach(cleanup);

function Shell({ storage, readPagePath }: { storage?: PathStorage | null; readPagePath?: () => string }) {
  usePreviousPathOnUnmount(storage, readPagePath);
  return <Outlet />;
}

describe('usePreviousPathOnUnmount', () => {
  test('stores the current path and query when the shell goes away', async () => {
    const storage = memoryStorage();
    const router = createMemoryRouter(
      [
        { path: '/', element: <Shell storage={storage} />, children: [{ path: '*', element: null }] },
        { path: '/login', element: <p>login</p> },
      ],
      { initialEntries: ['/mypage'] },
    );
    render(<RouterProvider router={router} />);
    await act(() => router.navigate('/fulfillment/orders?page=2'));
    expect(storage.items.size).toBe(0);
    await act(() => router.navigate('/login'));
    expect(storage.items.get(PREVIOUS_PATH_STORAGE_KEY)).toBe('/fulfillment/orders?page=2');
    expect(readPreviousPath(storage)).toBe('/fulfillment/orders?page=2');
  });

  test('stores it when the page itself goes away (full page load, reload), without unmounting', async () => {
    const storage = memoryStorage();
    const router = createMemoryRouter([{ path: '*', element: <Shell storage={storage} /> }], {
      initialEntries: ['/mypage'],
    });
    render(<RouterProvider router={router} />);
    await act(() => router.navigate('/fulfillment?tab=stock'));
    expect(storage.items.size).toBe(0);
    window.dispatchEvent(new Event('pagehide'));
    expect(storage.items.get(PREVIOUS_PATH_STORAGE_KEY)).toBe('/fulfillment?tab=stock');
  });

  test('on pagehide, reads the page’s own address when given a reader', () => {
    const storage = memoryStorage();
    const router = createMemoryRouter(
      [{ path: '*', element: <Shell storage={storage} readPagePath={() => '/fulfillment?tab=returns'} /> }],
      { initialEntries: ['/fulfillment'] },
    );
    render(<RouterProvider router={router} />);
    window.dispatchEvent(new Event('pagehide'));
    expect(storage.items.get(PREVIOUS_PATH_STORAGE_KEY)).toBe('/fulfillment?tab=returns');
  });

  test('uses window.sessionStorage by default', () => {
    const router = createMemoryRouter([{ path: '*', element: <Shell /> }], {
      initialEntries: ['/mypage?tab=team'],
    });
    const { unmount } = render(<RouterProvider router={router} />);
    unmount();
    expect(window.sessionStorage.getItem(PREVIOUS_PATH_STORAGE_KEY)).toBe('/mypage?tab=team');
    expect(readPreviousPath()).toBe('/mypage?tab=team');
  });

  test('survives a storage that throws', () => {
    const router = createMemoryRouter([{ path: '*', element: <Shell storage={brokenStorage} /> }]);
    const { unmount } = render(<RouterProvider router={router} />);
    expect(() => unmount()).not.toThrow();
    expect(readPreviousPath(brokenStorage)).toBeNull();
  });
});
