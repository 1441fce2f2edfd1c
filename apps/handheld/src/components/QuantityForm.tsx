import { Button, NumberInput, Stack } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface QuantityFormProps {
  /** The number the field starts with. @default 1 */
  initial?: number;
  max?: number;
  onConfirm: (quantity: number) => void;
}

/** A large quantity field and its confirm button; Enter confirms (a scanner's Enter too). */
export function QuantityForm({ initial = 1, max = 1_000_000, onConfirm }: QuantityFormProps) {
  const { t } = useTranslation();
  const [value, setValue] = useState<number | string>(initial);
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const quantity = typeof value === 'number' ? value : Number.parseInt(value, 10);
    if (!Number.isInteger(quantity) || quantity < 1 || quantity > max) {
      setError(t('quantity.required'));
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
          min={1}
          max={max}
          allowDecimal={false}
          allowNegative={false}
          size="xl"
          error={error}
          autoFocus
          inputMode="numeric"
        />
        <Button type="submit" size="xl" fullWidth>
          {t('quantity.confirm')}
        </Button>
      </Stack>
    </form>
  );
}
