import {
  BARO_SERVICE_FEES,
  CONTAINER_TYPES,
  type FreightType,
  formatMoney,
  formatQuantity,
  type Language,
} from '@baro/core';
import {
  ActionIcon,
  Button,
  Group,
  Input,
  NativeSelect,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { liveMeasures } from '../quote-measures.ts';
import {
  emptyContainerRow,
  emptyPackageRow,
  MAX_CONTAINER_ROWS,
  MAX_PACKAGE_ROWS,
  type QuoteFormValues,
} from '../quote-search.ts';

type QuoteForm = UseFormReturnType<QuoteFormValues>;

function RemoveIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path
        d="M6 6l12 12M18 6L6 18"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        fill="none"
      />
    </svg>
  );
}

/** An error of a whole list (`containers`, `packages`), under its rows. */
function ListError({ message }: { message: unknown }) {
  if (typeof message !== 'string' || message === '') return null;
  return <Input.Error role="alert">{message}</Input.Error>;
}

/** FCL: container type × quantity rows, each type once. */
export function ContainerRows({ form }: { form: QuoteForm }) {
  const { t } = useTranslation();
  const headingId = useId();
  const rows = form.values.containers;
  const unused = CONTAINER_TYPES.filter((type) => !rows.some((row) => row.type === type));

  return (
    <fieldset className="plain-fieldset" aria-labelledby={headingId}>
      <Text component="legend" id={headingId} fw={600} mb="xs">
        {t('forwarding.quote.form.containers')}
      </Text>
      <Stack gap="sm">
        {rows.map((row, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: controlled rows; the index is the field path
          <Group key={index} gap="sm" align="flex-start" wrap="nowrap" className="quote-cargo-row">
            <NativeSelect
              className="quote-cargo-row__grow"
              label={t('forwarding.quote.form.containerType', { row: index + 1 })}
              data={CONTAINER_TYPES.map((type) => ({
                value: type,
                label: t(`forwarding.containerTypes.${type}`),
                disabled: type !== row.type && !unused.includes(type),
              }))}
              {...form.getInputProps(`containers.${index}.type`)}
            />
            <NumberInput
              w={120}
              label={t('forwarding.quote.form.containerQuantity', { row: index + 1 })}
              min={1}
              max={999}
              allowDecimal={false}
              allowNegative={false}
              {...form.getInputProps(`containers.${index}.quantity`)}
            />
            <ActionIcon
              variant="subtle"
              color="gray"
              size="lg"
              mt={26}
              aria-label={t('forwarding.quote.form.removeContainer', { row: index + 1 })}
              disabled={rows.length === 1}
              onClick={() => form.removeListItem('containers', index)}
            >
              <RemoveIcon />
            </ActionIcon>
          </Group>
        ))}
        <ListError message={form.errors.containers} />
        {rows.length < MAX_CONTAINER_ROWS && unused[0] ? (
          <Button
            variant="light"
            size="sm"
            className="quote-add-button"
            onClick={() => form.insertListItem('containers', emptyContainerRow(unused[0]))}
          >
            {t('forwarding.quote.form.addContainer')}
          </Button>
        ) : null}
      </Stack>
    </fieldset>
  );
}

/** LCL and AIR: one row per kind of piece (L×W×H cm, kg, count), with the measures live below. */
export function PackageRows({ form }: { form: QuoteForm }) {
  const { t } = useTranslation();
  const headingId = useId();
  const rows = form.values.packages;
  const dimension = (index: number, field: 'length' | 'width' | 'height') => (
    <NumberInput
      label={t(`forwarding.quote.form.${field}`)}
      aria-label={t(`forwarding.quote.form.${field}Of`, { row: index + 1 })}
      min={0}
      max={2000}
      decimalScale={1}
      allowNegative={false}
      hideControls
      inputMode="decimal"
      {...form.getInputProps(`packages.${index}.${field}`)}
    />
  );

  return (
    <fieldset className="plain-fieldset" aria-labelledby={headingId}>
      <Text component="legend" id={headingId} fw={600} mb={4}>
        {t('forwarding.quote.form.packages')}
      </Text>
      <Text size="sm" c="dimmed" mb="xs">
        {t('forwarding.quote.form.packagesHint')}
      </Text>
      <Stack gap="sm">
        {rows.map((_, index) => (
          <Paper
            // biome-ignore lint/suspicious/noArrayIndexKey: controlled rows; the index is the field path
            key={index}
            withBorder
            p="sm"
            radius="md"
            component="section"
            aria-label={t('forwarding.quote.form.packageRow', { row: index + 1 })}
          >
            <Group justify="space-between" mb={4}>
              <Text size="sm" fw={600}>
                {t('forwarding.quote.form.packageRow', { row: index + 1 })}
              </Text>
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={t('forwarding.quote.form.removePackage', { row: index + 1 })}
                disabled={rows.length === 1}
                onClick={() => form.removeListItem('packages', index)}
              >
                <RemoveIcon />
              </ActionIcon>
            </Group>
            <SimpleGrid cols={{ base: 3, sm: 5 }} spacing="sm" verticalSpacing="xs">
              {dimension(index, 'length')}
              {dimension(index, 'width')}
              {dimension(index, 'height')}
              <NumberInput
                label={t('forwarding.quote.form.weight')}
                aria-label={t('forwarding.quote.form.weightOf', { row: index + 1 })}
                min={0}
                max={50000}
                decimalScale={3}
                allowNegative={false}
                hideControls
                inputMode="decimal"
                {...form.getInputProps(`packages.${index}.weight`)}
              />
              <NumberInput
                label={t('forwarding.quote.form.quantity')}
                aria-label={t('forwarding.quote.form.quantityOf', { row: index + 1 })}
                min={1}
                max={9999}
                allowDecimal={false}
                allowNegative={false}
                hideControls
                inputMode="numeric"
                {...form.getInputProps(`packages.${index}.quantity`)}
              />
            </SimpleGrid>
          </Paper>
        ))}
        <ListError message={form.errors.packages} />
        {rows.length < MAX_PACKAGE_ROWS ? (
          <Button
            variant="light"
            size="sm"
            className="quote-add-button"
            onClick={() => form.insertListItem('packages', emptyPackageRow())}
          >
            {t('forwarding.quote.form.addPackage')}
          </Button>
        ) : null}
        <MeasuresSummary freightType={form.values.freightType} rows={rows} />
      </Stack>
    </fieldset>
  );
}

/**
 * The cargo's measures as typed, with the server's arithmetic: pieces, weight and CBM always;
 * chargeable weight for AIR (volumetric L×W×H ÷ 6000 per piece), revenue tons for LCL.
 */
export function MeasuresSummary({
  freightType,
  rows,
}: {
  freightType: FreightType;
  rows: QuoteFormValues['packages'];
}) {
  const { t } = useTranslation();
  const measures = liveMeasures(rows);
  return (
    <Paper bg="gray.0" p="sm" radius="md" aria-live="polite" data-testid="cargo-measures">
      {measures === null ? (
        <Text size="sm" c="dimmed">
          {t('forwarding.quote.measures.empty')}
        </Text>
      ) : (
        <Stack gap={4}>
          <Text size="sm">
            {t('forwarding.quote.measures.totals', {
              pieces: formatQuantity(measures.pieces),
              kg: formatQuantity(measures.actualKg),
              cbm: formatQuantity(measures.cbm),
            })}
          </Text>
          {freightType === 'AIR' ? (
            <Text size="sm" fw={600}>
              {t('forwarding.quote.measures.chargeable', { kg: formatQuantity(measures.chargeableKg) })}
            </Text>
          ) : (
            <Text size="sm" fw={600}>
              {t('forwarding.quote.measures.revenueTons', { rt: formatQuantity(measures.revenueTons) })}
            </Text>
          )}
          <Text size="xs" c="dimmed">
            {freightType === 'AIR'
              ? t('forwarding.quote.measures.chargeableHint')
              : t('forwarding.quote.measures.revenueTonsHint')}
          </Text>
          {measures.countedRows < measures.totalRows ? (
            <Text size="xs" c="dimmed">
              {t('forwarding.quote.measures.partial', {
                counted: measures.countedRows,
                total: measures.totalRows,
              })}
            </Text>
          ) : null}
        </Stack>
      )}
    </Paper>
  );
}

/** The fee of each of Baro's services, for the checkbox hints. */
export function serviceFeeText(
  freightType: FreightType,
  language: Language,
): {
  customsClearance: string;
  insurance: string;
  inlandTransport: string;
} {
  const fees = BARO_SERVICE_FEES;
  const perContainer = Object.values(fees.inlandTransportPerContainer);
  return {
    customsClearance: formatMoney(fees.customsClearancePerBl, 'KRW', language),
    insurance: formatMoney(fees.insuranceMinimum, 'KRW', language),
    inlandTransport:
      freightType === 'FCL'
        ? `${formatMoney(Math.min(...perContainer), 'KRW', language)}~${formatMoney(Math.max(...perContainer), 'KRW', language)}`
        : formatMoney(fees.inlandTransportPerRevenueTon, 'KRW', language),
  };
}
