import { RootErrorPage, RouteErrorPage } from '@baro/ui';
import { cleanup, screen } from '@testing-library/react';
import { data } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render-app.tsx';
import { errorPage } from './ErrorPage.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function Broken(): never {
  throw new Error('boom');
}

/** A route's loader that finds nothing (`throw data(null, { status: 404 })`). */
function missing(): never {
  throw data(null, { status: 404 });
}

describe('the admin error pages', () => {
  it('say a screen failed in the admin words, with the way back to /admin/', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderApp(null, {
      routes: [{ path: '*', element: <Broken />, errorElement: <RouteErrorPage {...errorPage} /> }],
    });
    expect(await screen.findByRole('heading', { level: 1, name: '문제가 발생했습니다' })).toBeTruthy();
    expect(screen.getByText('문제가 계속되면 개발 담당자에게 알려 주세요.')).toBeTruthy();
    expect(screen.getByRole('link').getAttribute('href')).toBe('/admin/');
    expect(screen.queryByText('boom')).toBeNull();
  });

  it('bring their own <main> when the shell fails, and show the not-found page for a thrown 404', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderApp(null, {
      language: 'en',
      routes: [{ path: '*', element: <Broken />, errorElement: <RootErrorPage {...errorPage} /> }],
    });
    expect(await screen.findByText('If the problem continues, tell the development team.')).toBeTruthy();
    expect(screen.getByRole('main')).toBeTruthy();
    cleanup();
    renderApp(null, {
      routes: [
        {
          path: '*',
          loader: missing,
          element: <p>found</p>,
          errorElement: <RouteErrorPage {...errorPage} />,
        },
      ],
    });
    expect(await screen.findByRole('heading', { level: 1, name: '페이지를 찾을 수 없습니다' })).toBeTruthy();
    expect(screen.queryByText('문제가 계속되면 개발 담당자에게 알려 주세요.')).toBeNull();
  });
});
