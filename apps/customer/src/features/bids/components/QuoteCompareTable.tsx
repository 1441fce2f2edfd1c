import { useLanguage } from '@baro/client';
import { type CustomerBidQuote, formatDate, formatMoney, formatNumber } from '@baro/core';
import { Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  cheapestQuoteIds,
  DEFAULT_QUOTE_SORT,
  nextQuoteSort,
  type QuoteSort,
  type QuoteSortKey,
  quoteLineNames,
  sortQuotes,
} from '../bid-format.ts';

export interface QuoteCompareTableProps {
  quotes: readonly CustomerBidQuote[];
  /** Accept buttons are shown when the bid is waiting; a quote past its validity cannot be taken. */
  canAccept: boolean;
  onAccept: (quote: CustomerBidQuote) => void;
  /** The quote being accepted (its button spins, the others wait). */
  accepting?: string | null;
}

/**
 * The quotes side by side: one column per quote, one row per fact (carrier, transit, validity,
 * every charge line whichever partner quoted it, totals in won and dollars, memo). The cheapest
 * column is highlighted and marked in words. The partner, transit, validity and total row
 * headers sort the columns (Enter or Space; `aria-sort` says the order).
 */
export function QuoteCompareTable({ quotes, canAccept, onAccept, accepting = null }: QuoteCompareTableProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [sort, setSort] = useState<QuoteSort>(DEFAULT_QUOTE_SORT);
  const ordered = sortQuotes(quotes, sort, language);
  const cheapest = cheapestQuoteIds(quotes);
  const lineNames = quoteLineNames(sortQuotes(quotes, DEFAULT_QUOTE_SORT, language));
  const cellClass = (quote: CustomerBidQuote) =>
    cheapest.has(quote.id) ? 'quote-compare__cheapest' : undefined;

  const sortHeader = (key: QuoteSortKey, label: string, scope: 'row' | 'col') => {
    const active = sort.key === key;
    return (
      <Table.Th scope={scope} aria-sort={active ? sort.direction : undefined}>
        <button
          type="button"
          className="quote-compare__sort"
          onClick={() => setSort((current) => nextQuoteSort(current, key))}
          aria-label={t('bids.quotes.sortBy', { column: label })}
        >
          {label}
          <span aria-hidden="true">{active ? (sort.direction === 'ascending' ? ' ▲' : ' ▼') : ' ↕'}</span>
        </button>
      </Table.Th>
    );
  };

  const row = (header: ReactNode, cell: (quote: CustomerBidQuote) => ReactNode, key: string) => (
    <Table.Tr key={key}>
      {header}
      {ordered.map((quote) => (
        <Table.Td key={quote.id} className={cellClass(quote)}>
          {cell(quote)}
        </Table.Td>
      ))}
    </Table.Tr>
  );
  const plainHeader = (label: string) => <Table.Th scope="row">{label}</Table.Th>;

  return (
    <Stack gap={6}>
      <Text size="xs" c="dimmed">
        {t('bids.quotes.sortHint')}
      </Text>
      <Table.ScrollContainer minWidth={180 + ordered.length * 200}>
        <Table
          className="quote-compare"
          withColumnBorders
          verticalSpacing="sm"
          aria-label={t('bids.quotes.tableLabel')}
        >
          <Table.Thead>
            <Table.Tr>
              {sortHeader('partner', t('bids.quotes.partner'), 'col')}
              {ordered.map((quote) => (
                <Table.Th key={quote.id} scope="col" className={cellClass(quote)} data-quote-id={quote.id}>
                  <Stack gap={4}>
                    <Text fw={700} size="sm">
                      {quote.partner.name}
                    </Text>
                    <Group gap={4}>
                      {cheapest.has(quote.id) ? (
                        <Badge size="sm" color="teal">
                          {t('bids.quotes.cheapest')}
                        </Badge>
                      ) : null}
                      {quote.accepted ? (
                        <Badge size="sm" color="indigo">
                          {t('bids.quotes.accepted')}
                        </Badge>
                      ) : null}
                      {canAccept && !quote.acceptable ? (
                        <Badge size="sm" color="gray" variant="outline">
                          {t('bids.quotes.expired')}
                        </Badge>
                      ) : null}
                    </Group>
                  </Stack>
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {row(plainHeader(t('bids.quotes.carrier')), (quote) => quote.carrier, 'carrier')}
            {row(
              sortHeader('transitDays', t('bids.quotes.transitDays'), 'row'),
              (quote) => t('bids.quotes.days', { count: quote.transitDays }),
              'transitDays',
            )}
            {row(
              sortHeader('validUntil', t('bids.quotes.validUntil'), 'row'),
              (quote) => formatDate(`${quote.validUntil}T00:00:00+09:00`, language),
              'validUntil',
            )}
            {lineNames.map((name) =>
              row(
                plainHeader(name),
                (quote) => {
                  const lines = quote.lines.filter((line) => line.name === name);
                  if (lines.length === 0) return <Text c="dimmed">{t('bids.quotes.notQuoted')}</Text>;
                  return (
                    <Stack gap={0}>
                      {lines.map((line, index) => (
                        // biome-ignore lint/suspicious/noArrayIndexKey: a quote may repeat a line name
                        <div key={index}>
                          <Text size="sm">{formatMoney(line.amount, line.currency, language)}</Text>
                          <Text size="xs" c="dimmed">
                            {t('bids.quotes.lineDetail', {
                              quantity: formatNumber(line.quantity),
                              unit: t(`bids.units.${line.unit}`),
                              unitPrice: formatMoney(line.unitPrice, line.currency, language),
                            })}
                          </Text>
                        </div>
                      ))}
                    </Stack>
                  );
                },
                `line:${name}`,
              ),
            )}
            {row(
              sortHeader('total', t('bids.quotes.totalKRW'), 'row'),
              (quote) => (
                <Text fw={700} size="sm">
                  {formatMoney(quote.totalKRW, 'KRW', language)}
                </Text>
              ),
              'totalKRW',
            )}
            {row(
              plainHeader(t('bids.quotes.totalUSD')),
              (quote) => formatMoney(quote.totalUSD, 'USD', language),
              'totalUSD',
            )}
            {ordered.some((quote) => quote.memo)
              ? row(
                  plainHeader(t('bids.quotes.memo')),
                  (quote) => (
                    <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                      {quote.memo ?? ''}
                    </Text>
                  ),
                  'memo',
                )
              : null}
            {canAccept
              ? row(
                  <Table.Td />,
                  (quote) =>
                    quote.acceptable ? (
                      <Button
                        size="xs"
                        onClick={() => onAccept(quote)}
                        loading={accepting === quote.id}
                        disabled={accepting !== null && accepting !== quote.id}
                        aria-label={t('bids.quotes.acceptQuote', { partner: quote.partner.name })}
                      >
                        {t('bids.quotes.accept')}
                      </Button>
                    ) : null,
                  'accept',
                )
              : null}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
