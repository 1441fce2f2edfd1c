import { useLanguage } from '@baro/client';
import {
  type CustomerBidQuote,
  chargeCodeName,
  compareQuotes,
  formatDate,
  formatMoney,
  formatNumber,
  type QuoteServiceStatus,
  REQUESTED_SERVICE_CHARGE_CODES,
  type RequestedService,
  requestedServiceName,
} from '@baro/core';
import { TableScroll } from '@baro/ui';
import { Alert, Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DEFAULT_QUOTE_SORT,
  nextQuoteSort,
  type QuoteSort,
  type QuoteSortKey,
  sortQuotes,
} from '../bid-format.ts';

export interface QuoteCompareTableProps {
  quotes: readonly CustomerBidQuote[];
  /** The services the request asks partners for: a row each says how every quote answered it. */
  requestedServices?: readonly RequestedService[];
  /** Accept buttons are shown when the bid is waiting; a quote past its validity cannot be taken. */
  canAccept: boolean;
  onAccept: (quote: CustomerBidQuote) => void;
  /** The quote being accepted (its button spins, the others wait). */
  accepting?: string | null;
}

/**
 * The quotes side by side: one column per quote, one row per fact (carrier, transit, validity,
 * one row per charge code whichever partner quoted it — ocean freight per container type on rows
 * of their own — totals in won and dollars, memo). A charge a partner did not quote says so with a
 * badge ("미포함"), and the column header counts them. The lowest is claimed only among quotes that
 * price the same charges (@baro/core's compareQuotes); when scopes differ, a note above says so.
 * Each requested service (통관, 내륙 운송) has a row of its own saying, per quote, its price, or
 * that the partner declined it (with the reason), and counts as a charge for the scope.
 * The partner, transit, validity and total row headers sort the columns (Enter or Space;
 * `aria-sort` says the order).
 */
export function QuoteCompareTable({
  quotes,
  requestedServices = [],
  canAccept,
  onAccept,
  accepting = null,
}: QuoteCompareTableProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [sort, setSort] = useState<QuoteSort>(DEFAULT_QUOTE_SORT);
  const ordered = sortQuotes(quotes, sort, language);
  // Rows and scopes do not depend on the column order; the cheapest-first order only breaks ties.
  const comparison = compareQuotes(sortQuotes(quotes, DEFAULT_QUOTE_SORT, language), requestedServices);
  const cheapest = comparison.cheapestIds;
  // A requested service's charge is shown on its service row (declines said as such), not twice.
  const serviceCodes = new Set<string>(
    requestedServices.map((service) => REQUESTED_SERVICE_CHARGE_CODES[service]),
  );
  const chargeRows = comparison.rows.filter((chargeRow) => !serviceCodes.has(chargeRow.code));
  const missingCount = (quote: CustomerBidQuote) =>
    chargeRows.filter((chargeRow) => chargeRow.missingFrom.includes(quote.id)).length +
    comparison.services.filter((serviceRow) => serviceRow.statuses.get(quote.id)?.status !== 'priced').length;
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
      {comparison.sameScope ? null : (
        <Alert
          color="yellow"
          variant="light"
          role="note"
          data-testid="scope-note"
          title={t('bids.quotes.scopeTitle')}
        >
          <Text size="sm">
            {t(cheapest.size > 0 ? 'bids.quotes.scopeNote' : 'bids.quotes.scopeNoteNoLowest')}
          </Text>
        </Alert>
      )}
      <Text size="xs" c="dimmed">
        {t('bids.quotes.sortHint')}
      </Text>
      <TableScroll minWidth={180 + ordered.length * 200}>
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
                          {t(comparison.sameScope ? 'bids.quotes.cheapest' : 'bids.quotes.cheapestInScope')}
                        </Badge>
                      ) : null}
                      {missingCount(quote) > 0 ? (
                        <Badge size="sm" color="orange" variant="light">
                          {t('bids.quotes.missingCount', { count: missingCount(quote) })}
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
            {chargeRows.map((chargeRow) =>
              row(
                plainHeader(chargeCodeName(chargeRow.code, language)),
                (quote) => {
                  const lines = chargeRow.lines.get(quote.id) ?? [];
                  if (lines.length === 0) {
                    return (
                      <Badge color="orange" variant="outline" size="sm">
                        {t('bids.quotes.notQuoted')}
                      </Badge>
                    );
                  }
                  return (
                    <Stack gap={0}>
                      {lines.map((line, index) => (
                        // biome-ignore lint/suspicious/noArrayIndexKey: a quote may repeat a charge
                        <div key={index}>
                          {line.name !== chargeCodeName(chargeRow.code, language) ? (
                            <Text size="xs" c="dimmed">
                              {line.name}
                            </Text>
                          ) : null}
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
                `charge:${chargeRow.code}`,
              ),
            )}
            {comparison.services.map((serviceRow) =>
              row(
                plainHeader(
                  t('bids.quotes.serviceRow', {
                    service: requestedServiceName(serviceRow.service, language),
                  }),
                ),
                (quote) => <ServiceAnswer status={serviceRow.statuses.get(quote.id)} />,
                `service:${serviceRow.service}`,
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
      </TableScroll>
    </Stack>
  );
}

/** How a quote answers a requested service: its price, declined (with the reason), or no answer. */
function ServiceAnswer({ status }: { status: QuoteServiceStatus | undefined }) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (!status || status.status === 'unanswered') {
    return (
      <Badge color="orange" variant="outline" size="sm">
        {t('bids.quotes.serviceUnanswered')}
      </Badge>
    );
  }
  if (status.status === 'declined') {
    return (
      <Stack gap={2}>
        <Badge color="red" variant="light" size="sm">
          {t('bids.quotes.serviceDeclined')}
        </Badge>
        {status.reason ? (
          <Text size="xs" c="dimmed">
            {status.reason}
          </Text>
        ) : null}
      </Stack>
    );
  }
  return (
    <Stack gap={2}>
      <Badge color="teal" variant="light" size="sm">
        {t('bids.quotes.servicePriced')}
      </Badge>
      <Text size="sm">
        {status.amounts.map((item) => formatMoney(item.amount, item.currency, language)).join(' + ')}
      </Text>
    </Stack>
  );
}
