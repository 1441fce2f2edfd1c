import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { LoadingState } from './LoadingState.tsx';

const meta = {
  title: 'States/LoadingState',
  component: LoadingState,
  args: { variant: 'spinner' },
  argTypes: { variant: { control: 'inline-radio', options: ['spinner', 'skeleton'] } },
} satisfies Meta<typeof LoadingState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Spinner: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('불러오는 중입니다…');
    await expect(canvas.getByRole('status').parentElement).toHaveAttribute('aria-busy', 'true');
  },
};

export const Skeleton: Story = { args: { variant: 'skeleton', rows: 4 } };

export const English: Story = {
  args: { language: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading…');
  },
};
