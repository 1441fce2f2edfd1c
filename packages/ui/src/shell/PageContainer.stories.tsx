import { Button, Text } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PageContainer } from './PageContainer.tsx';

const meta = {
  title: 'Shell/PageContainer',
  component: PageContainer,
  args: {
    title: '입고 요청',
    description: '창고로 보낼 상품과 수량을 등록하세요.',
    actions: <Button>새 입고 요청</Button>,
    children: <Text>목록이 여기에 표시됩니다.</Text>,
  },
} satisfies Meta<typeof PageContainer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithTitle: Story = {
  play: async ({ canvas }) => {
    const main = canvas.getByRole('main');
    await expect(main).toHaveAttribute('id', 'main-content');
    await expect(canvas.getByRole('heading', { level: 1, name: '입고 요청' })).toBeInTheDocument();
  },
};

export const English: Story = {
  args: {
    title: 'Inbound requests',
    description: 'Register the products and quantities you are sending to the warehouse.',
    actions: <Button>New inbound request</Button>,
    children: <Text>Your requests appear here.</Text>,
  },
};
