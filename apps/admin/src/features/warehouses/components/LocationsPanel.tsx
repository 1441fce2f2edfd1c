import { toErrorBody, useErrorText, useLanguage } from '@baro/client';
import {
  adminCreateWarehouseLocationRequestSchema,
  type LocationKindValue,
  toFieldErrors,
  WAREHOUSE_LOCATION_KINDS,
} from '@baro/core';
import {
  EmptyState,
  type FormError,
  FormErrorAlert,
  notifySuccess,
  PagedList,
  SearchBox,
  SubmitButton,
  useListParams,
} from '@baro/ui';
import { Group, NativeSelect, Paper, Stack, Table, TextInput, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAddLocation } from '../api/add-location.ts';
import { useLocations } from '../api/get-locations.ts';

const PAGE_SIZE = 50;
const ALL = 'all';
const TABS = [ALL, ...WAREHOUSE_LOCATION_KINDS] as const;

/**
 * A warehouse's locations by code with the stock kept at each (kind tabs and the code search in
 * the address), and adding one (zone-aisle-rack-level-bin, `A-01-02-03-04`).
 */
export function LocationsPanel({ warehouseId }: { warehouseId: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const errorText = useErrorText();
  const list = useListParams({ tabs: TABS, defaultTab: ALL, tabParam: 'kind', filters: ['q'] });
  const locations = useLocations(warehouseId, {
    page: list.page,
    size: PAGE_SIZE,
    ...(list.tab === ALL ? {} : { kind: list.tab }),
    ...(list.filters.q ? { q: list.filters.q } : {}),
  });
  const add = useAddLocation(warehouseId);
  const [code, setCode] = useState('');
  const [kind, setKind] = useState<LocationKindValue>('storage');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<FormError | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    const draft = { code, kind };
    const parsed = adminCreateWarehouseLocationRequestSchema.safeParse(draft);
    if (!parsed.success) {
      setErrors(toFieldErrors(parsed.error, language, draft));
      return;
    }
    try {
      const location = await add.mutateAsync(parsed.data);
      notifySuccess(t('warehouses.locationAdded', { code: location.code }));
      setCode('');
    } catch (error) {
      const body = toErrorBody(error);
      if (body?.fields) setErrors(body.fields);
      setFormError({
        ...(body ? { code: body.code } : {}),
        message: body?.code === 'CONFLICT' ? t('warehouses.locationTaken') : errorText(error),
      });
    }
  };

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="warehouse-locations">
      <Stack gap="md">
        <Title order={2} size="h4" id="warehouse-locations">
          {t('warehouses.locations')}
        </Title>
        <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('warehouses.addLocation')}>
          <Stack gap="sm">
            <FormErrorAlert error={formError} language={language} />
            <Group align="flex-start" gap="sm" wrap="wrap">
              <TextInput
                label={t('warehouses.fields.locationCode')}
                description={t('warehouses.locationCodeHint')}
                required
                maxLength={40}
                value={code}
                onChange={(event) => {
                  setCode(event.currentTarget.value);
                  setErrors(({ code: _removed, ...rest }) => rest);
                }}
                error={errors.code}
              />
              <NativeSelect
                label={t('warehouses.fields.kind')}
                value={kind}
                onChange={(event) => setKind(event.currentTarget.value as LocationKindValue)}
                data={WAREHOUSE_LOCATION_KINDS.map((value) => ({
                  value,
                  label: t(`locationKind.${value}`),
                }))}
              />
              <SubmitButton loading={add.isPending} mt={24}>
                {t('warehouses.addLocation')}
              </SubmitButton>
            </Group>
          </Stack>
        </form>
        <PagedList
          list={list}
          query={locations}
          tabs={TABS.map((value) => ({
            value,
            label: value === ALL ? t('common.all') : t(`locationKind.${value}`),
          }))}
          tabsLabel={t('warehouses.fields.kind')}
          toolbar={
            <SearchBox
              value={list.filters.q}
              onSearch={(text) => list.update({ q: text })}
              label={t('warehouses.searchLocations')}
              placeholder="A-01"
            />
          }
          empty={
            <EmptyState
              title={
                list.filtered || !list.isDefaultTab
                  ? t('warehouses.noLocationsMatch')
                  : t('warehouses.noLocations')
              }
            />
          }
        >
          {(items) => (
            <div className="baro-table-scroll">
              <Table striped verticalSpacing="xs">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('warehouses.columns.location')}</Table.Th>
                    <Table.Th>{t('warehouses.columns.kind')}</Table.Th>
                    <Table.Th>{t('stock.onHand')}</Table.Th>
                    <Table.Th>{t('stock.reserved')}</Table.Th>
                    <Table.Th>{t('stock.available')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {items.map((location) => (
                    <Table.Tr key={location.id}>
                      <Table.Td>
                        <code>{location.code}</code>
                      </Table.Td>
                      <Table.Td>{t(`locationKind.${location.kind}`)}</Table.Td>
                      <Table.Td>{location.stock.onHand}</Table.Td>
                      <Table.Td>{location.stock.reserved}</Table.Td>
                      <Table.Td>{location.stock.available}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </div>
          )}
        </PagedList>
      </Stack>
    </Paper>
  );
}
