import { useDocumentTitle, useLanguage } from '@baro/client';
import { formatDateTime, formatDay, formatMoney, QUOTE_OUTCOMES } from '@baro/core';
import { EmptyState, Lane, PageContainer, PagedList, useListParams } from '@baro/ui';
import { Anchor, Button, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { hrefs, paths } from '../../../lib/paths.ts';
import { usePartnerQuotes } from '../api/get-partner-quotes.ts';
import { OutcomeBadge } from './OutcomeBadge.tsx';

const PAGE_SIZE = 20;
const ALL = 'all';
const TABS = [ALL, ...QUOTE_OUTCOMES] as const;

/** `/quotes`: this partner's latest quote on each bid with its outcome; `?outcome=won` lists the won bids. */
export function QuoteList() {
  const { t } = useTranslation();
  const language = useLanguage();
  useDocumentTitle(t('quotes.title'));
  const list = useListParams({ tabs: TABS, defaultTab: ALL, tabParam: 'outcome' });
  const quotes = usePartnerQuotes({
    page: list.page,
    size: PAGE_SIZE,
    ...(list.tab === ALL ? {} : { outcome: list.tab }),
  });

  return (
    <PageContainer component="div" size="xl" title={t('quotes.title')} description={t('quotes.description')}>
      <PagedList
        list={list}
        query={quotes}
        tabs={TABS.map((value) => ({
          value,
          label: value === ALL ? t('common.all') : t(`outcome.${value}`),
        }))}
        tabsLabel={t('quotes.tabsLabel')}
        empty={
          <EmptyState
            title={t('quotes.emptyTitle')}
            description={t('quotes.emptyBody')}
            action={
              <Button component={Link} to={paths.bids} variant="light">
                {t('quotes.goBids')}
              </Button>
            }
          />
        }
      >
        {(items) => (
          <div className="baro-table-scroll">
            <Table striped highlightOnHover verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('quotes.columns.lane')}</Table.Th>
                  <Table.Th>{t('quotes.columns.freightType')}</Table.Th>
                  <Table.Th className="baro-num">{t('quotes.columns.total')}</Table.Th>
                  <Table.Th>{t('quotes.columns.validUntil')}</Table.Th>
                  <Table.Th>{t('quotes.columns.submittedAt')}</Table.Th>
                  <Table.Th>{t('quotes.columns.outcome')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((quote) => (
                  <Table.Tr key={quote.id}>
                    <Table.Td>
                      <Anchor component={Link} to={hrefs.bid(quote.bid.id)} fw={600}>
                        <Lane pol={quote.bid.pol} pod={quote.bid.pod} />
                      </Anchor>
                      <Text size="xs" c="dimmed">
                        <span className="baro-nowrap">{quote.bid.number}</span> ·{' '}
                        {t(`bidStatus.${quote.bid.status}`)}
                      </Text>
                    </Table.Td>
                    <Table.Td className="baro-nowrap">{t(`freightType.${quote.bid.freightType}`)}</Table.Td>
                    <Table.Td className="baro-num">
                      <Text size="sm">{formatMoney(quote.totalKRW, 'KRW', language)}</Text>
                      <Text size="xs" c="dimmed">
                        {formatMoney(quote.totalUSD, 'USD', language)}
                      </Text>
                    </Table.Td>
                    <Table.Td className="baro-nowrap">{formatDay(quote.validUntil, language)}</Table.Td>
                    <Table.Td className="baro-nowrap">{formatDateTime(quote.submittedAt, language)}</Table.Td>
                    <Table.Td>
                      <OutcomeBadge outcome={quote.outcome} />
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
