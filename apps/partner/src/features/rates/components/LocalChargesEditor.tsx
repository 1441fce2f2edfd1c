import { LOCAL_CHARGE_SIDES, LOCAL_CHARGE_UNITS, MAX_LOCAL_CHARGES } from '@baro/core';
import { CurrencyPicker } from '@baro/ui';
import { Button, CloseButton, Group, Input, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { emptyLocalCharge, type LocalChargeDraft } from '../rate-form-model.ts';

export interface LocalChargesEditorProps {
  charges: readonly LocalChargeDraft[];
  onChange: (charges: LocalChargeDraft[]) => void;
  errors: Readonly<Record<string, string>>;
  disabled?: boolean;
}

/** Charges on top of the freight: name, origin or destination side, unit, price and currency. */
export function LocalChargesEditor({ charges, onChange, errors, disabled = false }: LocalChargesEditorProps) {
  const { t } = useTranslation();
  const set = (index: number, field: keyof Omit<LocalChargeDraft, 'key'>, value: string) =>
    onChange(charges.map((charge, at) => (at === index ? { ...charge, [field]: value } : charge)));
  const label = (row: number, field: string) => t('rateForm.chargeRow', { row, field });
  const error = (index: number, field: string) => errors[`localCharges.${index}.${field}`];
  return (
    <Input.Wrapper
      label={t('rateForm.localCharges')}
      description={t('rateForm.localChargesHint')}
      error={errors.localCharges}
    >
      <Stack gap="xs" mt="xs">
        {charges.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('rateForm.noCharges')}
          </Text>
        ) : null}
        {charges.map((charge, index) => {
          const row = index + 1;
          return (
            <Group key={charge.key} gap="xs" align="flex-start" wrap="wrap" data-testid="local-charge">
              <TextInput
                aria-label={label(row, t('rateForm.chargeName'))}
                placeholder={t('rateForm.chargeName')}
                value={charge.name}
                onChange={(event) => set(index, 'name', event.currentTarget.value)}
                error={error(index, 'name')}
                disabled={disabled}
                w={180}
              />
              <NativeSelect
                aria-label={label(row, t('rateForm.chargeSide'))}
                value={charge.side}
                onChange={(event) => set(index, 'side', event.currentTarget.value)}
                data={LOCAL_CHARGE_SIDES.map((side) => ({ value: side, label: t(`side.${side}`) }))}
                error={error(index, 'side')}
                disabled={disabled}
              />
              <NativeSelect
                aria-label={label(row, t('rateForm.chargeUnit'))}
                value={charge.unit}
                onChange={(event) => set(index, 'unit', event.currentTarget.value)}
                data={LOCAL_CHARGE_UNITS.map((unit) => ({ value: unit, label: t(`unit.${unit}`) }))}
                error={error(index, 'unit')}
                disabled={disabled}
              />
              <TextInput
                aria-label={label(row, t('rateForm.chargePrice'))}
                placeholder={t('rateForm.chargePrice')}
                inputMode="decimal"
                value={charge.price}
                onChange={(event) => set(index, 'price', event.currentTarget.value)}
                error={error(index, 'price')}
                disabled={disabled}
                w={120}
              />
              <CurrencyPicker
                aria-label={label(row, t('rateForm.chargeCurrency'))}
                value={charge.currency}
                onChange={(currency) => set(index, 'currency', currency)}
                error={error(index, 'currency')}
                disabled={disabled}
              />
              <CloseButton
                aria-label={t('rateForm.removeCharge', { row })}
                onClick={() => onChange(charges.filter((_, at) => at !== index))}
                disabled={disabled}
                mt={4}
              />
            </Group>
          );
        })}
        <div>
          <Button
            variant="light"
            size="xs"
            onClick={() => onChange([...charges, emptyLocalCharge()])}
            disabled={disabled || charges.length >= MAX_LOCAL_CHARGES}
          >
            {t('rateForm.addCharge')}
          </Button>
        </div>
      </Stack>
    </Input.Wrapper>
  );
}
