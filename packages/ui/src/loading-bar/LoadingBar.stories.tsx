import { Button, Group, Text } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, waitFor } from 'storybook/test';
import { LoadingBar } from './LoadingBar.tsx';

const meta = {
  title: 'Feedback/LoadingBar',
  component: LoadingBar,
  args: { active: true },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof LoadingBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The bar as it looks while a route change is under way. */
export const Loading: Story = {};

/** English accessible name. */
export const English: Story = { args: { language: 'en' } };

/** Start and finish a simulated route change; the app drives `active` the same way. */
export const RouteChange: Story = {
  args: { active: false },
  render: function RouteChangeStory(args) {
    const [active, setActive] = useState(args.active);
    return (
      <>
        <LoadingBar {...args} active={active} />
        <Group p="xl">
          <Button onClick={() => setActive(true)} disabled={active}>
            페이지 이동 시작
          </Button>
          <Button variant="default" onClick={() => setActive(false)} disabled={!active}>
            페이지 이동 완료
          </Button>
          <Text size="sm" c="dimmed">
            {active ? '불러오는 중' : '대기'}
          </Text>
        </Group>
      </>
    );
  },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.queryByRole('progressbar')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '페이지 이동 시작' }));
    const bar = canvas.getByRole('progressbar', { name: '페이지를 불러오는 중' });
    await expect(Number(bar.getAttribute('aria-valuenow'))).toBeLessThan(90);
    await userEvent.click(canvas.getByRole('button', { name: '페이지 이동 완료' }));
    await expect(bar.getAttribute('aria-valuenow')).toBe('100');
    await waitFor(() => expect(canvas.queryByRole('progressbar')).toBeNull(), { timeout: 2000 });
  },
};
