import { fakeApi } from '@baro/client/testing';
import { dismissToast } from '@baro/ui';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { waveFixture } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { WaveDetail } from './WaveDetail.tsx';

afterEach(() => {
  dismissToast();
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const WAVE_PATH = '/api/warehouse/waves/wav_01HZX4WAVE00001';
const open = waveFixture();
const [towels, soap] = open.tasks as [(typeof open.tasks)[0], (typeof open.tasks)[0]];
const shortOnSoap = waveFixture({
  status: 'picking',
  totals: { ...open.totals, tasksConfirmed: 1, tasksShort: 1, unitsPicked: 2 },
  tasks: [towels, { ...soap, pickedQuantity: 2, state: 'short', pickedAt: '2026-03-05T09:30:00+09:00' }],
});

function renderWave(language: 'ko' | 'en' = 'ko') {
  return renderApp(<WaveDetail id="wav_01HZX4WAVE00001" />, {
    path: '/waves/wav_01HZX4WAVE00001',
    language,
  });
}

describe('a wave at the desk', () => {
  it('lists the tasks in location order and confirms a short pick with an Idempotency-Key', async () => {
    const api = fakeApi({
      [`GET ${WAVE_PATH}`]: { body: open },
      [`POST ${WAVE_PATH}/picks`]: { body: shortOnSoap },
    });
    const { user } = renderWave();
    expect(await screen.findByRole('heading', { level: 1, name: '웨이브 WV260305-0003' })).toBeTruthy();
    expect(document.title).toBe('WV260305-0003 | 바로 창고');
    const tasks = screen.getByRole('region', { name: '피킹 작업 (로케이션 순)' });
    const rows = within(tasks).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.querySelector('code')?.textContent)).toEqual([
      'A-01-01-01-01',
      'B-02-01-01-01',
    ]);
    expect(rows[1]?.textContent).toContain('FO260304-00012 (2), FO260304-00013 (1)');

    const form = within(tasks).getByRole('form', { name: 'B-02-01-01-01 바로 비누 피킹 확정' });
    const quantity = within(form).getByRole('textbox', { name: 'B-02-01-01-01 피킹 수량' });
    await user.clear(quantity);
    await user.type(quantity, '4{Enter}');
    expect(await within(form).findByText('0에서 3 사이의 수를 입력해 주세요.')).toBeTruthy();
    await user.clear(quantity);
    await user.type(quantity, '2{Enter}');
    await waitFor(() => expect(api.sent(`POST ${WAVE_PATH}/picks`)).toHaveLength(1));
    const sent = api.sent(`POST ${WAVE_PATH}/picks`)[0];
    expect(sent?.body).toEqual({ taskId: 'wpt_01HZX4TASK00002', quantity: 2 });
    expect(sent?.headers.get('idempotency-key')).toBe('desk-pick-wpt_01HZX4TASK00002-2');
    expect(
      await screen.findByText('B-02-01-01-01 바로 비누: 3개 중 2개만 피킹해 부족으로 기록했습니다.'),
    ).toBeTruthy();
    // The answer replaces the wave: the soap row now says short, 2 of 3.
    const soapRow = within(screen.getByRole('region', { name: '피킹 작업 (로케이션 순)' }))
      .getAllByRole('row')
      .at(-1) as HTMLElement;
    expect(within(soapRow).getByText('부족')).toBeTruthy();
    expect(soapRow.textContent).toContain('2/3개');
    expect(screen.getByText(/부족 1건/)).toBeTruthy();
  });

  it('sends the wave to the handhelds after confirming, and downloads the pick list', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const api = fakeApi({
      [`GET ${WAVE_PATH}`]: { body: open },
      [`POST ${WAVE_PATH}/release`]: {
        body: waveFixture({ status: 'released', releasedAt: '2026-03-05T09:20:00+09:00' }),
      },
      [`GET ${WAVE_PATH}/pick-list.pdf`]: {
        body: { preSignedUrl: '/api/files/pick.pdf?sig=1', expirationTime: '2099-01-01T00:00:00Z' },
      },
    });
    const { user } = renderWave();
    await user.click(await screen.findByRole('button', { name: '피킹 리스트 PDF' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(api.sent(`GET ${WAVE_PATH}/pick-list.pdf`)).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: '단말기로 보내기' }));
    const dialog = await screen.findByRole('dialog', {
      name: '웨이브 WV260305-0003을(를) 단말기로 보낼까요?',
    });
    await user.click(within(dialog).getByRole('button', { name: '단말기로 보내기' }));
    await waitFor(() => expect(api.sent(`POST ${WAVE_PATH}/release`)).toHaveLength(1));
    expect(await screen.findByText('웨이브 WV260305-0003을(를) 단말기로 보냈습니다.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: '단말기로 보내기' })).toBeNull());
  });

  it('cancels only after confirming, and says a refusal in English', async () => {
    const api = fakeApi({
      [`GET ${WAVE_PATH}`]: { body: shortOnSoap },
      [`POST ${WAVE_PATH}/cancel`]: {
        status: 409,
        body: {
          code: 'INVALID_STATE_TRANSITION',
          message: 'This change is not possible in the current state.',
        },
      },
    });
    const { user } = renderWave('en');
    await user.click(await screen.findByRole('button', { name: 'Cancel wave' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel wave WV260305-0003?' });
    await user.click(within(dialog).getByRole('button', { name: 'Go back' }));
    expect(api.sent(`POST ${WAVE_PATH}/cancel`)).toHaveLength(0);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Cancel wave' }));
    const again = await screen.findByRole('dialog', { name: 'Cancel wave WV260305-0003?' });
    await user.click(within(again).getByRole('button', { name: 'Cancel wave' }));
    await waitFor(() => expect(api.sent(`POST ${WAVE_PATH}/cancel`)).toHaveLength(1));
    expect(await screen.findByText('This change is not possible in the current state.')).toBeTruthy();
    expect(screen.getByText('Short')).toBeTruthy();
  });

  it('says when the wave cannot be found, with a way back', async () => {
    fakeApi({
      [`GET ${WAVE_PATH}`]: { status: 404, body: { code: 'NOT_FOUND', message: '찾을 수 없습니다.' } },
    });
    renderWave();
    expect(await screen.findByText('찾을 수 없습니다.')).toBeTruthy();
    expect(screen.getByRole('link', { name: '목록으로' }).getAttribute('href')).toBe('/warehouse/waves');
  });
});
