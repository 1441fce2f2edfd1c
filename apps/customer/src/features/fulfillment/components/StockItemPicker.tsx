import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useKits } from '../api/get-kits.ts';
import { useSkus } from '../api/get-skus.ts';
import type { PickedItem } from '../picked-item.ts';

const SEARCH_DEBOUNCE_MS = 250;
const SUGGESTIONS = 20;
const encode = (item: { kind: 'sku' | 'kit'; id: string }) => `${item.kind}:${item.id}`;

/**
 * Picks one of the team's SKUs (and kits, when `kits` is set) by typing part of its name or
 * barcode: the server searches (`GET /api/fulfillment/sku?q=`, `/group?q=`), the choice keeps its
 * label whatever is searched next. Keyboard: type, arrows, Enter.
 */
export function StockItemPicker({
  label,
  value,
  onChange,
  error,
  kits = false,
  required = false,
}: {
  label: string;
  value: PickedItem | null;
  onChange: (item: PickedItem | null) => void;
  error?: ReactNode;
  kits?: boolean;
  required?: boolean;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  // While the box shows the chosen item's label, that label is not a search.
  const query = value && search === labelOf(value) ? '' : q;
  const skus = useSkus({ q: query, page: 1, size: SUGGESTIONS });
  const kitList = useKits({ q: query, page: 1, size: SUGGESTIONS }, { enabled: kits });

  const found: PickedItem[] = [
    ...(skus.data?.items ?? []).map((sku) => ({
      kind: 'sku' as const,
      id: sku.id,
      name: `${sku.name} (${sku.barcode})`,
    })),
    ...(kits ? (kitList.data?.items ?? []) : []).map((kit) => ({
      kind: 'kit' as const,
      id: kit.id,
      name: kit.name,
    })),
  ];
  const items = value && !found.some((item) => encode(item) === encode(value)) ? [value, ...found] : found;
  const option = (item: PickedItem) => ({ value: encode(item), label: labelOf(item) });
  const data = kits
    ? [
        { group: t('fulfillment.nav.skus'), items: items.filter((item) => item.kind === 'sku').map(option) },
        { group: t('fulfillment.nav.kits'), items: items.filter((item) => item.kind === 'kit').map(option) },
      ].filter((group) => group.items.length > 0)
    : items.map(option);

  return (
    <Select
      label={label}
      placeholder={t('fulfillment.kit.chooseSkuPlaceholder')}
      searchable
      clearable
      required={required}
      data={data}
      value={value ? encode(value) : null}
      onChange={(next) => onChange(items.find((item) => encode(item) === next) ?? null)}
      searchValue={search}
      onSearchChange={setSearch}
      // The server has already searched; every suggestion it gave is shown.
      filter={({ options }) => options}
      nothingFoundMessage={t('fulfillment.kit.noSkuMatch')}
      error={error}
      comboboxProps={{ withinPortal: true }}
    />
  );

  function labelOf(item: PickedItem) {
    return item.kind === 'kit' ? `[${t('fulfillment.nav.kits')}] ${item.name}` : item.name;
  }
}
