import { useDocumentTitle, useLanguage } from '@baro/client';
import { formatDateTime } from '@baro/core';
import { EmptyState, PageContainer, PagedList, SearchBox, useListParams } from '@baro/ui';
import { Anchor, Badge, Paper, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { hrefs } from '../../../lib/paths.ts';
import { useReturns } from '../api/get-returns.ts';

const PAGE_SIZE = 50;
const ALL = 'all';
const TABS = ['arrived', 'inspected', 'in_transit', 'requested', 'completed', 'canceled', ALL] as const;
const FILTERS = ['q'] as const;
type Tab = (typeof TABS)[number];

/** `/warehouse/returns`: the warehouse's returns by status (waiting for inspection first) and by number. */
export function ReturnList() {
  const { t } = useTranslation();
  const language = useLanguage();
  useDocumentTitle(t('returns.title'));
  const list = useListParams({ tabs: TABS, defaultTab: 'arrived', filters: FILTERS });
  const { q } = list.filters;
  const returns = useReturns({
    page: list.page,
    size: PAGE_SIZE,
    ...(list.tab === ALL ? {} : { status: list.tab }),
    ...(q ? { q } : {}),
  });
  const counts = returns.data?.counts;
  const tabLabel = (tab: Tab) => {
    if (tab === ALL) return t('common.all');
    const label = t(`returnStatus.${tab}`);
    return counts ? `${label} ${counts[tab].toLocaleString()}` : label;
  };

  return (
    <PageContainer
      component="div"
      size={1920}
      title={t('returns.title')}
      description={t('returns.description')}
    >
      <PagedList
        list={list}
        query={returns}
        tabs={TABS.map((value) => ({ value, label: tabLabel(value) }))}
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
        empty={<EmptyState title={list.filtered ? t('returns.emptySearch') : t('returns.empty')} />}
      >
        {(items) => (
          <div className="baro-table-scroll">
            <Table striped highlightOnHover verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('returns.columns.return')}</Table.Th>
                  <Table.Th>{t('returns.columns.order')}</Table.Th>
                  <Table.Th>{t('returns.columns.team')}</Table.Th>
                  <Table.Th>{t('returns.columns.reason')}</Table.Th>
                  <Table.Th ta="right">{t('returns.columns.quantity')}</Table.Th>
                  <Table.Th>{t('returns.columns.status')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((item) => (
                  <Table.Tr key={item.id}>
                    <Table.Td>
                      <Anchor component={Link} to={hrefs.returnDetail(item.id)} fw={700}>
                        {item.returnNo}
                      </Anchor>
                      <Text size="xs" c="dimmed">
                        {formatDateTime(item.createdAt, language)}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <code>{item.orderNo}</code>
                    </Table.Td>
                    <Table.Td>{item.teamName}</Table.Td>
                    <Table.Td>{t(`returns.reason.${item.reason}`)}</Table.Td>
                    <Table.Td ta="right">{item.quantity.toLocaleString()}</Table.Td>
                    <Table.Td>
                      <Badge variant="light">{t(`returnStatus.${item.status}`)}</Badge>
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
