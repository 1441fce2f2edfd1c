import { QUOTE_OUTCOMES, type QuoteOutcome } from '@baro/core';
import { EmptyState, LoadingState, PageContainer, Pagination } from '@baro/ui';
import { Anchor, Button, Stack, Table, Tabs, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Lane } from '../../components/Lane.tsx';
import { QueryErrorState } from '../../components/QueryErrorState.tsx';
import { usePartnerQuotes } from '../../features/bids/api.ts';
import { OutcomeBadge } from '../../features/bids/OutcomeBadge.tsx';
import { useLanguage } from '../../i18n/use-language.ts';
import { formatDateTime, formatDay, formatMoney } from '../../lib/format.ts';
import { hrefs, paths } from '../../lib/paths.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useSearchState } from '../../lib/use-search-state.ts';

const PAGE_SIZE = 20;
const isOutcome = (value: string): value is QuoteOutcome =>
  (QUOTE_OUTCOMES as readonly string[]).includes(value);

/** `/quotes`: this partner's latest quote on each bid with its outcome; `?outcome=won` lists the won bids. */
export function Component() {
  const { t } = useTranslation();
  const language = useLanguage();
  useDocumentTitle(t('quotes.title'));
  const { values, page, update } = useSearchState(['outcome'] as const);
  const outcome = isOutcome(values.outcome) ? values.outcome : undefined;
  const quotes = usePartnerQuotes({ page, size: PAGE_SIZE, ...(outcome ? { outcome } : {}) });

  return (
    <PageContainer component="div" size="xl" title={t('quotes.title')} description={t('quotes.description')}>
      <Stack gap="md">
        <Tabs value={outcome ?? 'all'} onChange={(next) => update({ outcome: next === 'all' ? null : next })}>
          <Tabs.List aria-label={t('quotes.tabsLabel')}>
            <Tabs.Tab value="all">{t('common.all')}</Tabs.Tab>
            {QUOTE_OUTCOMES.map((value) => (
              <Tabs.Tab key={value} value={value}>
                {t(`outcome.${value}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>

        {quotes.isPending ? (
          <LoadingState variant="skeleton" rows={6} />
        ) : quotes.isError ? (
          <QueryErrorState query={quotes} />
        ) : quotes.data.items.length === 0 ? (
          <EmptyState
            title={t('quotes.emptyTitle')}
            description={t('quotes.emptyBody')}
            action={
              <Button component={Link} to={paths.bids} variant="light">
                {t('quotes.goBids')}
              </Button>
            }
          />
        ) : (
          <>
            <Text size="sm" c="dimmed">
              {t('common.count', { count: quotes.data.total })}
            </Text>
            <div className="table-scroll">
              <Table striped highlightOnHover verticalSpacing="sm">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('quotes.columns.lane')}</Table.Th>
                    <Table.Th>{t('quotes.columns.freightType')}</Table.Th>
                    <Table.Th className="num">{t('quotes.columns.total')}</Table.Th>
                    <Table.Th>{t('quotes.columns.validUntil')}</Table.Th>
                    <Table.Th>{t('quotes.columns.submittedAt')}</Table.Th>
                    <Table.Th>{t('quotes.columns.outcome')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {quotes.data.items.map((quote) => (
                    <Table.Tr key={quote.id}>
                      <Table.Td>
                        <Anchor component={Link} to={hrefs.bid(quote.bid.id)} fw={600}>
                          <Lane pol={quote.bid.pol} pod={quote.bid.pod} />
                        </Anchor>
                        <Text size="xs" c="dimmed">
                          {t(`bidStatus.${quote.bid.status}`)}
                        </Text>
                      </Table.Td>
                      <Table.Td className="nowrap">{t(`freightType.${quote.bid.freightType}`)}</Table.Td>
                      <Table.Td className="num">
                        <Text size="sm">{formatMoney(quote.totalKRW, 'KRW', language)}</Text>
                        <Text size="xs" c="dimmed">
                          {formatMoney(quote.totalUSD, 'USD', language)}
                        </Text>
                      </Table.Td>
                      <Table.Td className="nowrap">{formatDay(quote.validUntil, language)}</Table.Td>
                      <Table.Td className="nowrap">{formatDateTime(quote.submittedAt, language)}</Table.Td>
                      <Table.Td>
                        <OutcomeBadge outcome={quote.outcome} />
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </div>
            <Pagination
              page={quotes.data.page}
              pageCount={quotes.data.pageCount}
              onChange={(next) => update({ page: next })}
              hideWhenSinglePage
              language={language}
            />
          </>
        )}
      </Stack>
    </PageContainer>
  );
}
