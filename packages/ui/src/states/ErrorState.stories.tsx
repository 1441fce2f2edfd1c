import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { ErrorState } from './ErrorState.tsx';

const meta = {
  title: 'States/ErrorState',
  component: ErrorState,
  args: { message: '운송장 정보를 불러오지 못했습니다. 네트워크 연결을 확인해 주세요.', onRetry: fn() },
} satisfies Meta<typeof ErrorState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithRetry: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('문제가 발생했습니다');
    await userEvent.click(canvas.getByRole('button', { name: '다시 시도' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const English: Story = {
  args: { message: 'We could not load the tracking details. Check your connection.', language: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  },
};

export const WithoutRetry: Story = { args: { onRetry: undefined } };
