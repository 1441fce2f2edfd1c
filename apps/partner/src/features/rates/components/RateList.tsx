import { useDocumentTitle, useErrorText, useLanguage } from '@baro/client';
import {
  CONTAINER_TYPES,
  type ContainerType,
  FREIGHT_TYPES,
  type FreightType,
  formatDay,
  formatNumber,
  formatUnitPrice,
  isCalendarDay,
  localChargeName,
  type PartnerRate,
} from '@baro/core';
import {
  ClearFiltersButton,
  ConfirmDialog,
  EmptyState,
  Lane,
  LocationPicker,
  notifyError,
  notifySuccess,
  PageContainer,
  PagedList,
  useLinkDownload,
  useListParams,
} from '@baro/ui';
import {
  Anchor,
  Button,
  Group,
  Menu,
  NativeSelect,
  Paper,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { fileUploader } from '../../../lib/api.ts';
import { hrefs, paths } from '../../../lib/paths.ts';
import { useDeleteRate } from '../api/delete-rate.ts';
import { exportRates } from '../api/export-rates.ts';
import { getRateTemplate } from '../api/get-rate-template.ts';
import { type RateFilters, useRates } from '../api/get-rates.ts';
import { useImportRates } from '../api/import-rates.ts';
import { RateImportPanel } from './RateImportPanel.tsx';

const PAGE_SIZE = 20;
const FILTERS = ['freightType', 'pol', 'pod', 'containerType', 'validOn'] as const;

const isFreightType = (value: string): value is FreightType =>
  (FREIGHT_TYPES as readonly string[]).includes(value);
const isContainerType = (value: string): value is ContainerType =>
  (CONTAINER_TYPES as readonly string[]).includes(value);

/** The price column of a rate: per container, per RT, or the first weight break. */
function RatePrice({ rate }: { rate: PartnerRate }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const price = (value: number) => formatUnitPrice(value, rate.currency, language);
  if (rate.freightType === 'FCL')
    return (
      <>
        {t('rates.perContainer', {
          container: t(`containerType.${rate.containerType}`),
          price: price(rate.price),
        })}
      </>
    );
  if (rate.freightType === 'LCL') return <>{t('rates.perRt', { price: price(rate.price) })}</>;
  const first = rate.weightBreaks[0];
  return (
    <>
      {t('rates.breaks', {
        count: rate.weightBreaks.length,
        from: first ? `${formatNumber(first.minKg)}kg ${price(first.price)}` : '—',
      })}
    </>
  );
}

/**
 * `/rates`: the partner's rate table, filtered (freight type, container, lane, valid on a day) and
 * paged with the filters in the address; add, edit and delete (confirmed); Excel import (upload,
 * then every bad row listed), export of the filtered table, and the empty template.
 */
export function RateList() {
  const { t } = useTranslation();
  const language = useLanguage();
  const errorText = useErrorText();
  useDocumentTitle(t('rates.title'));
  const list = useListParams({ filters: FILTERS });
  const values = list.filters;
  const filters: RateFilters = {
    ...(isFreightType(values.freightType) ? { freightType: values.freightType } : {}),
    ...(values.pol ? { pol: values.pol } : {}),
    ...(values.pod ? { pod: values.pod } : {}),
    ...(isContainerType(values.containerType) ? { containerType: values.containerType } : {}),
    ...(isCalendarDay(values.validOn) ? { validOn: values.validOn } : {}),
  };
  const rates = useRates({ ...filters, page: list.page, size: PAGE_SIZE });
  const remove = useDeleteRate();
  const importSheet = useImportRates();
  const [deleting, setDeleting] = useState<PartnerRate | null>(null);
  const [importOpen, setImportOpen] = useState(false);
  const kind = values.freightType === 'AIR' ? 'air' : values.freightType ? 'sea' : undefined;
  const links = useLinkDownload();

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      notifySuccess(t('rates.deleted'));
    } catch (error) {
      notifyError(errorText(error));
    } finally {
      setDeleting(null);
    }
  };

  return (
    <PageContainer
      component="div"
      size="xl"
      title={t('rates.title')}
      description={t('rates.description')}
      actions={
        <Group gap="sm">
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <Button variant="default">{t('rates.excel')} ▾</Button>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item onClick={() => setImportOpen((open) => !open)}>{t('rates.import')}</Menu.Item>
              <Menu.Item onClick={() => void links.download(() => exportRates(filters))}>
                {t('rates.export')}
              </Menu.Item>
              <Menu.Item onClick={() => void links.download(getRateTemplate)}>
                {t('rates.template')}
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
          <Button component={Link} to={paths.rateNew}>
            {t('rates.add')}
          </Button>
        </Group>
      }
    >
      <Stack gap="md">
        {importOpen ? (
          <RateImportPanel
            uploader={fileUploader}
            importSheet={(key, mode) => importSheet.mutateAsync({ key, mode })}
          />
        ) : null}

        <PagedList
          list={list}
          query={rates}
          toolbar={
            <Paper withBorder p="md" component="section" aria-label={t('rates.filters')}>
              <Group align="flex-end" gap="sm">
                <NativeSelect
                  label={t('bids.freightType')}
                  value={values.freightType}
                  onChange={(event) =>
                    list.update({ freightType: event.currentTarget.value, containerType: null })
                  }
                  data={[
                    { value: '', label: t('common.all') },
                    ...FREIGHT_TYPES.map((type) => ({ value: type, label: t(`freightType.${type}`) })),
                  ]}
                />
                {values.freightType === 'FCL' ? (
                  <NativeSelect
                    label={t('rateForm.containerType')}
                    value={values.containerType}
                    onChange={(event) => list.update({ containerType: event.currentTarget.value })}
                    data={[
                      { value: '', label: t('common.all') },
                      ...CONTAINER_TYPES.map((type) => ({ value: type, label: t(`containerType.${type}`) })),
                    ]}
                  />
                ) : null}
                <LocationPicker
                  label={t('location.pol')}
                  value={values.pol}
                  kind={kind}
                  onChange={(code) => list.update({ pol: code })}
                  w={220}
                />
                <LocationPicker
                  label={t('location.pod')}
                  value={values.pod}
                  kind={kind}
                  onChange={(code) => list.update({ pod: code })}
                  w={220}
                />
                <TextInput
                  type="date"
                  label={t('rates.validOn')}
                  value={values.validOn}
                  onChange={(event) => list.update({ validOn: event.currentTarget.value })}
                />
                <ClearFiltersButton list={list} />
              </Group>
            </Paper>
          }
          empty={
            <EmptyState
              title={t('rates.emptyTitle')}
              description={t('rates.emptyBody')}
              action={
                <Group gap="sm" justify="center">
                  <Button component={Link} to={paths.rateNew}>
                    {t('rates.add')}
                  </Button>
                  <Button variant="light" onClick={() => setImportOpen(true)}>
                    {t('rates.import')}
                  </Button>
                </Group>
              }
            />
          }
        >
          {(items) => (
            <div className="baro-table-scroll">
              <Table striped highlightOnHover verticalSpacing="sm">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('rates.columns.lane')}</Table.Th>
                    <Table.Th>{t('rates.columns.freightType')}</Table.Th>
                    <Table.Th>{t('rates.columns.price')}</Table.Th>
                    <Table.Th>{t('rates.columns.carrier')}</Table.Th>
                    <Table.Th>{t('rates.columns.transitDays')}</Table.Th>
                    <Table.Th>{t('rates.columns.validity')}</Table.Th>
                    <Table.Th>{t('rates.columns.charges')}</Table.Th>
                    <Table.Th>
                      <span className="baro-visually-hidden">{t('rates.columns.actions')}</span>
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {items.map((rate) => (
                    <Table.Tr key={rate.id}>
                      <Table.Td>
                        <Anchor component={Link} to={hrefs.rate(rate.id)} fw={600}>
                          <Lane pol={rate.pol} pod={rate.pod} />
                        </Anchor>
                      </Table.Td>
                      <Table.Td className="baro-nowrap">{t(`freightType.${rate.freightType}`)}</Table.Td>
                      <Table.Td>
                        <RatePrice rate={rate} />
                      </Table.Td>
                      <Table.Td>{rate.carrier}</Table.Td>
                      <Table.Td className="baro-nowrap">
                        {t('rates.transitDays', { count: rate.transitDays })}
                      </Table.Td>
                      <Table.Td className="baro-nowrap">
                        {formatDay(rate.validFrom, language)} ~ {formatDay(rate.validTo, language)}
                      </Table.Td>
                      <Table.Td>
                        <Text size="xs" data-testid="rate-charges">
                          {rate.localCharges.length === 0
                            ? '—'
                            : rate.localCharges
                                .map((charge) => localChargeName(charge)[language])
                                .join(' · ')}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <Group gap={4} wrap="nowrap">
                          <Button component={Link} to={hrefs.rate(rate.id)} size="compact-sm" variant="light">
                            {t('common.edit')}
                          </Button>
                          <Button
                            size="compact-sm"
                            variant="subtle"
                            color="red"
                            onClick={() => setDeleting(rate)}
                            aria-label={t('rates.deleteRow', { lane: `${rate.pol} → ${rate.pod}` })}
                          >
                            {t('common.delete')}
                          </Button>
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </div>
          )}
        </PagedList>
      </Stack>

      <ConfirmDialog
        opened={deleting !== null}
        title={t('rates.deleteTitle')}
        message={
          deleting
            ? t('rates.deleteBody', {
                lane: `${deleting.pol} → ${deleting.pod}`,
                type: t(`freightType.${deleting.freightType}`),
              })
            : ''
        }
        confirmLabel={t('common.delete')}
        tone="danger"
        loading={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(null)}
      />
    </PageContainer>
  );
}
