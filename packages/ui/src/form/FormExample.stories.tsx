import {
  FIELD_MESSAGES,
  getErrorMessage,
  isValidEmail,
  isValidPassword,
  isValidPhone,
  type Language,
} from '@baro/core';
import { Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { CheckboxField } from './CheckboxField.tsx';
import { EmailField } from './EmailField.tsx';
import { type FormError, FormErrorAlert } from './FormErrorAlert.tsx';
import { PasswordField } from './PasswordField.tsx';
import { PhoneField } from './PhoneField.tsx';
import { SubmitButton } from './SubmitButton.tsx';

const TEXT = {
  ko: {
    email: '이메일',
    password: '비밀번호',
    phone: '휴대폰 번호',
    terms: '이용약관에 동의합니다',
    submit: '가입하기',
  },
  en: {
    email: 'Email',
    password: 'Password',
    phone: 'Mobile number',
    terms: 'I agree to the terms',
    submit: 'Sign up',
  },
} as const;

interface SignupFormProps {
  language: Language;
  /** Stands in for the API call; resolves to an error body or nothing. */
  onSubmit: (values: { email: string; password: string; phone: string }) => Promise<FormError | undefined>;
}

/** How the fields, messages, form error and submit button work together in an app's form. */
function SignupForm({ language, onSubmit }: SignupFormProps) {
  const text = TEXT[language];
  const messages = FIELD_MESSAGES[language];
  const [serverError, setServerError] = useState<FormError | undefined>();
  const [submitting, setSubmitting] = useState(false);
  const form = useForm({
    mode: 'controlled',
    initialValues: { email: '', password: '', phone: '', terms: false },
    validate: {
      email: (value) => (isValidEmail(value) ? null : messages.rules['rule.email']),
      password: (value) => (isValidPassword(value) ? null : messages.rules['rule.password']),
      phone: (value) => (isValidPhone(value) ? null : messages.rules['rule.phone']),
      terms: (value) => (value ? null : messages.required),
    },
  });
  return (
    <form
      noValidate
      onSubmit={form.onSubmit(async ({ email, password, phone }) => {
        setSubmitting(true);
        setServerError(await onSubmit({ email, password, phone }));
        setSubmitting(false);
      })}
    >
      <Stack maw={420}>
        <FormErrorAlert error={serverError} language={language} />
        <EmailField label={text.email} required {...form.getInputProps('email')} />
        <PasswordField
          label={text.password}
          autoComplete="new-password"
          required
          language={language}
          {...form.getInputProps('password')}
        />
        <PhoneField label={text.phone} required {...form.getInputProps('phone')} />
        <CheckboxField label={text.terms} required {...form.getInputProps('terms', { type: 'checkbox' })} />
        <SubmitButton loading={submitting}>{text.submit}</SubmitButton>
      </Stack>
    </form>
  );
}

const meta = {
  title: 'Form/Example: sign-up form',
  component: SignupForm,
  args: {
    language: 'ko',
    onSubmit: fn(async () => ({ code: 'EMAIL_TAKEN', message: getErrorMessage('EMAIL_TAKEN', 'ko') })),
  },
  argTypes: { language: { control: 'inline-radio', options: ['ko', 'en'] } },
} satisfies Meta<typeof SignupForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Field messages on an invalid submit, then the server's error above the form. */
export const ValidationAndServerError: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: '가입하기' }));
    const email = canvas.getByRole('textbox', { name: /이메일/ });
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription(FIELD_MESSAGES.ko.rules['rule.email']);
    await expect(canvas.getByRole('checkbox', { name: /이용약관에 동의합니다/ })).toHaveAccessibleDescription(
      FIELD_MESSAGES.ko.required,
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.queryByRole('alert')).toBeNull();

    await userEvent.type(email, 'kim@baro.co.kr');
    await userEvent.type(canvas.getByLabelText(/^비밀번호/, { selector: 'input' }), 'baro1234!');
    await userEvent.type(canvas.getByRole('textbox', { name: /휴대폰 번호/ }), '01012345678');
    await userEvent.click(canvas.getByRole('checkbox', { name: /이용약관에 동의합니다/ }));
    await userEvent.click(canvas.getByRole('button', { name: '가입하기' }));

    await expect(email).not.toHaveAttribute('aria-invalid');
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent(getErrorMessage('EMAIL_TAKEN', 'ko')),
    );
    await expect(args.onSubmit).toHaveBeenCalledWith({
      email: 'kim@baro.co.kr',
      password: 'baro1234!',
      phone: '01012345678',
    });
  },
};

export const English: Story = {
  args: {
    language: 'en',
    onSubmit: fn(async () => ({ code: 'EMAIL_TAKEN', message: getErrorMessage('EMAIL_TAKEN', 'en') })),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sign up' }));
    await expect(canvas.getByRole('textbox', { name: /Email/ })).toHaveAccessibleDescription(
      FIELD_MESSAGES.en.rules['rule.email'],
    );
  },
};
