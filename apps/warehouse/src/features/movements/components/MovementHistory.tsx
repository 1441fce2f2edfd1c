import { useDocumentTitle, useLanguage } from '@baro/client';
import { formatDateTime, isCalendarDay, MOVEMENT_KINDS, type MovementKind } from '@baro/core';
import { ClearFiltersButton, EmptyState, PageContainer, PagedList, SearchBox, useListParams } from '@baro/ui';
import { Anchor, Badge, Button, Group, NativeSelect, Paper, Table, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useMovements } from '../api/get-movements.ts';

const PAGE_SIZE = 50;
const FILTERS = ['skuId', 'skuName', 'locationCode', 'kind', 'reason', 'from', 'to'] as const;
const isKind = (value: string): value is MovementKind =>
  (MOVEMENT_KINDS as readonly string[]).includes(value);

/**
 * `/warehouse/stock/movements`: the ledger of the warehouse, newest first, in Seoul time — per SKU
 * (from the stock list's row), per location (typed or scanned), by kind, by words of the reason and
 * between two days; every filter and the page live in the address. A row's SKU or location narrows
 * the list to it.
 */
export function MovementHistory() {
  const { t } = useTranslation();
  const language = useLanguage();
  useDocumentTitle(t('movements.title'));
  const list = useListParams({ filters: FILTERS });
  const { skuId, skuName, locationCode, kind, reason, from, to } = list.filters;
  const movements = useMovements({
    page: list.page,
    size: PAGE_SIZE,
    ...(skuId ? { skuId } : {}),
    ...(locationCode ? { locationCode: locationCode.toUpperCase() } : {}),
    ...(isKind(kind) ? { kind } : {}),
    ...(reason ? { reason } : {}),
    ...(isCalendarDay(from) ? { from } : {}),
    ...(isCalendarDay(to) ? { to } : {}),
  });

  return (
    <PageContainer
      component="div"
      size={1920}
      title={t('movements.title')}
      description={t('movements.description')}
    >
      <PagedList
        list={list}
        query={movements}
        toolbar={
          <Paper withBorder p="md">
            <Group align="flex-end" gap="md" wrap="wrap">
              <SearchBox
                value={locationCode}
                onSearch={(text) => list.update({ locationCode: text })}
                label={t('movements.location')}
                placeholder="A-01-01-01-01"
              />
              <NativeSelect
                label={t('movements.kind')}
                value={isKind(kind) ? kind : ''}
                onChange={(event) => list.update({ kind: event.currentTarget.value })}
                data={[
                  { value: '', label: t('common.all') },
                  ...MOVEMENT_KINDS.map((value) => ({ value, label: t(`movements.kinds.${value}`) })),
                ]}
              />
              <SearchBox
                value={reason}
                onSearch={(text) => list.update({ reason: text })}
                label={t('movements.reason')}
                placeholder={t('movements.reasonPlaceholder')}
              />
              <TextInput
                type="date"
                label={t('movements.from')}
                value={from}
                onChange={(event) => list.update({ from: event.currentTarget.value })}
              />
              <TextInput
                type="date"
                label={t('movements.to')}
                value={to}
                onChange={(event) => list.update({ to: event.currentTarget.value })}
              />
              {skuId ? (
                <Group gap="xs">
                  <Text size="sm">{t('movements.onlySku', { name: skuName || skuId })}</Text>
                  <Button
                    variant="subtle"
                    size="xs"
                    onClick={() => list.update({ skuId: null, skuName: null })}
                  >
                    {t('movements.allSkus')}
                  </Button>
                </Group>
              ) : null}
              <ClearFiltersButton list={list} />
            </Group>
          </Paper>
        }
        empty={<EmptyState title={list.filtered ? t('movements.emptySearch') : t('movements.empty')} />}
      >
        {(rows) => (
          <div className="baro-table-scroll">
            <Table striped highlightOnHover verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('movements.columns.at')}</Table.Th>
                  <Table.Th>{t('movements.columns.kind')}</Table.Th>
                  <Table.Th>{t('movements.columns.location')}</Table.Th>
                  <Table.Th>{t('movements.columns.sku')}</Table.Th>
                  <Table.Th ta="right">{t('movements.columns.onHand')}</Table.Th>
                  <Table.Th ta="right">{t('movements.columns.reserved')}</Table.Th>
                  <Table.Th>{t('movements.columns.reference')}</Table.Th>
                  <Table.Th>{t('movements.columns.reason')}</Table.Th>
                  <Table.Th>{t('movements.columns.actor')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => (
                  <Table.Tr key={row.id}>
                    <Table.Td className="baro-nowrap">{formatDateTime(row.createdAt, language)}</Table.Td>
                    <Table.Td>
                      <Badge variant="light" color={row.onHandDelta < 0 ? 'red' : 'blue'}>
                        {t(`movements.kinds.${row.kind}`)}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      <Anchor
                        component="button"
                        type="button"
                        onClick={() => list.update({ locationCode: row.locationCode })}
                      >
                        <code>{row.locationCode}</code>
                      </Anchor>
                    </Table.Td>
                    <Table.Td>
                      <Anchor
                        component="button"
                        type="button"
                        onClick={() => list.update({ skuId: row.sku.id, skuName: row.sku.name })}
                      >
                        {row.sku.name}
                      </Anchor>
                      <Text size="xs" c="dimmed">
                        {row.teamName} · <code>{row.sku.barcode}</code>
                      </Text>
                    </Table.Td>
                    <Table.Td ta="right">{signed(row.onHandDelta)}</Table.Td>
                    <Table.Td ta="right">{signed(row.reservedDelta)}</Table.Td>
                    <Table.Td>{row.reference?.label ?? ''}</Table.Td>
                    <Table.Td>{row.reason ?? ''}</Table.Td>
                    <Table.Td>{row.actorName ?? t('movements.system')}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </div>
        )}
      </PagedList>
    </PageContainer>
  );
}

/** A change as people read it: +3, −2 (a real minus), or nothing for none. */
function signed(value: number): string {
  if (value === 0) return '';
  return value > 0 ? `+${value.toLocaleString()}` : `−${(-value).toLocaleString()}`;
}
