import { QUANTITY_LIMIT } from '@baro/core';
import { ActionIcon, Button, Group, Input, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NumberTextField, type NumberTextFieldProps } from '../../../components/fields/NumberTextField.tsx';
import type { PickedItem } from '../picked-item.ts';
import { StockItemPicker } from './StockItemPicker.tsx';
import '../fulfillment.css';

/** What a form's line list needs from the form (its values, messages and list actions), per line. */
export interface ItemLinesProps {
  /** The group's name (the fieldset's legend). */
  legend: string;
  /** The lines as the form holds them, each with a stable key. */
  lines: readonly { key: string }[];
  /** The picker's label of line `index` (0-based; the text counts from 1). */
  pickerLabel: (index: number) => string;
  /** Kits are offered beside SKUs (an order's lines). */
  kits?: boolean;
  picked: (index: number) => PickedItem | null;
  onPick: (index: number, item: PickedItem | null) => void;
  pickerError: (index: number) => ReactNode;
  quantityLabel: string;
  /** The quantity field's value, change and message (the form's `getInputProps`). */
  quantityInput: (
    index: number,
  ) => Pick<NumberTextFieldProps, 'value' | 'onChange' | 'error' | 'onBlur' | 'onFocus'>;
  onRemove: (index: number) => void;
  onAdd: () => void;
  addLabel: string;
  /** No more lines than this (the contract's limit). */
  maxLines: number;
  /** A message about the lines as a whole (none, too many). */
  error?: ReactNode;
}

/**
 * The item lines of the kit, inbound and order forms: a product (or kit) picked by searching, its
 * quantity and a remove button per line (one column on a phone), then a button that adds a line.
 * The last line cannot be removed; lines stop at the contract's limit.
 */
export function ItemLines({
  legend,
  lines,
  pickerLabel,
  kits = false,
  picked,
  onPick,
  pickerError,
  quantityLabel,
  quantityInput,
  onRemove,
  onAdd,
  addLabel,
  maxLines,
  error,
}: ItemLinesProps) {
  const { t } = useTranslation();
  return (
    <fieldset className="plain-fieldset">
      <Text component="legend" fw={600} mb="xs">
        {legend}
      </Text>
      <Stack gap="sm">
        {lines.map((line, index) => (
          <div className="fulfillment-line" key={line.key}>
            <StockItemPicker
              label={pickerLabel(index)}
              kits={kits}
              required
              value={picked(index)}
              onChange={(item) => onPick(index, item)}
              error={pickerError(index)}
            />
            <NumberTextField
              label={quantityLabel}
              limit={QUANTITY_LIMIT}
              required
              {...quantityInput(index)}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              mb={4}
              disabled={lines.length === 1}
              onClick={() => onRemove(index)}
              aria-label={t('fulfillment.common.removeLine', { index: index + 1 })}
            >
              ×
            </ActionIcon>
          </div>
        ))}
        {error ? <Input.Error role="alert">{error}</Input.Error> : null}
        <Group>
          <Button variant="light" disabled={lines.length >= maxLines} onClick={onAdd}>
            {addLabel}
          </Button>
        </Group>
      </Stack>
    </fieldset>
  );
}
