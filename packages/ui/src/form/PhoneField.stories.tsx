import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PhoneField } from './PhoneField.tsx';

const meta = {
  title: 'Form/PhoneField',
  component: PhoneField,
  args: { label: '휴대폰 번호', required: true },
} satisfies Meta<typeof PhoneField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: /휴대폰 번호/ });
    await expect(input).toHaveAttribute('type', 'tel');
    await expect(input).toHaveAttribute('autocomplete', 'tel-national');
  },
};

export const WithError: Story = {
  args: { error: '올바른 휴대폰 번호를 입력해 주세요 (예: 010-1234-5678)', defaultValue: '02-123' },
};

export const English: Story = {
  args: { label: 'Mobile number', error: 'Enter a valid mobile number (e.g. 010-1234-5678)' },
};
