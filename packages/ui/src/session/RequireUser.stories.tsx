import type { Session } from '@baro/client';
import type { UserProfile } from '@baro/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { KitStoryFrame } from '../stories-support/KitStoryFrame.tsx';
import { RequireUser } from './RequireUser.tsx';

const user = (kind: UserProfile['kind']): UserProfile => ({
  id: 'usr_01HZX4PARTNER1',
  kind,
  email: `${kind}@baro.demo`,
  loginId: null,
  name: '김바로',
  company: null,
  phone: null,
  locale: 'ko',
  customerType: null,
  team: null,
  partner: kind === 'partner' ? { id: 'ptn_01HZX4BLUEOCEAN', name: 'Blue Ocean Logistics' } : null,
  warehouse: null,
  managers: { forwarding: null, exportForwarding: null, fulfillment: null },
  createdAt: '2026-01-05T09:00:00+09:00',
});

/** A session held in memory, signed in or not. */
const memorySession = (active: boolean): Session => ({
  isActive: () => active,
  refreshToken: () => (active ? 'refresh-1' : null),
  start: () => null,
  end: () => {},
  subscribe: () => () => {},
  ready: () => Promise.resolve(),
});

const isPartner = (profile: UserProfile): profile is UserProfile => profile.kind === 'partner';

function Gate({ signedIn, leave }: { signedIn: boolean; leave: (url: string) => void }) {
  return (
    <RequireUser
      session={memorySession(signedIn)}
      allow={isPartner}
      refused={(profile) => <p role="alert">{profile.email}: 파트너 포워더 전용 서비스입니다</p>}
      leave={leave}
    >
      {(profile) => <p>{profile.name}님의 파트너 앱</p>}
    </RequireUser>
  );
}

const meta = {
  title: 'Session/RequireUser',
  component: Gate,
  args: { signedIn: true, leave: fn() },
  decorators: [
    (Story, { parameters }: { parameters: { kind?: UserProfile['kind'] } }) => (
      <KitStoryFrame
        path="/bids?status=won"
        handlers={{ 'GET /api/users/me': { body: user(parameters.kind ?? 'partner') } }}
      >
        <Story />
      </KitStoryFrame>
    ),
  ],
} satisfies Meta<typeof Gate>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LetsThePartnerIn: Story = {
  play: async ({ args, canvas }) => {
    await expect(await canvas.findByText('김바로님의 파트너 앱')).toBeInTheDocument();
    await expect(args.leave).not.toHaveBeenCalled();
  },
};

export const RefusesACustomer: Story = {
  parameters: { kind: 'customer' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('customer@baro.demo');
    await expect(canvas.queryByText('김바로님의 파트너 앱')).toBeNull();
  },
};

export const SendsAVisitorToLogin: Story = {
  args: { signedIn: false },
  play: async ({ args, canvas }) => {
    await waitFor(() => expect(args.leave).toHaveBeenCalledWith('/login?backTo=%2Fbids%3Fstatus%3Dwon'));
    await expect(canvas.getByText('로그인 정보를 확인하는 중입니다…')).toBeInTheDocument();
  },
};
