import { Button } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog.tsx';

function Opener(props: Omit<ConfirmDialogProps, 'opened' | 'onClose'> & { onClose: () => void }) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button onClick={() => setOpened(true)}>요율 삭제</Button>
      <ConfirmDialog
        {...props}
        opened={opened}
        onClose={() => {
          props.onClose();
          setOpened(false);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Dialogs/ConfirmDialog',
  component: Opener,
  args: {
    title: '요율을 삭제할까요?',
    message: '상하이 → 부산 FCL 요율이 삭제됩니다. 되돌릴 수 없습니다.',
    confirmLabel: '삭제',
    tone: 'danger',
    onConfirm: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof Opener>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Danger: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: '요율 삭제' }));
    const dialog = await screen.findByRole('dialog', { name: '요율을 삭제할까요?' });
    // Cancel takes the focus, so Enter never confirms by accident.
    await waitFor(() => expect(screen.getByRole('button', { name: '취소' })).toHaveFocus());
    await expect(dialog).toHaveTextContent('되돌릴 수 없습니다');
    await userEvent.click(screen.getByRole('button', { name: '삭제' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: '취소' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const English: Story = {
  args: {
    title: 'Delete this rate?',
    message: 'The FCL rate Shanghai → Busan is deleted for good.',
    confirmLabel: 'Delete',
    language: 'en',
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: '요율 삭제' }));
    await screen.findByRole('dialog', { name: 'Delete this rate?' });
    await expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  },
};

export const WhileRunning: Story = {
  args: { loading: true },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: '요율 삭제' }));
    await screen.findByRole('dialog');
    await expect(screen.getByRole('button', { name: '취소' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};
