import type { Session } from '@baro/client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { KitStoryFrame } from '../stories-support/KitStoryFrame.tsx';
import { RefusedAccountPage } from './RefusedAccountPage.tsx';

/** A signed-in session held in memory; `end` is a spy. */
const session = (end: () => void): Session => ({
  isActive: () => true,
  refreshToken: () => 'refresh-1',
  start: () => null,
  end,
  subscribe: () => () => {},
  ready: () => Promise.resolve(),
});

const meta = {
  title: 'Session/RefusedAccountPage',
  component: RefusedAccountPage,
  args: {
    session: session(fn()),
    title: '창고 작업자 전용 화면입니다',
    body: '지금 로그인한 계정(customer@baro.demo)은 창고 계정이 아닙니다.',
  },
  decorators: [
    (Story) => (
      <KitStoryFrame handlers={{ 'POST /api/auth/logout': { status: 204 } }}>
        <Story />
      </KitStoryFrame>
    ),
  ],
} satisfies Meta<typeof RefusedAccountPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LogsOut: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: '창고 작업자 전용 화면입니다' }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: '바로 고객 서비스로 이동' })).toHaveAttribute('href', '/');
    await userEvent.click(canvas.getByRole('button', { name: '로그아웃하고 다시 로그인' }));
    await waitFor(() => expect(args.session.end).toHaveBeenCalled());
  },
};

export const English: Story = {
  args: {
    language: 'en',
    title: 'This app is for Baro staff',
    body: 'The account you are logged in with is not a staff account.',
    hint: 'Log in with a staff account, or go to the customer site.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Log out and log in again' })).toBeInTheDocument();
    await expect(
      canvas.getByText('Log in with a staff account, or go to the customer site.'),
    ).toBeInTheDocument();
  },
};
