import { useDocumentTitle, useLanguage } from '@baro/client';
import { formatDateTime, RETURN_STATUSES } from '@baro/core';
import { EmptyState, PageContainer, PagedList, SearchBox, statusTabs, useListParams } from '@baro/ui';
import { Badge, Paper, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useReturns } from '../api/get-returns.ts';

const PAGE_SIZE = 50;
const ALL = 'all';
const TABS = [ALL, ...RETURN_STATUSES] as const;

/**
 * `/fulfillment/returns`: every team's returns by status (with counts) and return or order number
 * or waybill — the filters in the address — newest first.
 */
export function ReturnList() {
  const { t } = useTranslation();
  const language = useLanguage();
  useDocumentTitle(t('returns.title'));
  const list = useListParams({ tabs: TABS, defaultTab: ALL, filters: ['q'] });
  const { q } = list.filters;
  const returns = useReturns({
    page: list.page,
    size: PAGE_SIZE,
    ...(list.tab === ALL ? {} : { status: list.tab }),
    ...(q ? { q } : {}),
  });
  const counts = returns.data?.counts;

  return (
    <PageContainer
      component="div"
      size="xl"
      title={t('returns.title')}
      description={t('returns.description')}
    >
      <PagedList
        list={list}
        query={returns}
        tabs={statusTabs(TABS, {
          all: ALL,
          allLabel: t('common.all'),
          label: (status) => t(`returns.status.${status}`),
          counts,
        })}
        tabsLabel={t('returns.statusLabel')}
        toolbar={
          <Paper withBorder p="md">
            <SearchBox
              value={q}
              onSearch={(text) => list.update({ q: text })}
              label={t('returns.search')}
              placeholder={t('returns.searchPlaceholder')}
            />
          </Paper>
        }
        empty={
          <EmptyState
            title={list.filtered || !list.isDefaultTab ? t('returns.emptySearch') : t('returns.empty')}
          />
        }
      >
        {(items) => (
          <div className="baro-table-scroll">
            <Table striped verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('returns.columns.return')}</Table.Th>
                  <Table.Th>{t('returns.columns.order')}</Table.Th>
                  <Table.Th>{t('returns.columns.team')}</Table.Th>
                  <Table.Th>{t('returns.columns.reason')}</Table.Th>
                  <Table.Th>{t('returns.columns.quantity')}</Table.Th>
                  <Table.Th>{t('returns.columns.status')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((item) => (
                  <Table.Tr key={item.id}>
                    <Table.Td>
                      <code>{item.returnNo}</code>
                      <Text size="xs" c="dimmed">
                        {formatDateTime(item.createdAt, language)}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <code>{item.orderNo}</code>
                    </Table.Td>
                    <Table.Td>{item.teamName}</Table.Td>
                    <Table.Td>{t(`returns.reason.${item.reason}`)}</Table.Td>
                    <Table.Td>{t('returns.quantity', { count: item.quantity })}</Table.Td>
                    <Table.Td>
                      <Badge variant="light">{t(`returns.status.${item.status}`)}</Badge>
                    </Table.Td>
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
