import { Button } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { EmptyState } from './EmptyState.tsx';

const meta = {
  title: 'States/EmptyState',
  component: EmptyState,
  args: {
    title: '등록된 SKU가 없습니다',
    description: '상품을 등록하면 입고 요청과 출고에 사용할 수 있습니다.',
    action: <Button>SKU 등록</Button>,
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 2, name: '등록된 SKU가 없습니다' }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'SKU 등록' })).toBeInTheDocument();
  },
};

export const English: Story = {
  args: {
    title: 'No SKUs yet',
    description: 'Register a product to use it in inbound requests and orders.',
    action: <Button>Register a SKU</Button>,
  },
};
