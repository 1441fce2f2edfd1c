import { useDocumentTitle, useLanguage } from '@baro/client';
import { formatDay } from '@baro/core';
import { EmptyState, PageContainer, PagedList, SearchBox, useListParams } from '@baro/ui';
import { Anchor, Button, Paper, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { hrefs, paths } from '../../../lib/paths.ts';
import { usePartners } from '../api/get-partners.ts';
import { formatWinRate } from './win-rate.ts';

const PAGE_SIZE = 20;

/** `/partners`: partner forwarders by name, with administrators, rates valid today and win rate. */
export function PartnerList() {
  const { t } = useTranslation();
  const language = useLanguage();
  useDocumentTitle(t('partners.title'));
  const list = useListParams({ filters: ['query'] });
  const partners = usePartners({
    page: list.page,
    size: PAGE_SIZE,
    ...(list.filters.query ? { query: list.filters.query } : {}),
  });

  return (
    <PageContainer
      component="div"
      size="xl"
      title={t('partners.title')}
      description={t('partners.description')}
      actions={
        <Button component={Link} to={paths.partnerNew}>
          {t('partners.new')}
        </Button>
      }
    >
      <PagedList
        list={list}
        query={partners}
        toolbar={
          <Paper withBorder p="md">
            <SearchBox
              value={list.filters.query}
              onSearch={(query) => list.update({ query })}
              label={t('partners.search')}
              placeholder={t('partners.searchPlaceholder')}
            />
          </Paper>
        }
        empty={
          <EmptyState
            title={list.filtered ? t('partners.emptySearchTitle') : t('partners.emptyTitle')}
            description={list.filtered ? t('partners.emptySearchBody') : t('partners.emptyBody')}
          />
        }
      >
        {(items) => (
          <div className="baro-table-scroll">
            <Table striped highlightOnHover verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('partners.columns.name')}</Table.Th>
                  <Table.Th>{t('partners.columns.admins')}</Table.Th>
                  <Table.Th>{t('partners.columns.activeRates')}</Table.Th>
                  <Table.Th>{t('partners.columns.quotes')}</Table.Th>
                  <Table.Th>{t('partners.columns.winRate')}</Table.Th>
                  <Table.Th>{t('partners.columns.since')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((partner) => (
                  <Table.Tr key={partner.id}>
                    <Table.Td>
                      <Anchor component={Link} to={hrefs.partner(partner.id)} fw={600}>
                        {partner.name}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{t('partners.peopleCount', { count: partner.adminCount })}</Table.Td>
                    <Table.Td>{t('partners.rateCount', { count: partner.activeRates })}</Table.Td>
                    <Table.Td>
                      {t('partners.quoteCount', { count: partner.quotes.total })}
                      <Text size="xs" c="dimmed">
                        {t('partners.outcomeLine', {
                          won: partner.quotes.won,
                          lost: partner.quotes.lost,
                          pending: partner.quotes.pending,
                        })}
                      </Text>
                    </Table.Td>
                    <Table.Td fw={600}>{formatWinRate(partner.quotes.winRate, language)}</Table.Td>
                    <Table.Td className="baro-nowrap">{formatDay(partner.createdAt, language)}</Table.Td>
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
