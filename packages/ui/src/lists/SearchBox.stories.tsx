import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { SearchBox } from './SearchBox.tsx';

const meta = {
  title: 'Lists/SearchBox',
  component: SearchBox,
  args: { value: '', onSearch: fn(), label: '검색', placeholder: '주문번호 또는 받는 분' },
} satisfies Meta<typeof SearchBox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SearchOnEnter: Story = {
  play: async ({ args, canvas, userEvent }) => {
    // One search per Enter, not per keystroke; the text trimmed.
    await userEvent.type(canvas.getByRole('textbox', { name: '검색' }), ' 홍길동 {Enter}');
    await expect(args.onSearch).toHaveBeenCalledTimes(1);
    await expect(args.onSearch).toHaveBeenCalledWith('홍길동');
  },
};

export const ActiveSearch: Story = {
  args: { value: 'FO260304', language: 'en', label: 'Search' },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('textbox', { name: 'Search' })).toHaveValue('FO260304');
    await userEvent.click(canvas.getByRole('button', { name: 'Reset' }));
    await expect(args.onSearch).toHaveBeenCalledWith('');
  },
};
