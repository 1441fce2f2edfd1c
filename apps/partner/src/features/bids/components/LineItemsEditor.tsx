import { useLanguage } from '@baro/client';
import {
  CHARGE_CODES,
  type ChargeCode,
  chargeCodeName,
  chargeCodesFor,
  type FreightType,
  formatMoney,
  isChargeCode,
  MAX_QUOTE_LINES,
  QUOTE_UNITS,
  type QuoteUnit,
} from '@baro/core';
import { CurrencyPicker } from '@baro/ui';
import { Button, CloseButton, Input, NativeSelect, Table, Text, TextInput } from '@mantine/core';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { draftLineAmount, emptyLine, type QuoteLineDraft, withChargeCode } from '../quote-form-model.ts';

export interface LineItemsEditorProps {
  lines: readonly QuoteLineDraft[];
  /** The request's mode: its usual charges are listed first, and a picked charge's unit follows it. */
  freightType: FreightType;
  onChange: (lines: QuoteLineDraft[]) => void;
  /** Messages by path (`lines.0.unitPrice`, `lines`). */
  errors: Readonly<Record<string, string>>;
  disabled?: boolean;
}

type Field = 'chargeCode' | 'name' | 'unit' | 'quantity' | 'unitPrice' | 'currency';

/**
 * The lines of a quote as a table: the charge (a code of the catalogue, which the customer's
 * comparison lines quotes up by), name, unit, quantity, unit price, currency and the live amount
 * of each line (quantity × unit price to the cent, @baro/core's arithmetic). Picking a charge fills
 * the name (still editable) and the unit. Keyboard friendly: every cell is a labelled field in Tab
 * order ("2행 단가"), Enter in a line adds a new line below it and moves to its charge, and removing
 * a line moves the focus to the line above.
 */
export function LineItemsEditor({
  lines,
  freightType,
  onChange,
  errors,
  disabled = false,
}: LineItemsEditorProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const usual = chargeCodesFor(freightType);
  const codeOptions = [
    {
      group: t('quoteForm.chargeUsual'),
      items: usual.map((code) => ({ value: code, label: chargeCodeName(code, language) })),
    },
    {
      group: t('quoteForm.chargeMore'),
      items: CHARGE_CODES.filter((code) => !usual.includes(code)).map((code) => ({
        value: code,
        label: chargeCodeName(code, language),
      })),
    },
  ];
  const codeSelects = useRef(new Map<string, HTMLSelectElement>());
  const addButton = useRef<HTMLButtonElement>(null);
  const [focusKey, setFocusKey] = useState<string | null>(null);

  useEffect(() => {
    if (focusKey === null) return;
    const target = focusKey === 'add' ? addButton.current : codeSelects.current.get(focusKey);
    target?.focus();
    setFocusKey(null);
  }, [focusKey]);

  const full = lines.length >= MAX_QUOTE_LINES;
  const update = (index: number, field: Exclude<Field, 'chargeCode'>, value: string) =>
    onChange(lines.map((line, at) => (at === index ? { ...line, [field]: value } : line)));
  const pickCode = (index: number, code: ChargeCode) =>
    onChange(
      lines.map((line, at) => (at === index ? withChargeCode(line, code, freightType, language) : line)),
    );

  const insertAfter = (index: number) => {
    if (full) return;
    const previous = lines[index];
    const line = emptyLine(previous?.currency ?? 'USD', 'BL');
    onChange([...lines.slice(0, index + 1), line, ...lines.slice(index + 1)]);
    setFocusKey(line.key);
  };

  const removeAt = (index: number) => {
    const next = lines.filter((_, at) => at !== index);
    onChange(next);
    const above = next[Math.max(0, index - 1)];
    setFocusKey(above ? above.key : 'add');
  };

  const onEnter = (index: number) => (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    event.preventDefault();
    insertAfter(index);
  };

  const cellLabel = (row: number, field: string) => t('quoteForm.rowLabel', { row, field });
  const errorOf = (index: number, field: Field) => errors[`lines.${index}.${field}`];

  return (
    <div>
      <Input.Wrapper
        label={t('quoteForm.lines')}
        description={t('quoteForm.linesHint')}
        error={errors.lines}
        required
      >
        <div className="baro-table-scroll">
          <Table className="line-editor" verticalSpacing={6} horizontalSpacing={6} mt="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">#</Table.Th>
                <Table.Th scope="col">{t('quoteForm.chargeCode')}</Table.Th>
                <Table.Th scope="col">{t('quoteForm.lineName')}</Table.Th>
                <Table.Th scope="col">{t('quoteForm.unit')}</Table.Th>
                <Table.Th scope="col">{t('quoteForm.quantity')}</Table.Th>
                <Table.Th scope="col">{t('quoteForm.unitPrice')}</Table.Th>
                <Table.Th scope="col">{t('quoteForm.currency')}</Table.Th>
                <Table.Th scope="col" className="baro-num">
                  {t('quoteForm.amount')}
                </Table.Th>
                <Table.Th scope="col">
                  <span className="baro-visually-hidden">{t('common.remove')}</span>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {lines.map((line, index) => {
                const row = index + 1;
                const amount = draftLineAmount(line);
                return (
                  <Table.Tr key={line.key} data-testid="quote-line">
                    <Table.Td className="baro-nowrap">
                      <Text size="sm" c="dimmed" pt={6}>
                        {row}
                      </Text>
                    </Table.Td>
                    <Table.Td miw={170}>
                      <NativeSelect
                        ref={(element) => {
                          if (element) codeSelects.current.set(line.key, element);
                          else codeSelects.current.delete(line.key);
                        }}
                        aria-label={cellLabel(row, t('quoteForm.chargeCode'))}
                        value={line.chargeCode}
                        onChange={(event) => {
                          const code = event.currentTarget.value;
                          if (isChargeCode(code)) pickCode(index, code);
                        }}
                        data={codeOptions}
                        error={errorOf(index, 'chargeCode')}
                        disabled={disabled}
                        size="sm"
                      />
                    </Table.Td>
                    <Table.Td miw={180}>
                      <TextInput
                        aria-label={cellLabel(row, t('quoteForm.lineName'))}
                        value={line.name}
                        onChange={(event) => update(index, 'name', event.currentTarget.value)}
                        onKeyDown={onEnter(index)}
                        error={errorOf(index, 'name')}
                        disabled={disabled}
                        size="sm"
                      />
                    </Table.Td>
                    <Table.Td miw={110}>
                      <NativeSelect
                        aria-label={cellLabel(row, t('quoteForm.unit'))}
                        value={line.unit}
                        onChange={(event) => update(index, 'unit', event.currentTarget.value as QuoteUnit)}
                        data={QUOTE_UNITS.map((unit) => ({ value: unit, label: t(`unit.${unit}`) }))}
                        error={errorOf(index, 'unit')}
                        disabled={disabled}
                        size="sm"
                      />
                    </Table.Td>
                    <Table.Td miw={90}>
                      <TextInput
                        aria-label={cellLabel(row, t('quoteForm.quantity'))}
                        inputMode="decimal"
                        value={line.quantity}
                        onChange={(event) => update(index, 'quantity', event.currentTarget.value)}
                        onKeyDown={onEnter(index)}
                        error={errorOf(index, 'quantity')}
                        disabled={disabled}
                        size="sm"
                      />
                    </Table.Td>
                    <Table.Td miw={120}>
                      <TextInput
                        aria-label={cellLabel(row, t('quoteForm.unitPrice'))}
                        inputMode="decimal"
                        value={line.unitPrice}
                        onChange={(event) => update(index, 'unitPrice', event.currentTarget.value)}
                        onKeyDown={onEnter(index)}
                        error={errorOf(index, 'unitPrice')}
                        disabled={disabled}
                        size="sm"
                      />
                    </Table.Td>
                    <Table.Td miw={100}>
                      <CurrencyPicker
                        aria-label={cellLabel(row, t('quoteForm.currency'))}
                        value={line.currency}
                        onChange={(currency) => update(index, 'currency', currency)}
                        error={errorOf(index, 'currency')}
                        disabled={disabled}
                        size="sm"
                      />
                    </Table.Td>
                    <Table.Td className="baro-num">
                      <Text size="sm" pt={6} data-testid="line-amount">
                        {amount === null ? '—' : formatMoney(amount, line.currency, language)}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <CloseButton
                        aria-label={t('quoteForm.removeLine', { row })}
                        onClick={() => removeAt(index)}
                        disabled={disabled || lines.length === 1}
                        mt={4}
                      />
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </div>
      </Input.Wrapper>
      <Button
        ref={addButton}
        variant="light"
        size="xs"
        mt="xs"
        onClick={() => insertAfter(lines.length - 1)}
        disabled={disabled || full}
      >
        {t('quoteForm.addLine')}
      </Button>
    </div>
  );
}
