import { useLanguage } from '@baro/client';
import {
  ESTIMATE_LINE_GROUPS,
  type Estimate,
  type FreightType,
  formatDay,
  formatExchangeRate,
  formatMoney,
  formatQuantity,
  formatUnitPrice,
} from '@baro/core';
import { TableScroll } from '@baro/ui';
import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { groupTotalsKRW } from '../estimate-view.ts';

export interface EstimateLinesProps {
  estimate: Estimate;
  /** The day of the exchange rates the totals were converted with. */
  rateDate: string;
  /** Air freight names its per-document unit AWB, never B/L. */
  freightType: FreightType;
  id?: string;
}

/**
 * An estimate's line items, by charge group (origin, freight, destination, Baro's services), each
 * in its own currency, with the group's total in won, the estimate's totals and the exchange
 * rates used. Scrolls sideways on a phone rather than squeezing the numbers.
 */
export function EstimateLines({ estimate, rateDate, freightType, id }: EstimateLinesProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const groupTotals = groupTotalsKRW(estimate);
  const rates = Object.entries(estimate.exchangeRates).filter(([currency]) => currency !== 'KRW');

  return (
    <div id={id} className="estimate-lines">
      <TableScroll minWidth={560}>
        <Table verticalSpacing={6} fz="sm">
          <caption className="baro-visually-hidden">
            {t('forwarding.quote.lines.caption', { partner: estimate.partner.name })}
          </caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('forwarding.quote.lines.name')}</Table.Th>
              <Table.Th scope="col">{t('forwarding.quote.lines.unit')}</Table.Th>
              <Table.Th scope="col" ta="right">
                {t('forwarding.quote.lines.quantity')}
              </Table.Th>
              <Table.Th scope="col" ta="right">
                {t('forwarding.quote.lines.unitPrice')}
              </Table.Th>
              <Table.Th scope="col" ta="right">
                {t('forwarding.quote.lines.amount')}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          {ESTIMATE_LINE_GROUPS.map((group) => {
            const lines = estimate.lines.filter((line) => line.group === group);
            if (lines.length === 0) return null;
            const total = groupTotals[group];
            return (
              <Table.Tbody key={group}>
                <Table.Tr className="estimate-lines__group">
                  <Table.Th scope="rowgroup" colSpan={4}>
                    {t(`forwarding.lineGroups.${group}`)}
                  </Table.Th>
                  <Table.Td ta="right" fw={600}>
                    {total !== undefined && Number.isFinite(total) ? formatMoney(total, 'KRW', language) : ''}
                  </Table.Td>
                </Table.Tr>
                {lines.map((line, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: lines have no id and never reorder
                  <Table.Tr key={index}>
                    <Table.Td>{line.name}</Table.Td>
                    <Table.Td>
                      {freightType === 'AIR' && line.unit === 'BL'
                        ? t('forwarding.units.AWB')
                        : t(`forwarding.units.${line.unit}`)}
                    </Table.Td>
                    <Table.Td ta="right">{formatQuantity(line.quantity)}</Table.Td>
                    <Table.Td ta="right">{formatUnitPrice(line.unitPrice, line.currency, language)}</Table.Td>
                    <Table.Td ta="right">{formatMoney(line.amount, line.currency, language)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            );
          })}
          <Table.Tfoot>
            <Table.Tr>
              <Table.Th scope="row" colSpan={4}>
                {t('forwarding.quote.lines.total')}
              </Table.Th>
              <Table.Td ta="right" fw={700}>
                {formatMoney(estimate.totalKRW, 'KRW', language)}
                <Text span size="xs" c="dimmed" display="block">
                  {formatMoney(estimate.totalUSD, 'USD', language)}
                </Text>
              </Table.Td>
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      </TableScroll>
      {estimate.lines.some((line) => line.group === 'service') ? (
        <Text size="xs" c="dimmed" mt={4} data-testid="service-note">
          {t('forwarding.quote.lines.serviceNote')}
        </Text>
      ) : null}
      {rates.length > 0 ? (
        <Text size="xs" c="dimmed" mt={4}>
          {t('forwarding.quote.lines.rates', {
            date: formatDay(rateDate, language),
            rates: rates
              .map(([currency, rate]) => `1 ${currency} = ${formatExchangeRate(Number(rate), language)}`)
              .join(', '),
          })}
        </Text>
      ) : null}
    </div>
  );
}
