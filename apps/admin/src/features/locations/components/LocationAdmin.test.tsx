import { fakeApi } from '@baro/client/testing';
import { dismissToast } from '@baro/ui';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render-app.tsx';
import { LocationAdmin } from './LocationAdmin.tsx';

afterEach(() => {
  cleanup();
  dismissToast();
  vi.unstubAllGlobals();
});

const busan = {
  code: 'KRPUS',
  kind: 'sea',
  nameKo: '부산',
  nameEn: 'Busan',
  countryCode: 'KR',
  timeZone: 'Asia/Seoul',
} as const;

describe('ports and airports', { timeout: 20_000 }, () => {
  it('searches through the address, adds one checked like the server, and edits names', async () => {
    const api = fakeApi({
      'GET /api/locations': { body: { items: [busan] } },
      'POST /api/admin/locations': {
        status: 201,
        body: { ...busan, code: 'KRUSN', nameKo: '울산', nameEn: 'Ulsan' },
      },
      'PATCH /api/admin/locations/KRPUS': { body: { ...busan, nameEn: 'Busan New Port' } },
    });
    const { user, router } = renderApp(<LocationAdmin />, { path: '/reference/locations' });
    const row = (await screen.findByText('KRPUS')).closest('tr') as HTMLElement;
    expect(row.textContent).toContain('부산');
    expect(row.textContent).toContain('Asia/Seoul');

    await user.type(screen.getByRole('textbox', { name: '검색' }), 'bus');
    await user.click(screen.getByRole('button', { name: '검색' }));
    expect(router.state.location.search).toContain('query=bus');
    expect(api.sent('GET /api/locations').at(-1)?.path).toContain('query=bus');

    const form = screen.getByRole('form', { name: '항구·공항 추가' });
    await user.type(within(form).getByRole('textbox', { name: /^코드/ }), 'USN');
    await user.type(within(form).getByRole('textbox', { name: /한글 이름/ }), '울산');
    await user.type(within(form).getByRole('textbox', { name: /영문 이름/ }), 'Ulsan');
    await user.type(within(form).getByRole('textbox', { name: /국가 코드/ }), 'kr');
    await user.type(within(form).getByRole('textbox', { name: /시간대/ }), 'Asia/Seoul');
    await user.click(within(form).getByRole('button', { name: '항구·공항 추가' }));
    expect(api.sent('POST /api/admin/locations')).toHaveLength(0);
    const code = within(form).getByRole('textbox', { name: /^코드/ });
    await user.clear(code);
    await user.type(code, 'krusn');
    await user.click(within(form).getByRole('button', { name: '항구·공항 추가' }));
    expect(await screen.findByText('KRUSN을(를) 추가했습니다.')).toBeTruthy();
    expect(api.sent('POST /api/admin/locations')[0]?.body).toMatchObject({
      code: 'KRUSN',
      countryCode: 'KR',
    });

    await user.click(screen.getByRole('button', { name: 'KRPUS 수정' }));
    const dialog = await screen.findByRole('dialog', { name: 'KRPUS 수정' });
    const nameEn = within(dialog).getByRole('textbox', { name: /영문 이름/ });
    await user.clear(nameEn);
    await user.type(nameEn, 'Busan New Port');
    await user.click(within(dialog).getByRole('button', { name: '저장' }));
    expect(await screen.findByText('KRPUS을(를) 저장했습니다.')).toBeTruthy();
    expect(api.sent('PATCH /api/admin/locations/KRPUS')[0]?.body).toMatchObject({ nameEn: 'Busan New Port' });
  });

  it('says why a place in use cannot be deleted', async () => {
    fakeApi({
      'GET /api/locations': { body: { items: [busan] } },
      'DELETE /api/admin/locations/KRPUS': {
        status: 409,
        body: { code: 'LOCATION_IN_USE', message: 'This place is in use.' },
      },
    });
    const { user } = renderApp(<LocationAdmin />, { path: '/reference/locations', language: 'en' });
    await user.click(await screen.findByRole('button', { name: 'Delete KRPUS' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete KRPUS' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('This place is in use.')).toBeTruthy();
  });
});
