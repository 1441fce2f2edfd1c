import { ApiClientProvider, createQueryClient } from '@baro/client';
import { createFakeApiClient } from '@baro/client/fake-api';
import type { Language, TradeLocation } from '@baro/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { BaroProvider } from '../theme/BaroProvider.tsx';
import { LocationPicker } from './LocationPicker.tsx';

afterEach(cleanup);

const place = (code: string, kind: 'sea' | 'air', nameKo: string, nameEn: string, countryCode: string) =>
  ({ code, kind, nameKo, nameEn, countryCode, timeZone: 'Asia/Seoul' }) satisfies TradeLocation;
const SHANGHAI = place('CNSHA', 'sea', '상하이', 'Shanghai', 'CN');
const BUSAN = place('KRPUS', 'sea', '부산', 'Busan', 'KR');
const INCHEON_AIRPORT = place('ICN', 'air', '인천', 'Incheon', 'KR');
const LOCATIONS = [
  BUSAN,
  SHANGHAI,
  place('PVG', 'air', '상하이 푸둥', 'Shanghai Pudong', 'CN'),
  INCHEON_AIRPORT,
];

function Harness({ onChange, kind = 'sea' }: { onChange: (code: string) => void; kind?: 'sea' | 'air' }) {
  const [value, setValue] = useState('');
  return (
    <>
      <LocationPicker
        label="출발지"
        kind={kind}
        value={value}
        onChange={(code) => {
          setValue(code);
          onChange(code);
        }}
      />
      <button type="button">next</button>
    </>
  );
}

/** The picker against a stand-in for `GET /api/locations` that matches code or either name, by kind. */
function renderPicker(kind: 'sea' | 'air' = 'sea', language: Language = 'ko') {
  const api = createFakeApiClient({
    'GET /api/locations': (request) => {
      const query = new URL(request.path, 'http://x').searchParams;
      const text = (query.get('query') ?? '').toLowerCase();
      return {
        body: {
          items: LOCATIONS.filter(
            (location) =>
              location.kind === query.get('kind') &&
              [location.code, location.nameKo, location.nameEn].some((name) =>
                name.toLowerCase().includes(text),
              ),
          ),
        },
      };
    },
  });
  const onChange = vi.fn();
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ApiClientProvider client={api.client}>
        <BaroProvider variant="customer" language={language}>
          <Harness onChange={onChange} kind={kind} />
        </BaroProvider>
      </ApiClientProvider>
    </QueryClientProvider>,
  );
  return { api, onChange, user, input: screen.getByRole('textbox', { name: '출발지' }) as HTMLInputElement };
}

describe('LocationPicker', { timeout: 20_000 }, () => {
  test('searches as one types (debounced, by kind) and picks with the keyboard', async () => {
    const { api, onChange, user, input } = renderPicker();
    await user.type(input, 'sh');
    const search = (text: string) =>
      `/api/locations?${new URLSearchParams({ query: text, kind: 'sea', limit: '20' })}`;
    await waitFor(() => expect(api.requests.at(-1)?.path).toBe(search('sh')));
    // Only the pause is searched, not every keystroke.
    expect(api.requests.map((request) => request.path)).not.toContain(search('s'));
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(1));
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(SHANGHAI.code));
    expect(input.value).toBe('상하이 (CNSHA)');
  });

  test('leaving the field with the exact name or code of one place picks it; other text is dropped', async () => {
    const { onChange, user, input } = renderPicker();
    // Typed and left at once, before the pause is searched.
    await user.type(input, 'krpus');
    await user.tab();
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(BUSAN.code));
    expect(input.value).toBe('부산 (KRPUS)');

    await user.clear(input);
    await user.type(input, 'nowhere');
    expect(await screen.findByText('일치하는 항구·공항이 없습니다.')).toBeTruthy();
    await user.tab();
    expect(onChange).toHaveBeenLastCalledWith('');
    expect(input.value).toBe('');
  });

  test('finds airports for air freight', async () => {
    const { api, onChange, user, input } = renderPicker('air', 'en');
    await user.type(input, 'inch');
    await user.click(await screen.findByRole('option', { name: /Incheon/ }));
    expect(onChange).toHaveBeenLastCalledWith(INCHEON_AIRPORT.code);
    expect(api.requests.length).toBeGreaterThan(0);
    for (const request of api.requests) expect(request.path).toContain('kind=air');
    expect(input.value).toBe('Incheon (ICN)');
  });
});
