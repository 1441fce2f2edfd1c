import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CheckboxField } from './CheckboxField.tsx';

const meta = {
  title: 'Form/CheckboxField',
  component: CheckboxField,
  args: {
    label: '서비스 이용약관에 동의합니다',
    description: '약관 전문은 고객센터에서 볼 수 있습니다.',
    required: true,
  },
} satisfies Meta<typeof CheckboxField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const checkbox = canvas.getByRole('checkbox', { name: /서비스 이용약관에 동의합니다/ });
    await expect(checkbox).toBeRequired();
    await userEvent.click(checkbox);
    await expect(checkbox).toBeChecked();
  },
};

export const WithError: Story = {
  args: { error: '필수 약관에 동의해 주세요' },
  play: async ({ canvas }) => {
    const checkbox = canvas.getByRole('checkbox', { name: /서비스 이용약관에 동의합니다/ });
    await expect(checkbox).toHaveAccessibleDescription(/필수 약관에 동의해 주세요/);
  },
};

export const English: Story = {
  args: {
    label: 'I agree to the terms of service',
    description: 'The full terms are in the support centre.',
    error: 'Please accept the required terms',
  },
};
