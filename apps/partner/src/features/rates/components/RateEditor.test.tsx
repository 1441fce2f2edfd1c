import { fakeApi } from '@baro/client/testing';
import { dismissToast } from '@baro/ui';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { airRateFixture } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { RateEditor } from './RateEditor.tsx';

afterEach(() => {
  cleanup();
  dismissToast();
  vi.unstubAllGlobals();
});

const RATE_PATH = '/api/partner/rates/rate_01HZX4AIRRATE1';

/** The editor at its address, with the rate list as the place it goes back to. */
function renderEditor(id: string | null) {
  const path = id ? `/rates/${id}` : '/rates/new';
  return renderApp(null, {
    path,
    routes: [
      { path: '/rates', element: <p>rate list</p> },
      { path: '/rates/*', element: <RateEditor id={id} /> },
    ],
  });
}

describe('partner rate editor', { timeout: 30_000 }, () => {
  it('loads a stored rate into the form, saves it whole with PUT, and goes back to the list', async () => {
    const stored = airRateFixture();
    const api = fakeApi({
      [`GET ${RATE_PATH}`]: { body: stored },
      [`PUT ${RATE_PATH}`]: (request) => ({ body: { ...stored, ...(request.body as object) } }),
      'GET /api/locations': { body: { items: [] } },
    });
    const { user, router } = renderEditor('rate_01HZX4AIRRATE1');
    expect(await screen.findByRole('heading', { level: 1, name: '운임 수정' })).toBeTruthy();
    const carrier = await screen.findByRole('textbox', { name: /^운송사/ });
    expect((carrier as HTMLInputElement).value).toBe('Korean Air Cargo');

    await user.clear(carrier);
    await user.type(carrier, 'Asiana Cargo');
    await user.click(screen.getByRole('button', { name: '변경 사항 저장' }));

    expect(await screen.findByText('운임을 수정했습니다.')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/partner/rates'));
    const [put] = api.sent(`PUT ${RATE_PATH}`);
    expect(put?.body).toMatchObject({
      freightType: 'AIR',
      pol: 'ICN',
      pod: 'LAX',
      carrier: 'Asiana Cargo',
      weightBreaks: [
        { minKg: 0, price: 5.2 },
        { minKg: 45, price: 4.8 },
      ],
    });
  });

  it('says why a rate cannot be opened', async () => {
    fakeApi({
      [`GET ${RATE_PATH}`]: {
        status: 404,
        body: { code: 'NOT_FOUND', message: '요청한 항목을 찾을 수 없습니다.' },
      },
    });
    renderEditor('rate_01HZX4AIRRATE1');
    const message = await screen.findByText('요청한 항목을 찾을 수 없습니다.');
    expect(message.closest('[role="alert"]')).not.toBeNull();
    expect(screen.getByRole('link', { name: /목록으로/ }).getAttribute('href')).toBe('/partner/rates');
  });

  it('opens an empty form for a new rate without asking the server for one', async () => {
    const api = fakeApi({ 'GET /api/locations': { body: { items: [] } } });
    renderEditor(null);
    expect(await screen.findByRole('heading', { level: 1, name: '운임 추가' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '운임 등록' })).toBeTruthy();
    expect(api.requests.filter((request) => request.path.startsWith('/api/partner/rates'))).toHaveLength(0);
  });
});
