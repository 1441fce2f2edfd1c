import { useLanguage } from '@baro/client';
import { formatDateTime, formatMoney, QUOTE_OUTCOMES, type QuoteOutcome } from '@baro/core';
import { EmptyState, Lane, LoadingState, Pagination, QueryErrorState } from '@baro/ui';
import { Anchor, Badge, Group, Paper, SegmentedControl, Table, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { hrefs } from '../../../lib/paths.ts';
import { usePartnerQuotes } from '../api/get-partner-quotes.ts';

const PAGE_SIZE = 20;
const OUTCOME_COLORS: Record<QuoteOutcome, string> = {
  pending: 'blue',
  won: 'green',
  lost: 'gray',
  withdrawn: 'orange',
};

/** A partner's quote history: its latest quote on each bid, newest first, by outcome. */
export function PartnerQuotes({ partnerId }: { partnerId: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [outcome, setOutcome] = useState<QuoteOutcome | 'all'>('all');
  const [page, setPage] = useState(1);
  const quotes = usePartnerQuotes(partnerId, {
    page,
    size: PAGE_SIZE,
    ...(outcome === 'all' ? {} : { outcome }),
  });

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="partner-quotes">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4" id="partner-quotes">
          {t('partners.quoteHistory')}
        </Title>
        <SegmentedControl
          size="xs"
          value={outcome}
          onChange={(value) => {
            setOutcome(value as QuoteOutcome | 'all');
            setPage(1);
          }}
          data={[
            { value: 'all', label: t('common.all') },
            ...QUOTE_OUTCOMES.map((value) => ({ value, label: t(`outcome.${value}`) })),
          ]}
          aria-label={t('partners.outcomeFilter')}
        />
      </Group>
      {quotes.isPending ? (
        <LoadingState variant="skeleton" rows={3} />
      ) : quotes.isError ? (
        <QueryErrorState query={quotes} />
      ) : quotes.data.items.length === 0 ? (
        <EmptyState title={t('partners.noQuotes')} />
      ) : (
        <>
          <div className="baro-table-scroll">
            <Table verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('bids.columns.bid')}</Table.Th>
                  <Table.Th>{t('bids.columns.lane')}</Table.Th>
                  <Table.Th>{t('partners.columns.total')}</Table.Th>
                  <Table.Th>{t('partners.columns.submitted')}</Table.Th>
                  <Table.Th>{t('partners.columns.outcome')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {quotes.data.items.map((quote) => (
                  <Table.Tr key={quote.id}>
                    <Table.Td>
                      <Anchor component={Link} to={hrefs.bid(quote.bid.id)}>
                        <code>{quote.bid.number}</code>
                      </Anchor>
                    </Table.Td>
                    <Table.Td>
                      <Lane pol={quote.bid.pol} pod={quote.bid.pod} />
                    </Table.Td>
                    <Table.Td className="baro-nowrap">
                      {formatMoney(quote.totalKRW, 'KRW', language)}
                    </Table.Td>
                    <Table.Td className="baro-nowrap">{formatDateTime(quote.submittedAt, language)}</Table.Td>
                    <Table.Td>
                      <Badge color={OUTCOME_COLORS[quote.outcome]} variant="light">
                        {t(`outcome.${quote.outcome}`)}
                      </Badge>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </div>
          <Pagination page={page} pageCount={quotes.data.pageCount} onChange={setPage} hideWhenSinglePage />
        </>
      )}
    </Paper>
  );
}
