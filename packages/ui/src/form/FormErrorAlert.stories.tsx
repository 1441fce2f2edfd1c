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
