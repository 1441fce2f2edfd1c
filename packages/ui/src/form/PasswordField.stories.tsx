import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PasswordField } from './PasswordField.tsx';

const meta = {
  title: 'Form/PasswordField',
  component: PasswordField,
  args: {
    label: '비밀번호',
    description: '영문을 포함해 6~20자, 숫자나 특수문자를 하나 이상 넣어 주세요.',
    required: true,
  },
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The show/hide button is in the Tab order and keeps its name; `aria-pressed` tells its state. */
export const ShowAndHide: Story = {
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByLabelText(/^비밀번호/, { selector: 'input' });
    await userEvent.type(input, 'baro1234!');
    await expect(input).toHaveAttribute('type', 'password');

    const toggle = canvas.getByRole('button', { name: '비밀번호 표시' });
    await expect(toggle).toHaveAttribute('tabindex', '0');
    await userEvent.click(toggle);
    await expect(input).toHaveAttribute('type', 'text');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(input).toHaveValue('baro1234!');

    await userEvent.click(toggle);
    await expect(input).toHaveAttribute('type', 'password');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  },
};

export const WithError: Story = {
  args: { error: '비밀번호는 영문을 포함해 6~20자로, 숫자나 특수문자를 하나 이상 넣어 주세요' },
};

export const English: Story = {
  args: {
    label: 'Password',
    description: '6–20 characters with a letter and a digit or symbol.',
    language: 'en',
  },
  play: async ({ canvas, userEvent }) => {
    const toggle = canvas.getByRole('button', { name: 'Show password' });
    await userEvent.click(toggle);
    await expect(canvas.getByLabelText(/^Password/, { selector: 'input' })).toHaveAttribute('type', 'text');
  },
};
