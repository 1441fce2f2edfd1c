import { useLanguage } from '@baro/client';
import {
  CHARGE_CODES,
  type ChargeCode,
  chargeCodeEntry,
  chargeCodeName,
  chargeCodesFor,
  type FreightType,
  isChargeCode,
  LOCAL_CHARGE_SIDES,
  LOCAL_CHARGE_UNITS,
  MAX_LOCAL_CHARGES,
} from '@baro/core';
import { CurrencyPicker } from '@baro/ui';
import { Button, CloseButton, Group, Input, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { emptyLocalCharge, type LocalChargeDraft, withLocalChargeCode } from '../rate-form-model.ts';

export interface LocalChargesEditorProps {
  charges: readonly LocalChargeDraft[];
  /** The rate's mode: its usual charges are listed first, and a picked charge's unit follows it. */
  freightType: FreightType;
  onChange: (charges: LocalChargeDraft[]) => void;
  errors: Readonly<Record<string, string>>;
  disabled?: boolean;
}

/**
 * Charges on top of the freight: the charge (a code of the catalogue quote lines use, named in the
 * reader's language, with the catalogue's unit basis shown under it), an optional own name, origin
 * or destination side, unit, price and currency. Picking a charge sets its unit from the basis.
 */
export function LocalChargesEditor({
  charges,
  freightType,
  onChange,
  errors,
  disabled = false,
}: LocalChargesEditorProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const usual = chargeCodesFor(freightType);
  const codeOptions = [
    {
      group: t('rateForm.chargeUsual'),
      items: usual.map((code) => ({ value: code, label: chargeCodeName(code, language) })),
    },
    {
      group: t('rateForm.chargeMore'),
      items: CHARGE_CODES.filter((code) => !usual.includes(code)).map((code) => ({
        value: code,
        label: chargeCodeName(code, language),
      })),
    },
  ];
  const set = (index: number, field: Exclude<keyof LocalChargeDraft, 'key' | 'code'>, value: string) =>
    onChange(charges.map((charge, at) => (at === index ? { ...charge, [field]: value } : charge)));
  const pick = (index: number, code: ChargeCode) =>
    onChange(
      charges.map((charge, at) => (at === index ? withLocalChargeCode(charge, code, freightType) : charge)),
    );
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
        ) : (
          <Text size="xs" c="dimmed">
            {t('rateForm.chargeNameHint')}
          </Text>
        )}
        {charges.map((charge, index) => {
          const row = index + 1;
          const basis = chargeCodeEntry(charge.code).basis;
          return (
            <Group key={charge.key} gap="xs" align="flex-start" wrap="wrap" data-testid="local-charge">
              <NativeSelect
                aria-label={label(row, t('rateForm.chargeCode'))}
                value={charge.code}
                onChange={(event) => {
                  const code = event.currentTarget.value;
                  if (isChargeCode(code)) pick(index, code);
                }}
                data={codeOptions}
                description={t('rateForm.chargeBasis', { basis: t(`chargeBasis.${basis}`) })}
                inputWrapperOrder={['input', 'description', 'error']}
                error={error(index, 'code')}
                disabled={disabled}
                w={220}
              />
              <TextInput
                aria-label={label(row, t('rateForm.chargeName'))}
                placeholder={t('rateForm.chargeName')}
                value={charge.name}
                maxLength={60}
                onChange={(event) => set(index, 'name', event.currentTarget.value)}
                error={error(index, 'name')}
                disabled={disabled}
                w={160}
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
