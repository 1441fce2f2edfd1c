import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { EmailField } from './EmailField.tsx';

const meta = {
  title: 'Form/EmailField',
  component: EmailField,
  args: { label: '이메일', required: true, placeholder: 'name@company.co.kr' },
} satisfies Meta<typeof EmailField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: /이메일/ });
    await expect(input).toHaveAttribute('type', 'email');
    await expect(input).toHaveAttribute('autocomplete', 'email');
  },
};

export const WithError: Story = { args: { error: '올바른 이메일 주소를 입력해 주세요' } };

export const English: Story = { args: { label: 'Email', error: 'Enter a valid email address' } };
