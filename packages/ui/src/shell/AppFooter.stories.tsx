import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { AppFooter } from './AppFooter.tsx';
import { FOOTER_CONTENT } from './shell-fixtures.tsx';

const meta = {
  title: 'Shell/AppFooter',
  component: AppFooter,
  args: FOOTER_CONTENT.ko,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AppFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Korean: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '1588-0000' })).toHaveAttribute('href', 'tel:15880000');
    const inquiry = canvas.getByRole('link', { name: /서비스 도입 문의/ });
    await expect(inquiry).toHaveAttribute('target', '_blank');
    await expect(inquiry).toHaveAccessibleName('서비스 도입 문의 (새 창에서 열림)');
  },
};

export const English: Story = {
  args: FOOTER_CONTENT.en,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '+82 2-0000-0000' })).toHaveAttribute(
      'href',
      'tel:+82200000000',
    );
    await expect(canvas.getByRole('navigation', { name: 'Terms and policies' })).toBeInTheDocument();
  },
};
