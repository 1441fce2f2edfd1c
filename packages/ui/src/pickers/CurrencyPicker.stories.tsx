import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { CurrencyPicker } from './CurrencyPicker.tsx';

function Controlled({
  onChange,
  ...props
}: {
  label: string;
  onChange: (code: string) => void;
  error?: string;
}) {
  const [value, setValue] = useState('USD');
  return (
    <CurrencyPicker
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
  title: 'Pickers/CurrencyPicker',
  component: Controlled,
  args: { label: '통화', onChange: fn() },
} satisfies Meta<typeof Controlled>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstFiveThenWon: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const select = canvas.getByRole('combobox', { name: '통화' });
    const options = [...(select as HTMLSelectElement).options].map((option) => option.value);
    await expect(options.slice(0, 6)).toEqual(['USD', 'CNY', 'EUR', 'JPY', 'GBP', 'KRW']);
    await expect(options.length).toBeGreaterThan(100);
    await userEvent.selectOptions(select, 'KRW');
    await expect(args.onChange).toHaveBeenLastCalledWith('KRW');
  },
};

export const WithError: Story = {
  args: { error: '통화를 선택해 주세요' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: '통화' })).toHaveAttribute('aria-invalid', 'true');
  },
};
