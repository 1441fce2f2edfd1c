import { act, cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, describe, expect, test } from 'vitest';
import { deferred } from './test-utils.ts';
import { useRouteLoadingBar } from './use-route-loading-bar.ts';

afterEach(cleanup);

function Shell() {
  const { active } = useRouteLoadingBar();
  return (
    <>
      <div data-testid="bar" data-active={String(active)} />
      <Outlet />
    </>
  );
}

function setup() {
  const pending = { slow: deferred<string>(), broken: deferred<string>() };
  const router = createMemoryRouter([
    {
      path: '/',
      element: <Shell />,
      children: [
        { index: true, element: <p>home</p> },
        { path: 'slow', loader: () => pending.slow.promise, element: <p>slow page</p> },
        // The bar lives in the shell, above the failing route's error element.
        {
          path: 'broken',
          loader: () => pending.broken.promise,
          element: <p>broken</p>,
          errorElement: <p>failed page</p>,
        },
      ],
    },
  ]);
  render(<RouterProvider router={router} />);
  const active = () => screen.getByTestId('bar').dataset.active;
  const navigate = (to: string) => {
    let navigation: Promise<void> = Promise.resolve();
    act(() => {
      navigation = router.navigate(to);
    });
    return navigation;
  };
  return { pending, active, navigate };
}

describe('useRouteLoadingBar', () => {
  test('is active while a route change is pending and ends when it finishes', async () => {
    const { pending, active, navigate } = setup();
    expect(active()).toBe('false');
    const navigation = navigate('/slow');
    expect(active()).toBe('true');
    await act(async () => {
      pending.slow.resolve('data');
      await navigation;
    });
    expect(active()).toBe('false');
    expect(screen.getByText('slow page')).toBeTruthy();
  });

  test('ends when the route change fails', async () => {
    const { pending, active, navigate } = setup();
    const navigation = navigate('/broken');
    expect(active()).toBe('true');
    await act(async () => {
      pending.broken.reject(new Error('loader failed'));
      await navigation;
    });
    expect(active()).toBe('false');
    expect(screen.getByText('failed page')).toBeTruthy();
  });

  test('stays idle for a route change without anything to load', async () => {
    const { active, navigate } = setup();
    await navigate('/');
    expect(active()).toBe('false');
  });
});
