import { useDocumentTitle, useLanguage } from '@baro/client';
import {
  describeServiceStatus,
  formatDateTime,
  formatMoney,
  laneLabel,
  placeLabel,
  type ShipmentDetail as Shipment,
} from '@baro/core';
import { LoadingState, MilestoneTimeline, QueryErrorState } from '@baro/ui';
import { Anchor, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DocumentList } from '../../../components/documents/DocumentList.tsx';
import { DocumentUploadPanel } from '../../../components/documents/DocumentUploadPanel.tsx';
import { SHIPMENT_FILE_TYPES } from '../../../components/documents/document-types.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { hrefs, paths } from '../../../paths.ts';
import { useShipment } from '../api/get-shipment.ts';
import { MilestoneTimes } from './MilestoneTimes.tsx';
import { ShipmentStatusBadge } from './ShipmentStatusBadge.tsx';
import '../../../components/forwarding-rows.css';

/** `/mypage/shipments/:id`: one shipment of the team, its timeline and its documents. */
export function ShipmentDetail({ id }: { id: string }) {
  const { t } = useTranslation();
  const shipment = useShipment(id);
  useDocumentTitle(t('bids.documentTitle.shipment'));
  return (
    <Stack gap="lg">
      <Anchor component={Link} to={paths.mypageShipments} size="sm">
        ← {t('bids.shipment.back')}
      </Anchor>
      {shipment.isPending ? (
        <LoadingState variant="skeleton" rows={8} />
      ) : shipment.isError ? (
        <QueryErrorState query={shipment} />
      ) : (
        <ShipmentView shipment={shipment.data} />
      )}
    </Stack>
  );
}

function ShipmentView({ shipment }: { shipment: Shipment }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const queryClient = useQueryClient();
  const item = (label: string, value: ReactNode) => (
    <div key={label}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );

  return (
    <Stack gap="xl">
      <Group justify="space-between" align="flex-start" gap="sm">
        <div>
          <Title order={1} size="h2">
            {laneLabel(shipment.pol, shipment.pod, language)}
          </Title>
          <Text size="sm" c="dimmed">
            {t(`bids.freightType.${shipment.freightType}`)} · {shipment.pol.code} → {shipment.pod.code}
          </Text>
        </div>
        <ShipmentStatusBadge status={shipment.status} />
      </Group>

      <Section title={t('bids.shipment.summary')} id="shipment-summary">
        <dl className="forwarding-summary">
          {item(t('bids.shipment.partner'), shipment.partner.name)}
          {item(t('bids.shipment.carrier'), shipment.quote.carrier)}
          {item(t('bids.shipment.transitDays'), t('bids.quotes.days', { count: shipment.quote.transitDays }))}
          {item(
            t('bids.shipment.total'),
            `${formatMoney(shipment.quote.totalKRW, 'KRW', language)} (${formatMoney(shipment.quote.totalUSD, 'USD', language)})`,
          )}
          {shipment.quote.services.length > 0
            ? item(
                t('bids.shipment.services'),
                <List size="sm" spacing={2} listStyleType="none" data-testid="shipment-services">
                  {shipment.quote.services.map((status) => (
                    <List.Item key={status.service}>
                      {describeServiceStatus(status, language, { wording: 'customer' })}
                    </List.Item>
                  ))}
                </List>,
              )
            : null}
          {item(
            t('bids.detail.pol'),
            <>
              {placeLabel(shipment.pol, language)}
              <MilestoneTimes times={shipment.departure} kind="departure" />
            </>,
          )}
          {item(
            t('bids.detail.pod'),
            <>
              {placeLabel(shipment.pod, language)}
              <MilestoneTimes times={shipment.arrival} kind="arrival" />
            </>,
          )}
          {item(
            t('bids.shipment.bid'),
            <Anchor component={Link} to={hrefs.bid(shipment.bidId)} size="sm" className="baro-nowrap">
              {shipment.bidNumber}
            </Anchor>,
          )}
          {item(t('bids.detail.requestedAt'), formatDateTime(shipment.createdAt, language))}
        </dl>
      </Section>

      <Section title={t('bids.shipment.timeline')} id="shipment-timeline">
        <Text size="xs" c="dimmed" mb="md">
          {t('bids.shipment.timelineHint')}
        </Text>
        <MilestoneTimeline
          milestones={shipment.milestones}
          pol={shipment.pol}
          pod={shipment.pod}
          label={t('bids.shipment.timeline')}
        />
      </Section>

      <Section title={t('bids.shipment.documents')} id="shipment-documents">
        <Stack gap="md">
          <DocumentList
            files={shipment.documents}
            order={SHIPMENT_FILE_TYPES}
            grouped
            emptyText={t('bids.shipment.documentsEmpty')}
          />
          {shipment.status === 'in_progress' ? (
            <DocumentUploadPanel
              target={{ targetType: 'shipment', targetId: shipment.id }}
              types={SHIPMENT_FILE_TYPES}
              onUploaded={() =>
                void queryClient.invalidateQueries({ queryKey: queryKeys.shipments.detail(shipment.id) })
              }
            />
          ) : (
            <Text size="xs" c="dimmed">
              {t('bids.shipment.completedNotice')}
            </Text>
          )}
        </Stack>
      </Section>
    </Stack>
  );
}

function Section({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <Paper component="section" withBorder radius="md" p={{ base: 'md', xs: 'lg' }} aria-labelledby={id}>
      <Title order={2} size="h4" id={id} mb="md">
        {title}
      </Title>
      {children}
    </Paper>
  );
}
