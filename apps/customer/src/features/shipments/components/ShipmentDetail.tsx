import { formatDate, type ShipmentDetail as Shipment } from '@baro/core';
import { LoadingState } from '@baro/ui';
import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryErrorState } from '../../../components/QueryErrorState.tsx';
import { useLanguage } from '../../../i18n/use-language.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { hrefs, paths } from '../../../paths.ts';
import { formatKRW, formatUSD, laneLabel, placeName } from '../../bids/bid-format.ts';
import { DocumentList } from '../../bids/documents/DocumentList.tsx';
import { DocumentUploadPanel } from '../../bids/documents/DocumentUploadPanel.tsx';
import { SHIPMENT_FILE_TYPES } from '../../bids/documents/document-types.ts';
import { useShipment } from '../api/get-shipment.ts';
import { shipmentKeys } from '../api/shipment-keys.ts';
import { MilestoneTimeline } from './MilestoneTimeline.tsx';
import { MilestoneTimes } from './MilestoneTimes.tsx';
import { ShipmentStatusBadge } from './ShipmentStatusBadge.tsx';
import '../../bids/bids.css';

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
        <dl className="bid-summary">
          {item(t('bids.shipment.partner'), shipment.partner.name)}
          {item(t('bids.shipment.carrier'), shipment.quote.carrier)}
          {item(t('bids.shipment.transitDays'), t('bids.quotes.days', { count: shipment.quote.transitDays }))}
          {item(
            t('bids.shipment.total'),
            `${formatKRW(shipment.quote.totalKRW, language)} (${formatUSD(shipment.quote.totalUSD, language)})`,
          )}
          {item(
            t('bids.detail.pol'),
            <>
              {placeName(shipment.pol, language)} ({shipment.pol.code})
              <MilestoneTimes times={shipment.departure} kind="departure" />
            </>,
          )}
          {item(
            t('bids.detail.pod'),
            <>
              {placeName(shipment.pod, language)} ({shipment.pod.code})
              <MilestoneTimes times={shipment.arrival} kind="arrival" />
            </>,
          )}
          {item(
            t('bids.shipment.bid'),
            <Anchor component={Link} to={hrefs.bid(shipment.bidId)} size="sm">
              {t('bids.shipment.viewBid')}
            </Anchor>,
          )}
          {item(t('bids.detail.requestedAt'), formatDate(shipment.createdAt, language, true))}
        </dl>
      </Section>

      <Section title={t('bids.shipment.timeline')} id="shipment-timeline">
        <Text size="xs" c="dimmed" mb="md">
          {t('bids.shipment.timelineHint')}
        </Text>
        <MilestoneTimeline milestones={shipment.milestones} pol={shipment.pol} pod={shipment.pod} />
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
                void queryClient.invalidateQueries({ queryKey: shipmentKeys.detail(shipment.id) })
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
