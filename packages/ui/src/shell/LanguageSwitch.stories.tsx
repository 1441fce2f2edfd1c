import type { Language } from '@baro/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { LanguageSwitch } from './LanguageSwitch.tsx';

const meta = {
  title: 'Shell/LanguageSwitch',
  component: LanguageSwitch,
  args: { value: 'ko', onChange: fn() },
  render: function LanguageSwitchStory(args) {
    const [value, setValue] = useState<Language>(args.value);
    return (
      <LanguageSwitch
        {...args}
        value={value}
        onChange={(next) => {
          args.onChange(next);
          setValue(next);
        }}
      />
    );
  },
} satisfies Meta<typeof LanguageSwitch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A radio group: click, or arrow keys, to choose; each language is named in itself. */
export const Korean: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('radiogroup', { name: '언어 선택' })).toBeInTheDocument();
    await expect(canvas.getByRole('radio', { name: '한국어' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: 'English' }));
    await expect(args.onChange).toHaveBeenCalledWith('en');
    await expect(canvas.getByRole('radiogroup', { name: 'Language' })).toBeInTheDocument();
  },
};

export const English: Story = { args: { value: 'en' } };
