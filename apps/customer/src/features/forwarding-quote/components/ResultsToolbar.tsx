import { Button, Group, NativeSelect, NumberInput, SegmentedControl, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type EstimateSort,
  type EstimateView,
  type FilterOptions,
  hasFilters,
  NO_FILTERS,
} from '../estimate-view.ts';

export interface ResultsToolbarProps {
  view: EstimateView;
  options: FilterOptions;
  onChange: (view: EstimateView) => void;
}

/** Sort (price or transit time) and filters (partner, carrier, longest transit) of the result list. */
export function ResultsToolbar({ view, options, onChange }: ResultsToolbarProps) {
  const { t } = useTranslation();
  const sortLabelId = useId();
  const all = { value: '', label: t('forwarding.quote.filters.all') };

  return (
    <fieldset className="plain-fieldset">
      <legend className="baro-visually-hidden">{t('forwarding.quote.filters.label')}</legend>
      <div className="quote-toolbar">
        <div className="quote-toolbar__sort">
          <Text id={sortLabelId} size="sm" fw={500} mb={4}>
            {t('forwarding.quote.sort.label')}
          </Text>
          <SegmentedControl
            aria-labelledby={sortLabelId}
            data={[
              { value: 'price', label: t('forwarding.quote.sort.price') },
              { value: 'transit', label: t('forwarding.quote.sort.transit') },
            ]}
            value={view.sort}
            onChange={(sort) => onChange({ ...view, sort: sort as EstimateSort })}
          />
        </div>
        <NativeSelect
          label={t('forwarding.quote.filters.partner')}
          data={[all, ...options.partners.map((partner) => ({ value: partner.id, label: partner.name }))]}
          value={view.partner ?? ''}
          onChange={(event) => onChange({ ...view, partner: event.currentTarget.value || null })}
        />
        <NativeSelect
          label={t('forwarding.quote.filters.carrier')}
          data={[all, ...options.carriers.map((carrier) => ({ value: carrier, label: carrier }))]}
          value={view.carrier ?? ''}
          onChange={(event) => onChange({ ...view, carrier: event.currentTarget.value || null })}
        />
        <NumberInput
          className="quote-toolbar__wide"
          label={t('forwarding.quote.filters.maxTransitDays')}
          placeholder={t('forwarding.quote.filters.any')}
          min={0}
          max={120}
          allowDecimal={false}
          allowNegative={false}
          value={view.maxTransitDays ?? ''}
          onChange={(value) =>
            onChange({ ...view, maxTransitDays: typeof value === 'number' ? value : null })
          }
        />
        {hasFilters(view) ? (
          <Group align="flex-end" className="quote-toolbar__wide">
            <Button variant="subtle" onClick={() => onChange({ ...view, ...NO_FILTERS })}>
              {t('forwarding.quote.filters.reset')}
            </Button>
          </Group>
        ) : null}
      </div>
    </fieldset>
  );
}
