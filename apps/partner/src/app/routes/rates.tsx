import {
  CONTAINER_TYPES,
  type ContainerType,
  FREIGHT_TYPES,
  type FreightType,
  type PartnerRate,
} from '@baro/core';
import { EmptyState, LoadingState, notifyError, notifySuccess, PageContainer, Pagination } from '@baro/ui';
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
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { Lane } from '../../components/Lane.tsx';
import { QueryErrorState } from '../../components/QueryErrorState.tsx';
import {
  exportRates,
  type RateFilters,
  rateTemplate,
  useRateMutations,
  useRates,
} from '../../features/rates/api.ts';
import { RateImportPanel } from '../../features/rates/RateImportPanel.tsx';
import { LocationSelect } from '../../features/reference/LocationSelect.tsx';
import { useErrorText } from '../../i18n/use-error-text.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { fileUploader } from '../../lib/api.ts';
import { downloadFrom } from '../../lib/download.ts';
import { formatDay, formatMoney, formatNumber } from '../../lib/format.ts';
import { hrefs, paths } from '../../lib/paths.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useSearchState } from '../../lib/use-search-state.ts';

const PAGE_SIZE = 20;
const FILTER_KEYS = ['freightType', 'pol', 'pod', 'containerType', 'validOn'] as const;
const isFreightType = (value: string): value is FreightType =>
  (FREIGHT_TYPES as readonly string[]).includes(value);
const isContainerType = (value: string): value is ContainerType =>
  (CONTAINER_TYPES as readonly string[]).includes(value);

/** The price column of a rate: per container, per RT, or the first weight break. */
function RatePrice({ rate }: { rate: PartnerRate }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const money = (value: number) => formatMoney(value, rate.currency, language, 4);
  if (rate.freightType === 'FCL')
    return (
      <>
        {t('rates.perContainer', {
          container: t(`containerType.${rate.containerType}`),
          price: money(rate.price),
        })}
      </>
    );
  if (rate.freightType === 'LCL') return <>{t('rates.perRt', { price: money(rate.price) })}</>;
  const first = rate.weightBreaks[0];
  return (
    <>
      {t('rates.breaks', {
        count: rate.weightBreaks.length,
        from: first ? `${formatNumber(first.minKg, language)}kg ${money(first.price)}` : '—',
      })}
    </>
  );
}

/** `/rates`: the partner's rate table, filtered and paged; add, edit, delete; Excel import, export and template. */
export function Component() {
  const { t } = useTranslation();
  const language = useLanguage();
  const errorText = useErrorText();
  useDocumentTitle(t('rates.title'));
  const { values, page, update } = useSearchState(FILTER_KEYS);
  const filters: RateFilters = {
    ...(isFreightType(values.freightType) ? { freightType: values.freightType } : {}),
    ...(values.pol ? { pol: values.pol } : {}),
    ...(values.pod ? { pod: values.pod } : {}),
    ...(isContainerType(values.containerType) ? { containerType: values.containerType } : {}),
    ...(/^\d{4}-\d{2}-\d{2}$/.test(values.validOn) ? { validOn: values.validOn } : {}),
  };
  const rates = useRates({ ...filters, page, size: PAGE_SIZE });
  const { remove, importSheet } = useRateMutations();
  const [deleting, setDeleting] = useState<PartnerRate | null>(null);
  const [importOpen, setImportOpen] = useState(false);
  const filtered = Object.keys(filters).length > 0;
  const kind = values.freightType === 'AIR' ? 'air' : values.freightType ? 'sea' : undefined;
  const downloadMessages = { started: t('rates.downloadStarted'), failed: errorText };

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      notifySuccess(t('rates.deleted'));
      setDeleting(null);
    } catch (error) {
      setDeleting(null);
      notifyError(errorText(error));
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
              <Menu.Item onClick={() => void downloadFrom(() => exportRates(filters), downloadMessages)}>
                {t('rates.export')}
              </Menu.Item>
              <Menu.Item onClick={() => void downloadFrom(rateTemplate, downloadMessages)}>
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

        <Paper withBorder p="md" component="section" aria-label={t('rates.filters')}>
          <Group align="flex-end" gap="sm">
            <NativeSelect
              label={t('bids.freightType')}
              value={values.freightType}
              onChange={(event) => update({ freightType: event.currentTarget.value, containerType: null })}
              data={[
                { value: '', label: t('common.all') },
                ...FREIGHT_TYPES.map((type) => ({ value: type, label: t(`freightType.${type}`) })),
              ]}
            />
            {values.freightType === 'FCL' ? (
              <NativeSelect
                label={t('rateForm.containerType')}
                value={values.containerType}
                onChange={(event) => update({ containerType: event.currentTarget.value })}
                data={[
                  { value: '', label: t('common.all') },
                  ...CONTAINER_TYPES.map((type) => ({ value: type, label: t(`containerType.${type}`) })),
                ]}
              />
            ) : null}
            <LocationSelect
              label={t('location.pol')}
              value={values.pol}
              kind={kind}
              onChange={(code) => update({ pol: code })}
              w={220}
            />
            <LocationSelect
              label={t('location.pod')}
              value={values.pod}
              kind={kind}
              onChange={(code) => update({ pod: code })}
              w={220}
            />
            <TextInput
              type="date"
              label={t('rates.validOn')}
              value={values.validOn}
              onChange={(event) => update({ validOn: event.currentTarget.value })}
            />
            {filtered ? (
              <Button
                variant="subtle"
                onClick={() =>
                  update({ freightType: null, containerType: null, pol: null, pod: null, validOn: null })
                }
              >
                {t('common.reset')}
              </Button>
            ) : null}
          </Group>
        </Paper>

        {rates.isPending ? (
          <LoadingState variant="skeleton" rows={6} />
        ) : rates.isError ? (
          <QueryErrorState query={rates} />
        ) : rates.data.items.length === 0 ? (
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
        ) : (
          <>
            <Text size="sm" c="dimmed">
              {t('common.count', { count: rates.data.total })}
            </Text>
            <div className="table-scroll">
              <Table striped highlightOnHover verticalSpacing="sm">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('rates.columns.lane')}</Table.Th>
                    <Table.Th>{t('rates.columns.freightType')}</Table.Th>
                    <Table.Th>{t('rates.columns.price')}</Table.Th>
                    <Table.Th>{t('rates.columns.carrier')}</Table.Th>
                    <Table.Th>{t('rates.columns.transitDays')}</Table.Th>
                    <Table.Th>{t('rates.columns.validity')}</Table.Th>
                    <Table.Th>
                      <span className="baro-visually-hidden">{t('rates.columns.actions')}</span>
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rates.data.items.map((rate) => (
                    <Table.Tr key={rate.id}>
                      <Table.Td>
                        <Anchor component={Link} to={hrefs.rate(rate.id)} fw={600}>
                          <Lane pol={rate.pol} pod={rate.pod} />
                        </Anchor>
                      </Table.Td>
                      <Table.Td className="nowrap">{t(`freightType.${rate.freightType}`)}</Table.Td>
                      <Table.Td>
                        <RatePrice rate={rate} />
                      </Table.Td>
                      <Table.Td>{rate.carrier}</Table.Td>
                      <Table.Td className="nowrap">
                        {t('rates.transitDays', { count: rate.transitDays })}
                      </Table.Td>
                      <Table.Td className="nowrap">
                        {formatDay(rate.validFrom, language)} ~ {formatDay(rate.validTo, language)}
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
            <Pagination
              page={rates.data.page}
              pageCount={rates.data.pageCount}
              onChange={(next) => update({ page: next })}
              hideWhenSinglePage
              language={language}
            />
          </>
        )}
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
