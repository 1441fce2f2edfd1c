import { cleanup, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { BUSAN, INCHEON_AIRPORT, LOCATIONS, SHANGHAI } from '../test-fixtures.ts';
import { LocationField } from './LocationField.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Harness({ onChange, kind = 'sea' }: { onChange: (code: string) => void; kind?: 'sea' | 'air' }) {
  const [value, setValue] = useState('');
  return (
    <>
      <LocationField
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

function searching() {
  return fakeApi({
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
}

describe('LocationField', { timeout: 20_000 }, () => {
  test('searches as one types (debounced, by kind) and picks with the keyboard', async () => {
    const api = searching();
    const onChange = vi.fn();
    const view = renderApp(<Harness onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: '출발지' });
    await view.user.type(input, 'sh');
    await waitFor(() => expect(api.requests.at(-1)?.path).toBe('/api/locations?kind=sea&query=sh'));
    // Only the pause is searched, not every keystroke.
    expect(api.requests.map((request) => request.path)).not.toContain('/api/locations?kind=sea&query=s');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(1));
    await view.user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(SHANGHAI.code));
    expect((input as HTMLInputElement).value).toBe('상하이 (CNSHA)');
  });

  test('leaving the field with the exact name or code of one place picks it; other text is dropped', async () => {
    searching();
    const onChange = vi.fn();
    const view = renderApp(<Harness onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: '출발지' }) as HTMLInputElement;
    // Typed and left at once, before the pause is searched.
    await view.user.type(input, 'krpus');
    await view.user.tab();
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(BUSAN.code));
    expect(input.value).toBe('부산 (KRPUS)');

    await view.user.clear(input);
    await view.user.type(input, 'nowhere');
    expect(await screen.findByText('일치하는 항구·공항이 없습니다.')).toBeTruthy();
    await view.user.tab();
    expect(onChange).toHaveBeenLastCalledWith('');
    expect(input.value).toBe('');
  });

  test('finds airports for air freight', async () => {
    const api = searching();
    const onChange = vi.fn();
    const view = renderApp(<Harness onChange={onChange} kind="air" />, { language: 'en' });
    await view.user.type(screen.getByRole('textbox', { name: '출발지' }), 'inch');
    await view.user.click(await screen.findByRole('option', { name: /Incheon/ }));
    expect(onChange).toHaveBeenLastCalledWith(INCHEON_AIRPORT.code);
    expect(api.requests.length).toBeGreaterThan(0);
    for (const request of api.requests) expect(request.path).toContain('kind=air');
    expect((screen.getByRole('textbox', { name: '출발지' }) as HTMLInputElement).value).toBe('Incheon (ICN)');
  });
});
