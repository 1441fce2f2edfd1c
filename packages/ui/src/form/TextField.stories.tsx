import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { TextField } from './TextField.tsx';

const meta = {
  title: 'Form/TextField',
  component: TextField,
  args: {
    label: '회사명',
    description: '사업자등록증에 적힌 이름을 입력하세요.',
    required: true,
    placeholder: '바로 주식회사',
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: /회사명/ });
    await expect(input).toBeRequired();
    await expect(input).toHaveAccessibleDescription('사업자등록증에 적힌 이름을 입력하세요.');
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

/** The message is tied to the input, so a screen reader reads it with the field. */
export const WithError: Story = {
  args: { error: '필수 입력 항목입니다' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: /회사명/ });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(/필수 입력 항목입니다/);
  },
};

export const English: Story = {
  args: {
    label: 'Company name',
    description: 'As written on your business registration.',
    placeholder: 'Baro Inc.',
    error: 'This field is required',
  },
};
