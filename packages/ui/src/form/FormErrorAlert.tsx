import type { Language } from '@baro/core';
import { Alert } from '@mantine/core';
import type { ReactNode } from 'react';
import { useUiLabels } from '../i18n/ui-language.tsx';
import { FORM_LABELS } from './form-labels.ts';

/**
 * A form-level failure: the API's `{ code, message }` body, or a message of the app's own.
 * `kind: 'input'` marks what the form found before sending anything (a field to fix, an upload
 * still running): it is not titled as a request that failed.
 */
export type FormError = { code?: string; message: string; kind?: 'request' | 'input' } | string;

export interface FormErrorAlertProps {
  error: FormError | null | undefined;
  title?: ReactNode;
  language?: Language;
}

/**
 * Shows why a submitted form failed (e.g. a server `{ code, message }`), titled as a failed
 * request, or what the form itself asks to fix (`kind: 'input'`). `role="alert"` makes
 * screen readers announce it as soon as it appears; nothing is rendered without an error.
 */
export function FormErrorAlert({ error, title, language }: FormErrorAlertProps) {
  const text = useUiLabels(FORM_LABELS, language);
  if (!error) return null;
  const { message, code, kind } =
    typeof error === 'string' ? { message: error, code: undefined, kind: 'request' } : error;
  return (
    <Alert
      role="alert"
      color="red"
      variant="light"
      title={title ?? (kind === 'input' ? text.formCheckTitle : text.formErrorTitle)}
      data-error-code={code}
    >
      {message}
    </Alert>
  );
}
