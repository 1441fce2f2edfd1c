import { useLanguage } from '@baro/client';
import { ESTIMATE_LINE_GROUPS, type Estimate, formatDay, formatMoney } from '@baro/core';
import { TableScroll } from '@baro/ui';
import { Badge, Modal, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { bestOf, groupTotalsKRW } from '../estimate-view.ts';
import { useDayCount } from '../use-day-count.ts';

export interface CompareDialogProps {
  opened: boolean;
  estimates: readonly Estimate[];
  onClose: () => void;
}

/**
 * Two or three estimates side by side: one column each, one row per fact (carrier, transit,
 * validity, each charge group in won, the totals); the cheapest total and the shortest transit
 * are marked. Full screen on a phone, where the table scrolls sideways.
 */
export function CompareDialog({ opened, estimates, onClose }: CompareDialogProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const dayCount = useDayCount();
  const phone = useMediaQuery('(max-width: 36em)');
  const best = bestOf(estimates);
  const totals = new Map(estimates.map((estimate) => [estimate.id, groupTotalsKRW(estimate)]));

  const row = (label: ReactNode, cell: (estimate: Estimate) => ReactNode) => (
    <Table.Tr>
      <Table.Th scope="row">{label}</Table.Th>
      {estimates.map((estimate) => (
        <Table.Td key={estimate.id}>{cell(estimate)}</Table.Td>
      ))}
    </Table.Tr>
  );

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('forwarding.quote.compare.title')}
      size="xl"
      fullScreen={phone === true}
      centered
    >
      <TableScroll minWidth={160 + estimates.length * 170}>
        <Table withColumnBorders verticalSpacing="xs" className="compare-table">
          <caption className="baro-visually-hidden">{t('forwarding.quote.compare.caption')}</caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">
                <span className="baro-visually-hidden">{t('forwarding.quote.compare.item')}</span>
              </Table.Th>
              {estimates.map((estimate) => (
                <Table.Th scope="col" key={estimate.id}>
                  {estimate.partner.name}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {row(t('forwarding.quote.results.carrierLabel'), (estimate) => estimate.carrier)}
            {row(t('forwarding.quote.results.transit'), (estimate) => (
              <>
                {dayCount(estimate.transitDays)}
                {best.fastest.has(estimate.id) ? (
                  <Badge ml={6} size="sm" color="blue" variant="light">
                    {t('forwarding.quote.results.fastest')}
                  </Badge>
                ) : null}
              </>
            ))}
            {row(t('forwarding.quote.results.validUntil'), (estimate) =>
              formatDay(estimate.validUntil, language),
            )}
            {ESTIMATE_LINE_GROUPS.map((group) => (
              <CompareGroupRow key={group} label={t(`forwarding.lineGroups.${group}`)}>
                {estimates.map((estimate) => {
                  const total = totals.get(estimate.id)?.[group];
                  return (
                    <Table.Td key={estimate.id}>
                      {total === undefined ? (
                        <Text span c="dimmed">
                          {t('forwarding.quote.compare.none')}
                        </Text>
                      ) : Number.isFinite(total) ? (
                        formatMoney(total, 'KRW', language)
                      ) : (
                        '—'
                      )}
                    </Table.Td>
                  );
                })}
              </CompareGroupRow>
            ))}
            {row(t('forwarding.quote.results.total'), (estimate) => (
              <>
                <Text span fw={700}>
                  {formatMoney(estimate.totalKRW, 'KRW', language)}
                </Text>
                {best.cheapest.has(estimate.id) ? (
                  <Badge ml={6} size="sm" color="teal" variant="light">
                    {t('forwarding.quote.results.cheapest')}
                  </Badge>
                ) : null}
              </>
            ))}
            {row(t('forwarding.quote.compare.totalUSD'), (estimate) =>
              formatMoney(estimate.totalUSD, 'USD', language),
            )}
          </Table.Tbody>
        </Table>
      </TableScroll>
      <Text size="xs" c="dimmed" mt="sm">
        {t('forwarding.quote.compare.note')}
      </Text>
    </Modal>
  );
}

function CompareGroupRow({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <Table.Tr>
      <Table.Th scope="row">{label}</Table.Th>
      {children}
    </Table.Tr>
  );
}
