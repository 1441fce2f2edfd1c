import { useLanguage } from '@baro/client';
import { seoulToday } from '@baro/core';
import { SubmitButton, TextField } from '@baro/ui';
import { Paper, SegmentedControl, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { type ComponentType, type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useFieldRules } from '../../../lib/field-rules.ts';
import { liveSubmit, useLiveForm } from '../../../lib/forms.ts';
import { checkQuoteEntry, FREIGHT_TYPES, type FreightType, type QuoteEntry } from '../quote-entry.ts';

const FREIGHT_LABEL_KEYS = { FCL: 'fcl', LCL: 'lcl', AIR: 'air' } as const satisfies Record<
  FreightType,
  string
>;

interface QuoteValues extends Record<string, unknown>, QuoteEntry {}

/** The port/airport picker the form is given (the forwarding screens' location search). */
export interface QuoteEntryLocationFieldProps {
  label: ReactNode;
  placeholder?: string;
  /** Sea ports for ocean freight, airports for air freight. */
  kind: 'sea' | 'air';
  /** The chosen location's code, '' for none. */
  value: string;
  onChange: (code: string) => void;
  onBlur?: () => void;
  onFocus?: () => void;
  error?: ReactNode;
  required?: boolean;
}

export interface QuoteEntryFormProps {
  LocationField: ComponentType<QuoteEntryLocationFieldProps>;
  /** A valid entry: the page opens the quote screen, which searches with it at once. */
  onSubmit: (entry: QuoteEntry) => void;
}

const kindOf = (freightType: FreightType) => (freightType === 'AIR' ? 'air' : 'sea');

/**
 * The quote entry of the landing page: freight type, origin and destination (ports or airports
 * picked from the list) and cargo-ready date, checked as the user goes. A valid entry goes on to
 * the instant-quote page, which searches with it at once (asking first for the packages of LCL and
 * air freight, which this entry does not).
 */
export function QuoteEntryForm({ LocationField, onSubmit: submitEntry }: QuoteEntryFormProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const rules = useFieldRules();
  const titleId = useId();
  const today = seoulToday();

  const problem = (field: keyof QuoteEntry) => (_value: string, values: QuoteValues) => {
    const found = checkQuoteEntry(values, seoulToday())[field];
    if (!found) return null;
    return found === 'required' ? rules.required('') : t(`landing.quote.${found}`);
  };

  const form = useLiveForm<QuoteValues>({
    initialValues: { freightType: 'FCL', origin: '', destination: '', readyDate: '' },
    validate: {
      origin: problem('origin'),
      destination: problem('destination'),
      readyDate: problem('readyDate'),
    },
    dependents: { origin: ['destination'] },
    revalidateOn: language,
  });

  const onSubmit = liveSubmit(form, (values) => {
    submitEntry({ ...values, origin: values.origin.trim(), destination: values.destination.trim() });
  });

  const kind = kindOf(form.values.freightType);
  const changeFreightType = (next: FreightType) => {
    // A port is no airport: the places start over when the kind of place changes.
    if (kindOf(next) !== kind) form.setValues({ origin: '', destination: '' });
    form.setFieldValue('freightType', next);
  };

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', xs: 'xl' }} shadow="sm" className="quote-entry" id="quote">
      <form onSubmit={onSubmit} noValidate aria-labelledby={titleId}>
        <Stack gap="md">
          <div>
            <Title order={2} size="h3" id={titleId}>
              {t('landing.quote.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('landing.quote.description')}
            </Text>
          </div>
          <fieldset className="plain-fieldset">
            <Text component="legend" id={`${titleId}-freight`} size="sm" fw={500} mb={4}>
              {t('landing.quote.freightType')}
            </Text>
            <SegmentedControl
              fullWidth
              aria-labelledby={`${titleId}-freight`}
              data={FREIGHT_TYPES.map((type) => ({
                value: type,
                label: t(`landing.quote.${FREIGHT_LABEL_KEYS[type]}`),
              }))}
              value={form.values.freightType}
              onChange={(next) => changeFreightType(next as FreightType)}
            />
          </fieldset>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <LocationField
              label={t('landing.quote.origin')}
              placeholder={t('landing.quote.originPlaceholder')}
              kind={kind}
              required
              {...form.getInputProps('origin')}
              value={form.values.origin}
            />
            <LocationField
              label={t('landing.quote.destination')}
              placeholder={t('landing.quote.destinationPlaceholder')}
              kind={kind}
              required
              {...form.getInputProps('destination')}
              value={form.values.destination}
            />
          </SimpleGrid>
          <TextField
            type="date"
            label={t('landing.quote.readyDate')}
            required
            min={today}
            {...form.getInputProps('readyDate')}
          />
          <SubmitButton size="md" fullWidth>
            {t('landing.quote.submit')}
          </SubmitButton>
        </Stack>
      </form>
    </Paper>
  );
}
