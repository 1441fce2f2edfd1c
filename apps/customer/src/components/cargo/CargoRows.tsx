import { CARGO_LIMITS, CONTAINER_TYPES, type FreightType, formatNumber, formatQuantity } from '@baro/core';
import {
  ActionIcon,
  Button,
  Group,
  Input,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { limitHint } from '../fields/limits.ts';
import { NumberTextField } from '../fields/NumberTextField.tsx';
import { liveMeasures } from './cargo-measures.ts';
import {
  type CargoRowsValues,
  emptyContainerRow,
  emptyPackageRow,
  MAX_CONTAINER_ROWS,
  MAX_PACKAGE_ROWS,
  type PackageRow,
} from './cargo-rows.ts';
import './cargo.css';

/** Any form whose values carry the cargo rows (the instant quote's, the bid request's). */
// biome-ignore lint/suspicious/noExplicitAny: the rows read only CargoRowsValues' members of the form
type CargoForm = Omit<UseFormReturnType<any>, 'values'> & { values: CargoRowsValues };

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

/** FCL: container type × quantity rows, each type once; the quantity's range is its hint. */
export function ContainerRows({ form }: { form: CargoForm }) {
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
          <Group key={index} gap="sm" align="flex-start" wrap="nowrap" className="cargo-row">
            <NativeSelect
              className="cargo-row__grow"
              label={t('forwarding.quote.form.containerType', { row: index + 1 })}
              data={CONTAINER_TYPES.map((type) => ({
                value: type,
                label: t(`forwarding.containerTypes.${type}`),
                disabled: type !== row.type && !unused.includes(type),
              }))}
              {...form.getInputProps(`containers.${index}.type`)}
            />
            <NumberTextField
              w={130}
              label={t('forwarding.quote.form.containerQuantity', { row: index + 1 })}
              limit={CARGO_LIMITS.containerQuantity}
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
            className="cargo-add-button"
            onClick={() => form.insertListItem('containers', emptyContainerRow(unused[0]))}
          >
            {t('forwarding.quote.form.addContainer')}
          </Button>
        ) : null}
      </Stack>
    </fieldset>
  );
}

/**
 * LCL and AIR: one row per kind of piece (L×W×H cm, kg, count) with the measures live below. The
 * limits of each measure are said once above the rows; a value outside them is refused under
 * its field, never changed.
 */
export function PackageRows({ form }: { form: CargoForm }) {
  const { t } = useTranslation();
  const headingId = useId();
  const rows = form.values.packages;
  const dimension = (index: number, field: 'length' | 'width' | 'height') => (
    <NumberTextField
      label={t(`forwarding.quote.form.${field}`)}
      aria-label={t(`forwarding.quote.form.${field}Of`, { row: index + 1 })}
      limit={CARGO_LIMITS.packageDimensionCm}
      hideHint
      {...form.getInputProps(`packages.${index}.${field}`)}
    />
  );

  return (
    <fieldset className="plain-fieldset" aria-labelledby={headingId}>
      <Text component="legend" id={headingId} fw={600} mb={4}>
        {t('forwarding.quote.form.packages')}
      </Text>
      <Text size="sm" c="dimmed">
        {t('forwarding.quote.form.packagesHint')}
      </Text>
      <Text size="sm" c="dimmed" mb="xs" data-testid="package-limits">
        {t('forwarding.quote.form.packageLimits', {
          dimension: formatNumber(CARGO_LIMITS.packageDimensionCm.max),
          weight: formatNumber(CARGO_LIMITS.packageWeightKg.max),
          quantity: limitHint(CARGO_LIMITS.packageQuantity, t),
        })}
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
              <NumberTextField
                label={t('forwarding.quote.form.weight')}
                aria-label={t('forwarding.quote.form.weightOf', { row: index + 1 })}
                limit={CARGO_LIMITS.packageWeightKg}
                hideHint
                {...form.getInputProps(`packages.${index}.weight`)}
              />
              <NumberTextField
                label={t('forwarding.quote.form.quantity')}
                aria-label={t('forwarding.quote.form.quantityOf', { row: index + 1 })}
                limit={CARGO_LIMITS.packageQuantity}
                hideHint
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
            className="cargo-add-button"
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

/** The cargo lines of the freight type: containers for FCL, packages for LCL and AIR. */
export function CargoRows({ form }: { form: CargoForm }) {
  return form.values.freightType === 'FCL' ? <ContainerRows form={form} /> : <PackageRows form={form} />;
}

/**
 * The cargo's measures as typed, with the server's arithmetic: pieces, weight and CBM always;
 * chargeable weight for AIR (volumetric L×W×H ÷ 6000 per piece), revenue tons for LCL.
 */
export function MeasuresSummary({ freightType, rows }: { freightType: FreightType; rows: PackageRow[] }) {
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
