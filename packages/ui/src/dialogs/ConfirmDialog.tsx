import type { Language } from '@baro/core';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useUiLabels } from '../i18n/ui-language.tsx';
import { DIALOG_LABELS, type DialogLabels } from './dialog-labels.ts';

export interface ConfirmDialogProps {
  opened: boolean;
  title: ReactNode;
  message: ReactNode;
  confirmLabel: ReactNode;
  /** Red for what cannot be undone by the user (deleting, withdrawing, handing over). */
  tone?: 'danger' | 'default';
  /** While the confirmed action runs: the button spins and the dialog stays. */
  loading?: boolean;
  onConfirm: () => void;
  onClose: () => void;
  language?: Language;
  labels?: Partial<DialogLabels>;
}

/**
 * "Are you sure?" as a real dialog (Mantine Modal: `role="dialog"` named by its title, focus
 * trapped and returned, Escape closes it). Cancel comes first and takes the focus, so Enter never
 * confirms by accident; while the action runs neither button nor Escape closes it.
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
  language,
  labels,
}: ConfirmDialogProps) {
  const text = useUiLabels(DIALOG_LABELS, language, labels);
  return (
    <Modal opened={opened} onClose={loading ? () => {} : onClose} title={title} centered>
      <Stack gap="lg">
        <Text component="div">{message}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={loading} data-autofocus>
            {text.cancel}
          </Button>
          <Button color={tone === 'danger' ? 'red' : undefined} onClick={onConfirm} loading={loading}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
