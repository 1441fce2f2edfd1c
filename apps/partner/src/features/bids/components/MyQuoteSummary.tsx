import { useLanguage } from '@baro/client';
import type { PartnerOwnQuote } from '@baro/core';
import {
  formatDateTime,
  formatDay,
  formatMoney,
  formatNumber,
  formatUnitPrice,
  requestedServiceName,
} from '@baro/core';
import { Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { OutcomeBadge } from './OutcomeBadge.tsx';

/** This partner's own quote on a request as stored: lines, totals, terms and outcome. */
export function MyQuoteSummary({ quote }: { quote: PartnerOwnQuote }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="my-quote-title">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h3" id="my-quote-title">
          {t('bid.myQuote')}
        </Title>
        <OutcomeBadge outcome={quote.outcome} />
      </Group>
      {quote.status === 'withdrawn' ? (
        <Text size="sm" c="orange.8" mb="sm">
          {t('bid.withdrawnNotice')}
        </Text>
      ) : null}
      <div className="baro-table-scroll">
        <Table verticalSpacing={4}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('quoteForm.lineName')}</Table.Th>
              <Table.Th>{t('quoteForm.unit')}</Table.Th>
              <Table.Th className="baro-num">{t('quoteForm.quantity')}</Table.Th>
              <Table.Th className="baro-num">{t('quoteForm.unitPrice')}</Table.Th>
              <Table.Th className="baro-num">{t('quoteForm.amount')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {quote.lines.map((line, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a stored quote's lines keep their order
              <Table.Tr key={index}>
                <Table.Td>{line.name}</Table.Td>
                <Table.Td>{t(`unit.${line.unit}`)}</Table.Td>
                <Table.Td className="baro-num">{formatNumber(line.quantity)}</Table.Td>
                <Table.Td className="baro-num">
                  {formatUnitPrice(line.unitPrice, line.currency, language)}
                </Table.Td>
                <Table.Td className="baro-num">{formatMoney(line.amount, line.currency, language)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </div>
      <Stack gap={4} mt="sm">
        <Text fw={700}>
          {t('common.total')}: {formatMoney(quote.totalKRW, 'KRW', language)} ·{' '}
          {formatMoney(quote.totalUSD, 'USD', language)}
        </Text>
        <Text size="sm" c="dimmed">
          {t('quoteForm.validUntil')} {formatDay(quote.validUntil, language)} · {t('quoteForm.transitDays')}{' '}
          {t('quoteForm.transitDaysCount', { count: quote.transitDays })} · {t('quoteForm.carrier')}{' '}
          {quote.carrier}
        </Text>
        {quote.declinedServices.map((item) => (
          <Text size="sm" key={item.service} data-testid="declined-service">
            {item.reason
              ? t('bid.declinedServiceWhy', {
                  service: requestedServiceName(item.service, language),
                  reason: item.reason,
                })
              : t('bid.declinedService', { service: requestedServiceName(item.service, language) })}
          </Text>
        ))}
        {quote.memo ? (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {quote.memo}
          </Text>
        ) : null}
        <Text size="xs" c="dimmed">
          {t('bid.submittedAt', { date: formatDateTime(quote.submittedAt, language) })}
        </Text>
      </Stack>
    </Paper>
  );
}
