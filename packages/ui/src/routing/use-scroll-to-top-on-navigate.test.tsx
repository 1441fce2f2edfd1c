import { act, cleanup, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { shouldScrollToTop, useScrollToTopOnNavigate } from './use-scroll-to-top-on-navigate.ts';

afterEach(cleanup);

function Shell({ scrollToTop }: { scrollToTop?: () => void }) {
  useScrollToTopOnNavigate(scrollToTop);
  return null;
}

function setup(initialPath = '/', { useWindow = false } = {}) {
  const scrollToTop = useWindow ? undefined : vi.fn();
  const router = createMemoryRouter([{ path: '*', element: <Shell scrollToTop={scrollToTop} /> }], {
    initialEntries: [initialPath],
  });
  render(<RouterProvider router={router} />);
  const go = (to: string) => act(() => router.navigate(to));
  return { scrollToTop, go };
}

describe('useScrollToTopOnNavigate', () => {
  test('scrolls to the top after a route change, not on the first render', async () => {
    const { scrollToTop, go } = setup();
    expect(scrollToTop).not.toHaveBeenCalled();
    await go('/mypage');
    expect(scrollToTop).toHaveBeenCalledTimes(1);
    await go('/fulfillment');
    expect(scrollToTop).toHaveBeenCalledTimes(2);
  });

  test('does not scroll for a path containing /forwarding/schedule', async () => {
    const { scrollToTop, go } = setup('/mypage');
    await go('/forwarding/schedule');
    await go('/forwarding/schedule/fcl?from=KRPUS');
    expect(scrollToTop).not.toHaveBeenCalled();
    await go('/forwarding');
    expect(scrollToTop).toHaveBeenCalledTimes(1);
  });

  test('does not scroll when only the query changes', async () => {
    const { scrollToTop, go } = setup('/mypage');
    await go('/mypage?tab=team');
    expect(scrollToTop).not.toHaveBeenCalled();
  });

  test('uses window.scrollTo by default', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    try {
      const { go } = setup('/', { useWindow: true });
      await go('/signup');
      expect(scrollTo).toHaveBeenCalledExactlyOnceWith({ top: 0, left: 0 });
    } finally {
      scrollTo.mockRestore();
    }
  });
});

describe('shouldScrollToTop', () => {
  test('is false only for schedule paths', () => {
    expect(shouldScrollToTop('/mypage')).toBe(true);
    expect(shouldScrollToTop('/forwarding')).toBe(true);
    expect(shouldScrollToTop('/forwarding/schedule')).toBe(false);
    expect(shouldScrollToTop('/en/forwarding/schedule/air')).toBe(false);
  });
});
