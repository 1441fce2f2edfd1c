import { toErrorBody, useDocumentTitle, useErrorText } from '@baro/client';
import {
  isBuiltInLocationCode,
  MAX_LOCATION_LABELS,
  WAREHOUSE_LOCATION_KINDS,
  WAREHOUSE_LOCATION_STATES,
  type WarehouseLocation,
  type WarehouseLocationKind,
} from '@baro/core';
import {
  ConfirmDialog,
  EmptyState,
  notifyError,
  notifySuccess,
  PageContainer,
  PagedList,
  SearchBox,
  useLinkDownload,
  useListParams,
} from '@baro/ui';
import { Badge, Button, Checkbox, Group, NativeSelect, Paper, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useWarehouses } from '../../../lib/get-floor-warehouses.ts';
import { paths } from '../../../lib/paths.ts';
import { useFloorUser } from '../../../lib/worker-user.ts';
import { useSetLocationActive } from '../api/change-location.ts';
import { getLocationLabels } from '../api/get-location-labels.ts';
import { useLocations } from '../api/get-locations.ts';
import { LocationFormModal } from './LocationFormModal.tsx';

const PAGE_SIZE = 50;
const ALL = 'all';
const TABS = [ALL, ...WAREHOUSE_LOCATION_STATES] as const;
const FILTERS = ['q', 'kind', 'warehouseId'] as const;

type Editing = { location?: WarehouseLocation } | null;

/**
 * `/warehouse/stock/locations`: the warehouse's locations by code, a page at a time — the start of
 * a code searched, a kind chosen, active or deactivated ones (all in the address; staff choose the
 * warehouse) — with the stock kept at each. A location is added, renamed or re-kinded (the kind
 * only while empty), deactivated (refused while it holds stock) or activated again; labels of the
 * chosen rows, or of one, print as a PDF of 4×6 in labels whose Code 128 the handhelds scan. The
 * built-in receiving, quarantine and outbound areas are listed but not changed.
 */
export function LocationList() {
  const { t } = useTranslation();
  useDocumentTitle(t('locations.title'));
  const user = useFloorUser();
  const isStaff = user.kind === 'staff';
  const list = useListParams({ tabs: TABS, defaultTab: ALL, tabParam: 'state', filters: FILTERS });
  const { q, kind, warehouseId } = list.filters;
  const locations = useLocations({
    page: list.page,
    size: PAGE_SIZE,
    ...(q ? { q: q.toUpperCase() } : {}),
    ...(isKind(kind) ? { kind } : {}),
    ...(list.tab === ALL ? {} : { state: list.tab }),
    ...(isStaff && warehouseId ? { warehouseId } : {}),
  });
  const warehouses = useWarehouses(isStaff);
  const [editing, setEditing] = useState<Editing>(null);
  const [chosen, setChosen] = useState<ReadonlyMap<string, string>>(new Map());
  const labels = useLinkDownload();

  const printLabels = (rows: readonly { id: string; code: string }[], id: string) =>
    void labels.download(() => getLocationLabels(rows.map((row) => row.id)), {
      id,
      fileName:
        rows.length === 1
          ? `${t('locations.labelFile')}_${rows[0]?.code}.pdf`
          : `${t('locations.labelFile')}_${rows.length}.pdf`,
    });
  const toggle = (location: WarehouseLocation, on: boolean) =>
    setChosen((current) => {
      const next = new Map(current);
      if (on) next.set(location.id, location.code);
      else next.delete(location.id);
      return next;
    });
  const chosenRows = [...chosen].map(([id, code]) => ({ id, code }));

  return (
    <PageContainer
      component="div"
      size={1920}
      title={t('locations.title')}
      description={t('locations.description')}
      actions={
        <Group gap="xs">
          <Button component={Link} to={paths.stock} variant="default">
            {t('locations.toStock')}
          </Button>
          <Button onClick={() => setEditing({})}>{t('locations.add')}</Button>
        </Group>
      }
    >
      <PagedList
        list={list}
        query={locations}
        tabs={TABS.map((value) => ({ value, label: t(`locations.state.${value}`) }))}
        tabsLabel={t('locations.stateLabel')}
        toolbar={
          <Paper withBorder p="md">
            <Group align="flex-end" gap="md" wrap="wrap">
              {isStaff ? (
                <NativeSelect
                  label={t('locations.form.warehouse')}
                  value={warehouseId}
                  onChange={(event) => list.update({ warehouseId: event.currentTarget.value || null })}
                  data={[
                    { value: '', label: t('locations.allWarehouses') },
                    ...(warehouses.data ?? []).map((w) => ({ value: w.id, label: `${w.name} (${w.code})` })),
                  ]}
                />
              ) : null}
              <SearchBox
                value={q}
                onSearch={(text) => list.update({ q: text })}
                label={t('locations.search')}
                placeholder="A-01"
              />
              <NativeSelect
                label={t('locations.kindLabel')}
                value={isKind(kind) ? kind : ''}
                onChange={(event) => list.update({ kind: event.currentTarget.value || null })}
                data={[
                  { value: '', label: t('common.all') },
                  ...WAREHOUSE_LOCATION_KINDS.map((value) => ({ value, label: t(`stock.kind.${value}`) })),
                ]}
              />
              <Group gap="xs" ml="auto">
                {chosen.size > 0 ? (
                  <Button variant="subtle" onClick={() => setChosen(new Map())}>
                    {t('locations.clearChoice')}
                  </Button>
                ) : null}
                <Button
                  variant="light"
                  disabled={chosen.size === 0 || chosen.size > MAX_LOCATION_LABELS}
                  loading={labels.pending === 'chosen'}
                  onClick={() => printLabels(chosenRows, 'chosen')}
                >
                  {t('locations.printChosen', { count: chosen.size })}
                </Button>
              </Group>
            </Group>
            {chosen.size > MAX_LOCATION_LABELS ? (
              <Text c="red.8" size="sm" mt="xs">
                {t('locations.tooManyLabels', { max: MAX_LOCATION_LABELS })}
              </Text>
            ) : null}
          </Paper>
        }
        empty={
          <EmptyState
            title={list.filtered || !list.isDefaultTab ? t('locations.emptySearch') : t('locations.empty')}
          />
        }
      >
        {(rows) => (
          <div className="baro-table-scroll">
            <Table striped highlightOnHover verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={40}>
                    <Checkbox
                      aria-label={t('locations.chooseAll')}
                      checked={rows.length > 0 && rows.every((row) => chosen.has(row.id))}
                      indeterminate={
                        rows.some((row) => chosen.has(row.id)) && !rows.every((row) => chosen.has(row.id))
                      }
                      onChange={(event) => {
                        const on = event.currentTarget.checked;
                        for (const row of rows) toggle(row, on);
                      }}
                    />
                  </Table.Th>
                  <Table.Th>{t('locations.columns.code')}</Table.Th>
                  <Table.Th>{t('locations.columns.kind')}</Table.Th>
                  <Table.Th>{t('locations.columns.state')}</Table.Th>
                  <Table.Th ta="right">{t('stock.columns.onHand')}</Table.Th>
                  <Table.Th ta="right">{t('stock.columns.reserved')}</Table.Th>
                  <Table.Th>{t('stock.columns.actions')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((location) => (
                  <LocationRow
                    key={location.id}
                    location={location}
                    chosen={chosen.has(location.id)}
                    onChoose={(on) => toggle(location, on)}
                    onEdit={() => setEditing({ location })}
                    onPrint={() => printLabels([location], location.id)}
                    printing={labels.pending === location.id}
                  />
                ))}
              </Table.Tbody>
            </Table>
          </div>
        )}
      </PagedList>
      <LocationFormModal
        opened={editing !== null}
        location={editing?.location}
        warehouseId={warehouseId}
        onClose={() => setEditing(null)}
      />
    </PageContainer>
  );
}

const isKind = (value: string): value is WarehouseLocationKind =>
  (WAREHOUSE_LOCATION_KINDS as readonly string[]).includes(value);

function LocationRow({
  location,
  chosen,
  onChoose,
  onEdit,
  onPrint,
  printing,
}: {
  location: WarehouseLocation;
  chosen: boolean;
  onChoose: (on: boolean) => void;
  onEdit: () => void;
  onPrint: () => void;
  printing: boolean;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const change = useSetLocationActive();
  const [confirming, setConfirming] = useState(false);
  const builtIn = isBuiltInLocationCode(location.code);
  const holdsStock = location.stock.onHand !== 0 || location.stock.reserved !== 0;
  const setActive = (active: boolean) =>
    change.mutate(
      { id: location.id, active },
      {
        onSuccess: (saved) => {
          setConfirming(false);
          notifySuccess(t(active ? 'locations.activated' : 'locations.deactivated', { code: saved.code }));
        },
        onError: (error) => {
          setConfirming(false);
          notifyError(
            toErrorBody(error)?.code === 'LOCATION_NOT_EMPTY' ? t('locations.notEmpty') : errorText(error),
          );
        },
      },
    );
  return (
    <Table.Tr>
      <Table.Td>
        <Checkbox
          aria-label={t('locations.choose', { code: location.code })}
          checked={chosen}
          onChange={(event) => onChoose(event.currentTarget.checked)}
        />
      </Table.Td>
      <Table.Td>
        <code>{location.code}</code>
        {builtIn ? (
          <Badge variant="outline" color="gray" ml={6}>
            {t('locations.builtIn')}
          </Badge>
        ) : null}
      </Table.Td>
      <Table.Td>{t(`stock.kind.${location.kind}`)}</Table.Td>
      <Table.Td>
        <Badge variant="light" color={location.active ? 'green' : 'gray'}>
          {t(location.active ? 'locations.state.active' : 'locations.state.inactive')}
        </Badge>
      </Table.Td>
      <Table.Td ta="right">{location.stock.onHand.toLocaleString()}</Table.Td>
      <Table.Td ta="right">{location.stock.reserved.toLocaleString()}</Table.Td>
      <Table.Td>
        <Group gap={6} wrap="nowrap">
          <Button
            size="xs"
            variant="light"
            loading={printing}
            onClick={onPrint}
            aria-label={t('locations.printFor', { code: location.code })}
          >
            {t('locations.print')}
          </Button>
          {builtIn ? null : (
            <>
              <Button
                size="xs"
                variant="default"
                onClick={onEdit}
                aria-label={t('locations.editFor', { code: location.code })}
              >
                {t('locations.edit')}
              </Button>
              {location.active ? (
                <Button
                  size="xs"
                  variant="subtle"
                  color="red"
                  disabled={holdsStock}
                  title={holdsStock ? t('locations.notEmpty') : undefined}
                  onClick={() => setConfirming(true)}
                  aria-label={t('locations.deactivateFor', { code: location.code })}
                >
                  {t('locations.deactivate')}
                </Button>
              ) : (
                <Button
                  size="xs"
                  variant="subtle"
                  loading={change.isPending}
                  onClick={() => setActive(true)}
                  aria-label={t('locations.activateFor', { code: location.code })}
                >
                  {t('locations.activate')}
                </Button>
              )}
            </>
          )}
          <Button
            size="xs"
            variant="subtle"
            component={Link}
            to={`${paths.movements}?${new URLSearchParams({ locationCode: location.code })}`}
            aria-label={t('locations.historyFor', { code: location.code })}
          >
            {t('stock.history')}
          </Button>
        </Group>
        <ConfirmDialog
          opened={confirming}
          tone="danger"
          title={t('locations.deactivateTitle', { code: location.code })}
          message={t('locations.deactivateMessage')}
          confirmLabel={t('locations.deactivate')}
          loading={change.isPending}
          onClose={() => setConfirming(false)}
          onConfirm={() => setActive(false)}
        />
      </Table.Td>
    </Table.Tr>
  );
}
