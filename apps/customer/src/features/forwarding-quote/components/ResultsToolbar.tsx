import { useLanguage } from '@baro/client';
import { FIELD_MESSAGES, formatNumber, MAX_TRANSIT_DAYS, parseNumberText } from '@baro/core';
import { Button, Group, NativeSelect, SegmentedControl, Text } from '@mantine/core';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NumberTextField } from '../../../components/fields/NumberTextField.tsx';
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

const TRANSIT_LIMIT = { min: 0, max: MAX_TRANSIT_DAYS, decimals: 0 } as const;

/**
 * The longest-transit filter as typed: applied when it is a whole number of days in range;
 * anything else stays as typed with the reason under it and filters nothing — the value is never
 * clamped or stripped to fit.
 */
function MaxTransitField({
  value,
  onApply,
}: {
  value: number | null;
  onApply: (days: number | null) => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [text, setText] = useState(value === null ? '' : String(value));
  const [error, setError] = useState<string | null>(null);
  // What this field last applied: any other value came from outside (a reset, the address) and
  // replaces what was typed.
  const applied = useRef(value);
  useEffect(() => {
    if (Object.is(value, applied.current)) return;
    applied.current = value;
    setText(value === null ? '' : String(value));
    setError(null);
  }, [value]);

  const apply = (days: number | null) => {
    applied.current = days;
    onApply(days);
  };
  const change = (next: string) => {
    setText(next);
    const days = parseNumberText(next);
    // The words of core's field messages, as a contract would say them.
    const messages = FIELD_MESSAGES[language];
    const problem =
      days === undefined
        ? null
        : !Number.isInteger(days)
          ? messages.invalidType('int')
          : days < TRANSIT_LIMIT.min
            ? messages.numberMin(formatNumber(TRANSIT_LIMIT.min))
            : days > TRANSIT_LIMIT.max
              ? messages.numberMax(formatNumber(TRANSIT_LIMIT.max))
              : null;
    setError(problem);
    // A refused value filters nothing (rather than a number it was not).
    apply(days === undefined || problem !== null ? null : days);
  };

  return (
    <NumberTextField
      className="quote-toolbar__wide"
      label={t('forwarding.quote.filters.maxTransitDays')}
      placeholder={t('forwarding.quote.filters.any')}
      limit={TRANSIT_LIMIT}
      value={text}
      error={error}
      onChange={change}
    />
  );
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
        <MaxTransitField
          value={view.maxTransitDays}
          onApply={(days) => onChange({ ...view, maxTransitDays: days })}
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
