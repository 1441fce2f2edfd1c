import { toErrorBody, useErrorText, useLanguage } from '@baro/client';
import { type FormError, FormErrorAlert, SubmitButton } from '@baro/ui';
import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface ReasonDialogProps {
  opened: boolean;
  title: ReactNode;
  /** What happens, said before the fields. */
  message?: ReactNode;
  /** Fields before the reason (the new deadline). */
  children?: ReactNode;
  confirmLabel: ReactNode;
  tone?: 'danger' | 'default';
  /** Checks the form and sends it; field errors come back keyed by field. */
  onSubmit: (reason: string) => Promise<Record<string, string> | null>;
  onClose: () => void;
  /** Field errors of the fields before the reason, to show beside them. */
  onFieldErrors?: (fields: Record<string, string>) => void;
  /** The reason's label when "reason" is not the word (a rejection the customer reads). */
  reasonLabel?: string;
}

/**
 * A staff action that must say why (cancel a bid, move its deadline, reject an application): a dialog with the action's
 * fields and a required reason, the server's refusal shown in its words. It stays while sending.
 */
export function ReasonDialog({
  opened,
  title,
  message,
  children,
  confirmLabel,
  tone = 'default',
  onSubmit,
  onClose,
  onFieldErrors,
  reasonLabel,
}: ReasonDialogProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const errorText = useErrorText();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const [formError, setFormError] = useState<FormError | null>(null);
  const [sending, setSending] = useState(false);

  const close = () => {
    if (sending) return;
    setReason('');
    setReasonError(undefined);
    setFormError(null);
    onClose();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    setSending(true);
    try {
      const fields = await onSubmit(reason);
      if (fields) {
        setReasonError(fields.reason);
        onFieldErrors?.(fields);
        return;
      }
      setReason('');
    } catch (error) {
      const body = toErrorBody(error);
      if (body?.fields) {
        setReasonError(body.fields.reason);
        onFieldErrors?.(body.fields);
      }
      setFormError({ ...(body ? { code: body.code } : {}), message: errorText(error) });
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal opened={opened} onClose={close} title={title} centered>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          {message}
          <FormErrorAlert error={formError} language={language} />
          {children}
          <Textarea
            label={reasonLabel ?? t('common.reason')}
            description={t('common.reasonHint')}
            required
            rows={3}
            maxLength={500}
            value={reason}
            onChange={(event) => {
              setReason(event.currentTarget.value);
              setReasonError(undefined);
            }}
            error={reasonError}
            data-autofocus
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={sending}>
              {t('common.cancel')}
            </Button>
            <SubmitButton loading={sending} color={tone === 'danger' ? 'red' : undefined}>
              {confirmLabel}
            </SubmitButton>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
