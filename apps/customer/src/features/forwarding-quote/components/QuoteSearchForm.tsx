import { useErrorText, useLanguage } from '@baro/client';
import {
  CARGO_LIMITS,
  FREIGHT_TYPES,
  type FreightType,
  IMPORTER_CHARGE_GROUPS,
  INCOTERMS,
  type Incoterm,
  seoulToday,
} from '@baro/core';
import { CurrencyPicker, FormErrorAlert, LocationPicker, SubmitButton, TextField } from '@baro/ui';
import {
  Button,
  Checkbox,
  Group,
  NativeSelect,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CargoRows } from '../../../components/cargo/CargoRows.tsx';
import { NumberTextField } from '../../../components/fields/NumberTextField.tsx';
import { liveSubmit, serverFieldErrors, useLiveForm } from '../../../lib/forms.ts';
import { locationKindOf, type QuoteFormValues } from '../quote-search.ts';
import { isQuoteFormField, latestCargoReadyDate, validateQuoteForm } from '../quote-validation.ts';
import { serviceFeeText } from './CargoFields.tsx';

export interface QuoteSearchFormProps {
  initialValues: QuoteFormValues;
  /** Runs the search; a rejection with the server's `fields` puts them on the fields. */
  onSearch: (values: QuoteFormValues) => Promise<unknown>;
  searching?: boolean;
  /** Offered while a result is shown: back to it without searching. */
  onCancel?: () => void;
}

const SERVICES = ['customsClearance', 'insurance', 'inlandTransport'] as const;

/** What the importer pays under an Incoterm, in words (`운임, 도착지 비용`). */
function useImporterPays() {
  const { t } = useTranslation();
  return (incoterm: Incoterm) => {
    const groups = IMPORTER_CHARGE_GROUPS[incoterm];
    if (groups.length === 0) return t('forwarding.incoterms.importerPaysNothing');
    return t('forwarding.incoterms.importerPays', {
      groups: groups.map((group) => t(`forwarding.lineGroups.${group}`)).join(', '),
    });
  };
}

/**
 * The instant-quote search: freight type, lane, Incoterm, cargo-ready date, the cargo (containers
 * for FCL, packages with live CBM / chargeable weight for LCL and AIR) and Baro's services. Checked
 * as the user goes with the search contract's own rules; the server's field messages land on the
 * same fields.
 */
export function QuoteSearchForm({
  initialValues,
  onSearch,
  searching = false,
  onCancel,
}: QuoteSearchFormProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const errorText = useErrorText();
  const titleId = useId();
  const freightLegendId = useId();
  const [formError, setFormError] = useState<string | null>(null);
  const today = seoulToday();
  const importerPays = useImporterPays();

  const form = useLiveForm<QuoteFormValues>({
    initialValues,
    validate: (values) =>
      validateQuoteForm(values, {
        language,
        today: seoulToday(),
        say: (problem) => t(`forwarding.quote.validation.${problem}`),
      }),
    dependents: { pol: ['pod'] },
    revalidateOn: language,
  });
  const { values } = form;
  const kind = locationKindOf(values.freightType);

  const changeFreightType = (next: FreightType) => {
    if (locationKindOf(next) !== kind) {
      form.setFieldValue('pol', '');
      form.setFieldValue('pod', '');
    }
    form.setFieldValue('freightType', next);
    form.clearErrors();
  };

  const onSubmit = liveSubmit(form, async (submitted) => {
    setFormError(null);
    try {
      await onSearch(submitted);
    } catch (error) {
      const fields = serverFieldErrors(error);
      const onForm = Object.fromEntries(Object.entries(fields).filter(([key]) => isQuoteFormField(key)));
      if (Object.keys(onForm).length > 0) form.setErrors({ ...form.errors, ...onForm });
      const elsewhere = Object.entries(fields).filter(([key]) => !isQuoteFormField(key));
      setFormError(
        Object.keys(onForm).length > 0 && elsewhere.length === 0
          ? t('forwarding.quote.validation.checkFields')
          : errorText(error),
      );
    }
  });

  const fees = serviceFeeText(values.freightType, language);

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} className="quote-form">
      <form onSubmit={onSubmit} noValidate aria-labelledby={titleId}>
        <Stack gap="lg">
          <Text id={titleId} fw={700} size="lg" component="h2">
            {t('forwarding.quote.form.title')}
          </Text>
          <fieldset className="plain-fieldset">
            <Text component="legend" id={freightLegendId} size="sm" fw={500} mb={4}>
              {t('forwarding.quote.form.freightType')}
            </Text>
            <SegmentedControl
              fullWidth
              aria-labelledby={freightLegendId}
              data={FREIGHT_TYPES.map((type) => ({
                value: type,
                label: t(`forwarding.freightTypes.${type}`),
              }))}
              value={values.freightType}
              onChange={(next) => changeFreightType(next as FreightType)}
            />
          </fieldset>

          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <LocationPicker
              label={t('forwarding.quote.form.pol')}
              placeholder={t(`forwarding.quote.form.polPlaceholder.${kind}`)}
              kind={kind}
              required
              {...form.getInputProps('pol')}
              value={values.pol}
            />
            <LocationPicker
              label={t('forwarding.quote.form.pod')}
              placeholder={t(`forwarding.quote.form.podPlaceholder.${kind}`)}
              kind={kind}
              required
              {...form.getInputProps('pod')}
              value={values.pod}
            />
          </SimpleGrid>

          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <NativeSelect
              label={t('forwarding.incoterms.label')}
              description={importerPays(values.incoterms)}
              data={INCOTERMS.map((term) => ({
                value: term,
                label: `${term} — ${t(`forwarding.incoterms.names.${term}`)}`,
              }))}
              {...form.getInputProps('incoterms')}
            />
            <TextField
              type="date"
              label={t('forwarding.quote.form.cargoReadyDate')}
              description={t('forwarding.quote.form.cargoReadyDateHint')}
              required
              min={today}
              max={latestCargoReadyDate(today)}
              {...form.getInputProps('cargoReadyDate')}
            />
          </SimpleGrid>

          <CargoRows form={form} />

          <fieldset className="plain-fieldset">
            <Text component="legend" fw={600} mb={4}>
              {t('forwarding.quote.form.services')}
            </Text>
            <Text size="sm" c="dimmed" mb="xs">
              {t('forwarding.quote.form.servicesHint')}
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
              {SERVICES.map((service) => (
                <Checkbox
                  key={service}
                  label={t(`forwarding.services.${service}`)}
                  description={t(`forwarding.services.${service}Fee`, { fee: fees[service] })}
                  {...form.getInputProps(`services.${service}`, { type: 'checkbox' })}
                />
              ))}
            </SimpleGrid>
            {values.services.insurance ? (
              <Group gap="sm" mt="sm" align="flex-end" wrap="nowrap">
                <NumberTextField
                  className="quote-cargo-row__grow"
                  label={t('forwarding.quote.form.cargoValue')}
                  description={t('forwarding.quote.form.cargoValueHint')}
                  limit={CARGO_LIMITS.cargoValue}
                  {...form.getInputProps('services.cargoValue.amount')}
                />
                <CurrencyPicker
                  w={110}
                  label={t('forwarding.quote.form.cargoCurrency')}
                  {...form.getInputProps('services.cargoValue.currency')}
                  value={values.services.cargoValue.currency}
                />
              </Group>
            ) : null}
          </fieldset>

          <FormErrorAlert error={formError} language={language} />
          <Group gap="sm" className="quote-form__buttons">
            <SubmitButton size="md" loading={searching} className="quote-form__submit">
              {t('forwarding.quote.form.submit')}
            </SubmitButton>
            {onCancel ? (
              <Button size="md" variant="default" onClick={onCancel} disabled={searching}>
                {t('common.actions.cancel')}
              </Button>
            ) : null}
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
