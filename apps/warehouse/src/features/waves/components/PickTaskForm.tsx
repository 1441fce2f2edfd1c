import { useErrorText } from '@baro/client';
import type { PickTask, Wave } from '@baro/core';
import { notifyError, notifySuccess } from '@baro/ui';
import { Button, Group, NumberInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePickWaveTask } from '../api/wave-steps.ts';

/**
 * Confirming one task from the desk: the pieces taken (the task's quantity unless changed; fewer
 * is a short pick, 0 none found), Enter or the button. The key names the task and the quantity,
 * so a repeat of the same confirmation is answered as done and never applied twice.
 */
export function PickTaskForm({ wave, task }: { wave: Wave; task: PickTask }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const pick = usePickWaveTask();
  const [quantity, setQuantity] = useState<number | string>(task.quantity);
  const [error, setError] = useState<string | null>(null);
  const names = { location: task.location.code, sku: task.sku.name };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (
      typeof quantity !== 'number' ||
      !Number.isInteger(quantity) ||
      quantity < 0 ||
      quantity > task.quantity
    ) {
      setError(t('waves.quantityInvalid', { max: task.quantity.toLocaleString() }));
      return;
    }
    setError(null);
    pick.mutate(
      { id: wave.id, request: { taskId: task.id, quantity }, key: `desk-pick-${task.id}-${quantity}` },
      {
        onSuccess: () =>
          notifySuccess(
            quantity < task.quantity
              ? t('waves.pickShort', {
                  ...names,
                  picked: quantity.toLocaleString(),
                  quantity: task.quantity.toLocaleString(),
                })
              : t('waves.pickDone', { ...names, picked: quantity.toLocaleString() }),
          ),
        onError: (failure) => notifyError(errorText(failure)),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('waves.confirmPickFor', names)}>
      <Group gap={6} wrap="nowrap" align="flex-start">
        <NumberInput
          aria-label={t('waves.pickQuantity', names)}
          value={quantity}
          onChange={setQuantity}
          min={0}
          max={task.quantity}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="none"
          w={96}
          size="xs"
          error={error}
        />
        <Button type="submit" size="xs" loading={pick.isPending}>
          {t('waves.confirmPick')}
        </Button>
      </Group>
    </form>
  );
}
