import { Button, NumberInput, Stack } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface QuantityFormProps {
  /** The number the field starts with. @default 1 */
  initial?: number;
  max?: number;
  /** The least number taken (0 for a pick that found nothing). @default 1 */
  min?: number;
  /** The confirm button's words. @default 확인 */
  confirmLabel?: string;
  onConfirm: (quantity: number) => void;
}

/** A large quantity field and its confirm button; Enter confirms (a scanner's Enter too). */
export function QuantityForm({
  initial = 1,
  min = 1,
  max = 1_000_000,
  confirmLabel,
  onConfirm,
}: QuantityFormProps) {
  const { t } = useTranslation();
  const [value, setValue] = useState<number | string>(initial);
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const quantity = typeof value === 'number' ? value : Number.parseInt(value, 10);
    if (!Number.isInteger(quantity) || quantity < min || quantity > max) {
      setError(min === 0 ? t('quantity.range', { max }) : t('quantity.required'));
      return;
    }
    setError(null);
    onConfirm(quantity);
  };
  return (
    <form onSubmit={submit} noValidate aria-label={t('quantity.label')}>
      <Stack gap="md">
        <NumberInput
          label={t('quantity.label')}
          value={value}
          onChange={setValue}
          min={min}
          max={max}
          allowDecimal={false}
          allowNegative={false}
          size="xl"
          error={error}
          autoFocus
          inputMode="numeric"
        />
        <Button type="submit" size="xl" fullWidth>
          {confirmLabel ?? t('quantity.confirm')}
        </Button>
      </Stack>
    </form>
  );
}
