import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SubmitButton } from './SubmitButton.tsx';

const meta = {
  title: 'Form/SubmitButton',
  component: SubmitButton,
  args: { children: '가입하기' },
} satisfies Meta<typeof SubmitButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '가입하기' })).toHaveAttribute('type', 'submit');
  },
};

/** A pending request: the button cannot be pressed again and reports that it is busy. */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: '가입하기' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};

export const English: Story = { args: { children: 'Sign up' } };
