import { useLanguage } from '@baro/client';
import type { PartnerBidDetail } from '@baro/core';
import { formatDateTime, formatDay, formatMoney, formatNumber } from '@baro/core';
import { Badge, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Deadline } from './Deadline.tsx';

/** What the customer asked for, without who asked (partners never see the customer's identity). */
export function BidRequestDetails({ bid }: { bid: PartnerBidDetail }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { cargo } = bid;
  const services = (['customsClearance', 'insurance', 'inlandTransport'] as const).filter(
    (service) => cargo.services[service],
  );
  const rows: [string, ReactNode][] = [
    [
      t('bid.fields.id'),
      <span key="id" className="baro-nowrap">
        {bid.number}
      </span>,
    ],
    [
      t('bid.fields.status'),
      <Badge key="status" variant="light" color={bid.open ? 'blue' : 'gray'}>
        {t(`bidStatus.${bid.status}`)}
      </Badge>,
    ],
    [t('bid.fields.freightType'), t(`freightType.${bid.freightType}`)],
    [t('bid.fields.incoterms'), bid.incoterms],
    [t('bid.fields.cargoReady'), formatDay(bid.cargoReadyDate, language)],
    [t('bid.fields.deadline'), <Deadline key="deadline" deadline={bid.deadline} />],
    [t('bid.fields.requestedAt'), formatDateTime(bid.createdAt, language)],
  ];
  if (cargo.containers.length > 0) {
    rows.push([
      t('bid.fields.containers'),
      cargo.containers
        .map((container) => t('bids.cargo.containers', { type: container.type, count: container.quantity }))
        .join(', '),
    ]);
  }
  if (cargo.packages.length > 0) {
    rows.push([
      t('bid.fields.packages'),
      <Stack key="packages" gap={2}>
        {cargo.packages.map((pkg, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the packages of a request never change order
          <Text key={index} size="sm">
            {t('bid.packageRow', {
              length: formatNumber(pkg.length),
              width: formatNumber(pkg.width),
              height: formatNumber(pkg.height),
              weight: formatNumber(pkg.weight),
              count: pkg.quantity,
            })}
          </Text>
        ))}
      </Stack>,
    ]);
  }
  if (cargo.description) rows.push([t('bid.fields.description'), cargo.description]);
  rows.push([
    t('bid.fields.services'),
    services.length > 0
      ? services.map((service) => t(`bid.services.${service}`)).join(', ')
      : t('common.none'),
  ]);
  if (cargo.services.cargoValue) {
    rows.push([
      t('bid.fields.cargoValue'),
      formatMoney(cargo.services.cargoValue.amount, cargo.services.cargoValue.currency, language),
    ]);
  }
  if (bid.memo)
    rows.push([
      t('bid.fields.memo'),
      <Text key="memo" size="sm" style={{ whiteSpace: 'pre-wrap' }}>
        {bid.memo}
      </Text>,
    ]);

  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="bid-request-title">
      <Title order={2} size="h3" id="bid-request-title" mb="md">
        {t('bid.request')}
      </Title>
      <dl className="baro-definitions">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </Paper>
  );
}
