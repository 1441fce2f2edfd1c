import { getErrorMessage } from '@baro/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { FormErrorAlert } from './FormErrorAlert.tsx';

const meta = {
  title: 'Form/FormErrorAlert',
  component: FormErrorAlert,
  args: { error: { code: 'EMAIL_TAKEN', message: getErrorMessage('EMAIL_TAKEN', 'ko') } },
} satisfies Meta<typeof FormErrorAlert>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A server error body `{ code, message }` shown above the form. */
export const ServerError: Story = {
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(getErrorMessage('EMAIL_TAKEN', 'ko'));
    await expect(alert).toHaveAttribute('data-error-code', 'EMAIL_TAKEN');
  },
};

export const English: Story = {
  args: { error: { code: 'EMAIL_TAKEN', message: getErrorMessage('EMAIL_TAKEN', 'en') }, language: 'en' },
};

/** Nothing is rendered until there is an error. */
export const NoError: Story = {
  args: { error: null },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** What the form found before sending anything: not titled as a failed request. */
export const InputCheck: Story = {
  args: { error: { kind: 'input', message: '파일 업로드가 끝날 때까지 기다려 주세요.' } },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('확인해 주세요');
    await expect(alert).not.toHaveTextContent('요청을 처리하지 못했습니다');
  },
};
