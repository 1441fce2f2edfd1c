import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface ConfirmDialogProps {
  opened: boolean;
  title: ReactNode;
  message: ReactNode;
  confirmLabel: ReactNode;
  /** Red for what cannot be undone (deleting, withdrawing). */
  tone?: 'danger' | 'default';
  /** While the confirmed action runs: the button spins and the dialog stays. */
  loading?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * "Are you sure?" as a real dialog (Mantine Modal: focus trapped and returned, Escape closes it).
 * Cancel comes first and takes the focus, so Enter never confirms by accident.
 */
export function ConfirmDialog({
  opened,
  title,
  message,
  confirmLabel,
  tone = 'default',
  loading = false,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={loading ? () => {} : onClose} title={title} centered>
      <Stack gap="lg">
        <Text>{message}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={loading} data-autofocus>
            {t('common.cancel')}
          </Button>
          <Button color={tone === 'danger' ? 'red' : undefined} onClick={onConfirm} loading={loading}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
