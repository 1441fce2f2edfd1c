import { Button, Group, Stack } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { dismissToast, notifyError, notifySuccess } from './notify.tsx';
import { ToastCard } from './ToastCard.tsx';

const meta = {
  title: 'Feedback/Toasts',
  component: ToastCard,
  args: { tone: 'success', message: '입고 요청이 등록되었습니다.', onDismiss: fn() },
  argTypes: { tone: { control: 'inline-radio', options: ['info', 'success', 'error'] } },
} satisfies Meta<typeof ToastCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The card alone. Drag it 50 px sideways or down, or press the close button, to dismiss it. */
export const Card: Story = {
  render: (args) => (
    <Stack maw={360}>
      <ToastCard {...args} />
    </Stack>
  ),
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: '알림 닫기' }));
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};

export const ErrorCard: Story = {
  args: { tone: 'error', title: '저장하지 못했습니다', message: '잠시 후 다시 시도해 주세요.' },
  render: Card.render,
};

export const EnglishCard: Story = {
  args: { tone: 'info', message: 'Your inbound request was registered.' },
  globals: { language: 'en' },
  render: Card.render,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Dismiss notification' })).toBeInTheDocument();
  },
};

/**
 * Real toasts in the BaroToaster that BaroProvider renders: bottom-center on phones, bottom-right
 * on wider screens, gone after 5 seconds.
 */
export const Live: Story = {
  render: () => (
    <Group>
      <Button onClick={() => notifySuccess('입고 요청이 등록되었습니다.')}>성공 알림</Button>
      <Button color="red" variant="light" onClick={() => notifyError('운송장 번호를 확인해 주세요.')}>
        오류 알림
      </Button>
      <Button variant="default" onClick={() => dismissToast()}>
        모두 닫기
      </Button>
    </Group>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: '성공 알림' }));
    await expect(await screen.findByText('입고 요청이 등록되었습니다.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '알림 닫기' }));
    await waitFor(() => expect(screen.queryByText('입고 요청이 등록되었습니다.')).toBeNull());
  },
};
