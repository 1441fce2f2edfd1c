import { useLanguage } from '@baro/client';
import {
  CARGO_LIMITS,
  FREIGHT_TYPES,
  type FreightType,
  IMPORTER_CHARGE_GROUPS,
  INCOTERMS,
  type Incoterm,
  seoulToday,
} from '@baro/core';
import { CurrencyPicker, LocationPicker, TextField } from '@baro/ui';
import { Checkbox, Group, NativeSelect, SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CountedTextarea } from '../fields/CountedText.tsx';
import { NumberTextField } from '../fields/NumberTextField.tsx';
import { CargoRows } from './CargoRows.tsx';
import { CARGO_SERVICES, type CargoRequestValues, locationKindOf, serviceFeeText } from './cargo-request.ts';

/** Any form whose values carry a cargo request (the instant quote's, the bid request's). */
// biome-ignore lint/suspicious/noExplicitAny: the fields read only CargoRequestValues' members of the form
export type CargoRequestForm = Omit<UseFormReturnType<any>, 'values'> & { values: CargoRequestValues };

export interface CargoRequestFieldsProps {
  form: CargoRequestForm;
  /** The last cargo-ready day the request accepts (the instant search's limit), if any. */
  latestCargoReadyDate?: string;
  /**
   * Who prices the requested services (ADR 0018): the instant quote adds Baro's estimate (its fees
   * shown); in a bid request forwarders price customs clearance and inland delivery themselves.
   */
  servicesPricedBy?: 'baro' | 'partners';
}

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
 * The one cargo form of the instant quote and the bid request: freight type, the lane (ports at
 * sea, airports by air — 출발항/출발 공항), Incoterm, cargo-ready day, the cargo rows (containers
 * for FCL, packages with live measures for LCL and AIR), the commodity, and Baro's services with
 * the declared value for insurance. Each form keeps its own title, checks and what it sends.
 */
export function CargoRequestFields({
  form,
  latestCargoReadyDate,
  servicesPricedBy = 'baro',
}: CargoRequestFieldsProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const freightLegendId = useId();
  const servicesLegendId = useId();
  const importerPays = useImporterPays();
  const { values } = form;
  const kind = locationKindOf(values.freightType);
  const today = seoulToday();
  const fees = serviceFeeText(values.freightType, language);

  const changeFreightType = (next: FreightType) => {
    // Sea ports and airports are different places: switching to or from air clears the lane.
    if (locationKindOf(next) !== kind) form.setValues({ pol: '', pod: '' });
    form.setFieldValue('freightType', next);
    form.clearErrors();
  };

  return (
    <Stack gap="lg">
      <fieldset className="plain-fieldset">
        <Text component="legend" id={freightLegendId} size="sm" fw={500} mb={4}>
          {t('forwarding.quote.form.freightType')}
        </Text>
        <SegmentedControl
          fullWidth
          aria-labelledby={freightLegendId}
          data={FREIGHT_TYPES.map((type) => ({ value: type, label: t(`forwarding.freightTypes.${type}`) }))}
          value={values.freightType}
          onChange={(next) => changeFreightType(next as FreightType)}
        />
      </fieldset>

      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <LocationPicker
          label={t(`forwarding.quote.form.pol.${kind}`)}
          placeholder={t(`forwarding.quote.form.polPlaceholder.${kind}`)}
          kind={kind}
          required
          {...form.getInputProps('pol')}
          value={values.pol}
        />
        <LocationPicker
          label={t(`forwarding.quote.form.pod.${kind}`)}
          placeholder={t(`forwarding.quote.form.podPlaceholder.${kind}`)}
          kind={kind}
          required
          {...form.getInputProps('pod')}
          value={values.pod}
        />
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
          description={
            latestCargoReadyDate
              ? t('forwarding.quote.form.cargoReadyDateHint')
              : t('forwarding.quote.form.cargoReadyDateSeoul')
          }
          required
          min={today}
          {...(latestCargoReadyDate ? { max: latestCargoReadyDate } : {})}
          {...form.getInputProps('cargoReadyDate')}
        />
      </SimpleGrid>

      <CargoRows form={form} />

      <CountedTextarea
        label={t('forwarding.quote.form.cargoDescription')}
        description={t('forwarding.quote.form.cargoDescriptionHint')}
        placeholder={t('forwarding.quote.form.cargoDescriptionPlaceholder')}
        rows={2}
        resize="vertical"
        max={CARGO_LIMITS.descriptionLength}
        {...form.getInputProps('cargoDescription')}
        value={values.cargoDescription}
      />

      <fieldset className="plain-fieldset" aria-labelledby={servicesLegendId}>
        <Text component="legend" id={servicesLegendId} fw={600} mb={4}>
          {t('forwarding.quote.form.services')}
        </Text>
        <Text size="sm" c="dimmed" mb="xs">
          {servicesPricedBy === 'partners'
            ? t('forwarding.quote.form.servicesHintBid')
            : t('forwarding.quote.form.servicesHint')}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          {CARGO_SERVICES.map((service) => (
            <Checkbox
              key={service}
              label={t(`forwarding.services.${service}`)}
              description={
                servicesPricedBy === 'partners' && service !== 'insurance'
                  ? t('forwarding.services.partnerPriced')
                  : service === 'customsClearance' && values.freightType === 'AIR'
                    ? t('forwarding.services.customsClearanceFeeAir', { fee: fees[service] })
                    : t(`forwarding.services.${service}Fee`, { fee: fees[service] })
              }
              {...form.getInputProps(`services.${service}`, { type: 'checkbox' })}
            />
          ))}
        </SimpleGrid>
        {values.services.insurance ? (
          <Group gap="sm" mt="sm" align="flex-start" wrap="nowrap">
            <NumberTextField
              className="cargo-row__grow"
              label={t('forwarding.quote.form.cargoValue')}
              description={t('forwarding.quote.form.cargoValueHint')}
              limit={CARGO_LIMITS.cargoValue}
              {...form.getInputProps('services.cargoValue.amount')}
            />
            <CurrencyPicker
              w={110}
              label={t('forwarding.quote.form.cargoCurrency')}
              description=" "
              {...form.getInputProps('services.cargoValue.currency')}
              value={values.services.cargoValue.currency}
            />
          </Group>
        ) : null}
      </fieldset>
    </Stack>
  );
}
