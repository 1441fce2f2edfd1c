import { MAX_WEIGHT_BREAKS } from '@baro/core';
import { Button, CloseButton, Group, Input, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { emptyWeightBreak, type WeightBreakDraft } from '../rate-form-model.ts';

export interface WeightBreaksEditorProps {
  breaks: readonly WeightBreakDraft[];
  onChange: (breaks: WeightBreakDraft[]) => void;
  /** Messages by path (`weightBreaks`, `weightBreaks.1.minKg`). */
  errors: Readonly<Record<string, string>>;
  currency: string;
  disabled?: boolean;
}

/** AIR weight breaks: from `minKg` chargeable kg up, `price` per kg; ascending, 1..20 of them. */
export function WeightBreaksEditor({
  breaks,
  onChange,
  errors,
  currency,
  disabled = false,
}: WeightBreaksEditorProps) {
  const { t } = useTranslation();
  const set = (index: number, field: 'minKg' | 'price', value: string) =>
    onChange(breaks.map((step, at) => (at === index ? { ...step, [field]: value } : step)));
  const label = (row: number, field: string) => t('rateForm.breakRow', { row, field });
  return (
    <Input.Wrapper
      label={t('rateForm.weightBreaks')}
      description={t('rateForm.weightBreaksHint')}
      error={errors.weightBreaks}
      required
    >
      <Stack gap="xs" mt="xs">
        {breaks.map((step, index) => {
          const row = index + 1;
          return (
            <Group key={step.key} gap="xs" align="flex-start" wrap="nowrap" data-testid="weight-break">
              <TextInput
                aria-label={label(row, t('rateForm.minKg'))}
                placeholder={t('rateForm.minKg')}
                inputMode="decimal"
                rightSection="kg"
                value={step.minKg}
                onChange={(event) => set(index, 'minKg', event.currentTarget.value)}
                error={errors[`weightBreaks.${index}.minKg`]}
                disabled={disabled}
                w={140}
              />
              <TextInput
                aria-label={label(row, t('rateForm.breakPrice'))}
                placeholder={t('rateForm.breakPrice')}
                inputMode="decimal"
                rightSection={currency}
                rightSectionWidth={48}
                value={step.price}
                onChange={(event) => set(index, 'price', event.currentTarget.value)}
                error={errors[`weightBreaks.${index}.price`]}
                disabled={disabled}
                w={170}
              />
              <CloseButton
                aria-label={t('rateForm.removeBreak', { row })}
                onClick={() => onChange(breaks.filter((_, at) => at !== index))}
                disabled={disabled || breaks.length === 1}
                mt={4}
              />
            </Group>
          );
        })}
        <div>
          <Button
            variant="light"
            size="xs"
            onClick={() => onChange([...breaks, emptyWeightBreak()])}
            disabled={disabled || breaks.length >= MAX_WEIGHT_BREAKS}
          >
            {t('rateForm.addBreak')}
          </Button>
        </div>
      </Stack>
    </Input.Wrapper>
  );
}
