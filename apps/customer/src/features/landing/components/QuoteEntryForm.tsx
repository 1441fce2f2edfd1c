import { formatDate } from '@baro/core';
import { SubmitButton, TextField, toTelHref } from '@baro/ui';
import { Alert, Anchor, Paper, SegmentedControl, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/use-language.ts';
import { useFieldRules } from '../../../lib/field-rules.ts';
import { liveSubmit, useLiveForm } from '../../../lib/forms.ts';
import { siteConfig } from '../../../lib/site-config.ts';
import {
  checkQuoteEntry,
  FREIGHT_TYPES,
  type FreightType,
  type QuoteEntry,
  seoulToday,
} from '../quote-entry.ts';

const FREIGHT_LABEL_KEYS = { FCL: 'fcl', LCL: 'lcl', AIR: 'air' } as const satisfies Record<
  FreightType,
  string
>;

interface QuoteValues extends Record<string, unknown>, QuoteEntry {}

/**
 * The quote entry of the landing page: freight type, origin, destination and cargo-ready date,
 * checked as the user goes. Instant quotes arrive with the forwarding screens; until then a valid
 * entry gets an honest notice in place, with the support number to call for a bid, rather than a
 * page that does not exist yet.
 */
export function QuoteEntryForm() {
  const { t } = useTranslation();
  const language = useLanguage();
  const rules = useFieldRules();
  const titleId = useId();
  const [submitted, setSubmitted] = useState<QuoteEntry | null>(null);
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
    setSubmitted({ ...values, origin: values.origin.trim(), destination: values.destination.trim() });
  });

  const support = siteConfig(language);
  const summary = submitted
    ? [
        t(`landing.quote.${FREIGHT_LABEL_KEYS[submitted.freightType]}`),
        `${submitted.origin} → ${submitted.destination}`,
        formatDate(`${submitted.readyDate}T00:00:00+09:00`, language),
      ].join(', ')
    : '';

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
              {...form.getInputProps('freightType')}
            />
          </fieldset>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <TextField
              label={t('landing.quote.origin')}
              placeholder={t('landing.quote.originPlaceholder')}
              required
              {...form.getInputProps('origin')}
            />
            <TextField
              label={t('landing.quote.destination')}
              placeholder={t('landing.quote.destinationPlaceholder')}
              required
              {...form.getInputProps('destination')}
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
          {submitted ? (
            <Alert color="blue" variant="light" title={t('landing.quote.noticeTitle')} role="status">
              <Stack gap={6}>
                <Text size="sm">
                  {t('landing.quote.noticeBody', { phone: support.supportPhone, summary })}
                </Text>
                <Anchor href={toTelHref(support.supportPhone)} size="sm" fw={600}>
                  {t('landing.quote.noticeCall')} ({support.supportPhone})
                </Anchor>
              </Stack>
            </Alert>
          ) : null}
        </Stack>
      </form>
    </Paper>
  );
}
