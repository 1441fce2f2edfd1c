import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { EnvironmentBanner } from './EnvironmentBanner.tsx';

const meta = {
  title: 'Shell/EnvironmentBanner',
  component: EnvironmentBanner,
  args: { environment: 'staging' },
} satisfies Meta<typeof EnvironmentBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Staging: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('스테이징(테스트) 환경입니다.');
    await expect(canvas.getByRole('status')).toHaveTextContent('발송함에만 보관');
  },
};

export const StagingInEnglish: Story = {
  args: { language: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('This is the staging (test) environment.');
  },
};

export const Production: Story = {
  args: { environment: 'production' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};
