import { fakeApi } from '@baro/client/testing';
import { RouteErrorPage } from '@baro/ui';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { renderApp } from '../test/render-app.tsx';
import { errorPage } from './pages/ErrorPage.tsx';
import { routes } from './routes.tsx';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Broken(): never {
  throw new Error('boom');
}

describe('routes', () => {
  test('an unknown path shows the not-found page inside the shell, with the way home', async () => {
    fakeApi({});
    renderApp(null, { path: '/no/such/page', routes });
    expect(await screen.findByRole('heading', { level: 1, name: '페이지를 찾을 수 없습니다' })).toBeTruthy();
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('link', { name: '홈으로 가기' }).getAttribute('href')).toBe('/');
    expect(document.title).toContain('페이지를 찾을 수 없습니다');
  });

  test('the shell offers login and sign-up to a visitor, and the landing page loads', async () => {
    fakeApi({ 'GET /api/health': { body: { status: 'ok' } } });
    renderApp(null, { path: '/', routes });
    expect(await screen.findByRole('heading', { level: 2, name: '운송 견적 받기' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '로그인' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '회원가입' })).toBeTruthy();
  });

  test('a page that fails shows the error page, in English too', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderApp(null, {
      language: 'en',
      routes: [{ path: '/', element: <Broken />, errorElement: <RouteErrorPage {...errorPage} /> }],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeTruthy();
    expect(screen.getByText('If the problem continues, please contact customer support.')).toBeTruthy();
    expect(screen.queryByText('boom')).toBeNull();
  });
});
