import { fakeApi } from '@baro/client/testing';
import { dismissToast } from '@baro/ui';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applicationFixture, warehouseFixture } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { ApplicationDetail } from './ApplicationDetail.tsx';

afterEach(() => {
  cleanup();
  dismissToast();
  vi.unstubAllGlobals();
});

const ID = 'fap_01HZX4APPLICATION';
const warehouses = [
  warehouseFixture(),
  warehouseFixture({ id: 'wh_01HZX4PYEONGTAEK', code: 'PTK1', name: '평택 센터' }),
];

describe('fulfillment application detail', { timeout: 20_000 }, () => {
  it('approves into the chosen warehouse after a confirmation', async () => {
    const api = fakeApi({
      [`GET /api/admin/fulfillment/applications/${ID}`]: { body: applicationFixture() },
      'GET /api/admin/warehouses': { body: warehouses },
      [`POST /api/admin/fulfillment/applications/${ID}/approve`]: {
        body: applicationFixture({
          status: 'approved',
          warehouse: { id: 'wh_01HZX4PYEONGTAEK', code: 'PTK1', name: '평택 센터' },
          decidedAt: '2026-03-03T01:00:00Z',
        }),
      },
    });
    const { user } = renderApp(<ApplicationDetail id={ID} />, { path: `/fulfillment/applications/${ID}` });
    expect(await screen.findByRole('heading', { level: 1, name: '바로무역 주식회사' })).toBeTruthy();
    expect(screen.getByText('220-81-62517')).toBeTruthy();
    const select = await screen.findByRole('combobox', { name: '입고 창고' });
    await user.selectOptions(select, '평택 센터 (PTK1)');
    await user.click(screen.getByRole('button', { name: '승인' }));
    const dialog = await screen.findByRole('dialog', { name: '신청을 승인할까요?' });
    expect(dialog.textContent).toContain('평택 센터에서 보관합니다');
    await user.click(within(dialog).getByRole('button', { name: '승인' }));
    expect(await screen.findByText('바로무역 주식회사의 신청을 승인했습니다.')).toBeTruthy();
    expect(api.sent(`POST /api/admin/fulfillment/applications/${ID}/approve`)[0]?.body).toEqual({
      warehouseId: 'wh_01HZX4PYEONGTAEK',
    });
    // Approved: no more decisions, the warehouse is shown.
    await waitFor(() => expect(screen.queryByRole('button', { name: '승인' })).toBeNull());
    expect(screen.getAllByText('평택 센터').length).toBeGreaterThan(0);
  });

  it('rejects only with a reason, in English', async () => {
    const api = fakeApi({
      [`GET /api/admin/fulfillment/applications/${ID}`]: { body: applicationFixture() },
      'GET /api/admin/warehouses': { body: warehouses },
      [`POST /api/admin/fulfillment/applications/${ID}/reject`]: {
        body: applicationFixture({ status: 'rejected', rejectReason: 'Business number does not match' }),
      },
    });
    const { user } = renderApp(<ApplicationDetail id={ID} />, {
      path: `/fulfillment/applications/${ID}`,
      language: 'en',
    });
    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject this application?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(api.sent(`POST /api/admin/fulfillment/applications/${ID}/reject`)).toHaveLength(0);
    await user.type(
      within(dialog).getByRole('textbox', { name: /Reason for rejection/ }),
      'Business number does not match',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText("바로무역 주식회사's application is rejected.")).toBeTruthy();
    expect(api.sent(`POST /api/admin/fulfillment/applications/${ID}/reject`)[0]?.body).toEqual({
      reason: 'Business number does not match',
    });
    // Rejected: the reason the team reads is shown, and it can still be approved later.
    expect(screen.getByText('Business number does not match')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Reject' })).toBeNull());
    expect(screen.getByRole('button', { name: 'Approve' })).toBeTruthy();
  });

  it('shows the server’s refusal when the application cannot be read', async () => {
    fakeApi({
      [`GET /api/admin/fulfillment/applications/${ID}`]: {
        status: 404,
        body: { code: 'NOT_FOUND', message: '찾을 수 없습니다.' },
      },
      'GET /api/admin/warehouses': { body: warehouses },
    });
    renderApp(<ApplicationDetail id={ID} />, { path: `/fulfillment/applications/${ID}` });
    expect(await screen.findByText('찾을 수 없습니다.')).toBeTruthy();
  });
});
