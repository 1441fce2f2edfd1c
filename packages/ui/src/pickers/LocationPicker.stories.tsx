import type { TradeLocation } from '@baro/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { KitStoryFrame } from '../stories-support/KitStoryFrame.tsx';
import { LocationPicker, type LocationPickerProps } from './LocationPicker.tsx';

const place = (code: string, kind: 'sea' | 'air', nameKo: string, nameEn: string, countryCode: string) =>
  ({ code, kind, nameKo, nameEn, countryCode, timeZone: 'Asia/Seoul' }) satisfies TradeLocation;

const LOCATIONS: TradeLocation[] = [
  place('KRPUS', 'sea', '부산', 'Busan', 'KR'),
  place('KRINC', 'sea', '인천', 'Incheon', 'KR'),
  place('CNSHA', 'sea', '상하이', 'Shanghai', 'CN'),
  place('ICN', 'air', '인천', 'Incheon', 'KR'),
];

/** The locations API as the server answers it: code or either name contains the text, by kind. */
const handlers = {
  'GET /api/locations': (request: { path: string }) => {
    const query = new URL(request.path, 'http://x').searchParams;
    const text = (query.get('query') ?? '').toLowerCase();
    const kind = query.get('kind');
    return {
      body: {
        items: LOCATIONS.filter(
          (location) =>
            (!kind || location.kind === kind) &&
            [location.code, location.nameKo, location.nameEn].some((name) =>
              name.toLowerCase().includes(text),
            ),
        ),
      },
    };
  },
  'GET /api/locations/CNSHA': { body: LOCATIONS[2] },
};

function Picker({
  value: initial = '',
  onChange,
  ...props
}: Omit<LocationPickerProps, 'value'> & { value?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <LocationPicker
      {...props}
      value={value}
      onChange={(code) => {
        setValue(code);
        onChange(code);
      }}
    />
  );
}

const meta = {
  title: 'Pickers/LocationPicker',
  component: Picker,
  args: { label: '출발지', kind: 'sea', onChange: fn() },
  decorators: [
    (Story) => (
      <KitStoryFrame handlers={handlers}>
        <div style={{ maxWidth: 360 }}>
          <Story />
        </div>
      </KitStoryFrame>
    ),
  ],
} satisfies Meta<typeof Picker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TypeAndPick: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: '출발지' });
    await userEvent.type(input, '상하');
    await userEvent.click(await screen.findByRole('option', { name: /CNSHA/ }));
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith('CNSHA'));
    await expect(input).toHaveValue('상하이 (CNSHA)');
  },
};

export const ChosenFromTheAddress: Story = {
  args: { value: 'CNSHA' },
  play: async ({ canvas }) => {
    // A code given from outside is shown by its name once known.
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: '출발지' })).toHaveValue('상하이 (CNSHA)'),
    );
  },
};

export const AirportsInEnglish: Story = {
  args: { label: 'Origin', kind: 'air', language: 'en' },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Origin' }), 'inch');
    await userEvent.click(await screen.findByRole('option', { name: /ICN/ }));
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith('ICN'));
  },
};

export const NothingMatches: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: '출발지' }), 'nowhere');
    await expect(await screen.findByText('일치하는 항구·공항이 없습니다.')).toBeInTheDocument();
  },
};
