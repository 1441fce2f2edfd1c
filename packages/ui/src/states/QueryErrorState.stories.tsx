import { ApiError, NetworkError } from '@baro/client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { QueryErrorState } from './QueryErrorState.tsx';

const target = { method: 'GET', url: '/api/partner/rates' };

const meta = {
  title: 'States/QueryErrorState',
  component: QueryErrorState,
  args: {
    query: {
      error: new ApiError(403, { code: 'FORBIDDEN', message: '이 작업을 할 권한이 없습니다.' }, target),
      isFetching: false,
      refetch: fn(async () => undefined),
    },
  },
} satisfies Meta<typeof QueryErrorState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ServerWords: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('이 작업을 할 권한이 없습니다.');
    await userEvent.click(canvas.getByRole('button', { name: '다시 시도' }));
    await expect(args.query.refetch).toHaveBeenCalledTimes(1);
  },
};

export const NoConnectionInEnglish: Story = {
  args: {
    language: 'en',
    query: {
      error: new NetworkError({ code: 'SERVICE_UNAVAILABLE', message: '' }, target, {
        cause: new TypeError('Failed to fetch'),
      }),
      isFetching: false,
      refetch: fn(),
    },
  },
  play: async ({ canvas }) => {
    // A failure without a server answer reads as the catalogue's text, never as a raw error.
    await expect(canvas.getByRole('alert')).not.toHaveTextContent('Failed to fetch');
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  },
};

export const Retrying: Story = {
  args: { query: { error: new Error('boom'), isFetching: true, refetch: fn() } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).not.toHaveTextContent('boom');
  },
};
