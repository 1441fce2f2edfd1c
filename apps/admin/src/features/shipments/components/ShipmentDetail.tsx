import { useDocumentTitle, useLanguage } from '@baro/client';
import { describeServiceStatus, formatDateTime, formatMoney, type MilestoneKind } from '@baro/core';
import {
  Lane,
  LoadingState,
  MilestoneTimeline,
  notifySuccess,
  PageContainer,
  QueryErrorState,
} from '@baro/ui';
import { Anchor, Badge, Button, Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { hrefs, paths } from '../../../lib/paths.ts';
import { useCorrectMilestone } from '../api/correct-milestone.ts';
import { useShipment } from '../api/get-shipment.ts';
import { MilestoneCorrectionForm } from './MilestoneCorrectionForm.tsx';

/**
 * `/shipments/{id}`: a shipment — customer, partner, quote (with how it answered each requested
 * service: priced, declined with the reason, or no answer) and documents — and its milestone
 * timeline (the kit's), each milestone with a "correct" button that opens the correction form.
 */
export function ShipmentDetail({ id }: { id: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const shipment = useShipment(id);
  const correct = useCorrectMilestone(id);
  const [editing, setEditing] = useState<MilestoneKind | null>(null);
  useDocumentTitle(t('shipments.detailTitle', { id }));

  if (shipment.isPending) return <LoadingState />;
  if (shipment.isError) return <QueryErrorState query={shipment} />;
  const detail = shipment.data;
  const rows: [string, ReactNode][] = [
    [
      t('shipments.fields.status'),
      <Badge key="s" variant="light" color={detail.status === 'completed' ? 'gray' : 'blue'}>
        {t(`shipmentStatus.${detail.status}`)}
      </Badge>,
    ],
    [t('shipments.fields.lane'), <Lane key="lane" pol={detail.pol} pod={detail.pod} />],
    [t('shipments.fields.customer'), detail.team.name],
    [
      t('shipments.fields.partner'),
      <Anchor key="partner" component={Link} to={hrefs.partner(detail.partner.id)}>
        {detail.partner.name}
      </Anchor>,
    ],
    [t('shipments.fields.freightType'), t(`freightType.${detail.freightType}`)],
    [
      t('shipments.fields.carrier'),
      `${detail.quote.carrier} · ${t('bids.transitDays', { count: detail.quote.transitDays })}`,
    ],
    [
      t('shipments.fields.total'),
      `${formatMoney(detail.quote.totalKRW, 'KRW', language)} · ${formatMoney(detail.quote.totalUSD, 'USD', language)}`,
    ],
    ...(detail.quote.services.length > 0
      ? ([
          [
            t('shipments.fields.services'),
            <Stack key="services" gap={0} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
              {detail.quote.services.map((status) => (
                <li key={status.service}>{describeServiceStatus(status, language)}</li>
              ))}
            </Stack>,
          ],
        ] satisfies [string, ReactNode][])
      : []),
    [
      t('shipments.fields.bid'),
      <Anchor key="bid" component={Link} to={hrefs.bid(detail.bidId)}>
        {detail.bidNumber}
      </Anchor>,
    ],
  ];

  return (
    <PageContainer
      component="div"
      size="xl"
      title={t('shipments.detailTitle', { id })}
      actions={
        <Group gap="sm">
          <Anchor component={Link} to={paths.shipments}>
            ← {t('common.back')}
          </Anchor>
          <Button component={Link} to={hrefs.auditOf(id)} variant="default">
            {t('shipments.history')}
          </Button>
        </Group>
      }
    >
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="lg">
            <Paper withBorder p="md" component="section" aria-labelledby="shipment-summary">
              <Title order={2} size="h4" id="shipment-summary" mb="sm">
                {t('shipments.summary')}
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
            <Paper withBorder p="md" component="section" aria-labelledby="shipment-documents">
              <Title order={2} size="h4" id="shipment-documents" mb="sm">
                {t('shipments.documents')}
              </Title>
              {detail.documents.length === 0 ? (
                <Text size="sm" c="dimmed">
                  {t('shipments.noDocuments')}
                </Text>
              ) : (
                <Stack gap={4} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
                  {detail.documents.map((document) => (
                    <li key={document.key}>
                      <Text size="sm">
                        {document.fileName}{' '}
                        <Text span size="xs" c="dimmed">
                          {formatDateTime(document.boundAt, language)}
                        </Text>
                      </Text>
                    </li>
                  ))}
                </Stack>
              )}
            </Paper>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Paper withBorder p="md" component="section" aria-labelledby="shipment-timeline">
            <Title order={2} size="h4" id="shipment-timeline">
              {t('shipments.timeline')}
            </Title>
            <Text size="sm" c="dimmed" mb="md">
              {t('shipments.timelineHint')}
            </Text>
            <MilestoneTimeline
              milestones={detail.milestones}
              pol={detail.pol}
              pod={detail.pod}
              label={t('shipments.timeline')}
              renderActions={(milestone, name) =>
                editing === milestone.kind ? (
                  <MilestoneCorrectionForm
                    milestone={milestone}
                    onSubmit={(request) => correct.mutateAsync(request)}
                    onCancel={() => setEditing(null)}
                    onSaved={() => {
                      setEditing(null);
                      notifySuccess(t('shipments.corrected', { milestone: name }));
                    }}
                  />
                ) : (
                  <div>
                    <Button
                      size="compact-sm"
                      variant="light"
                      mt={4}
                      onClick={() => setEditing(milestone.kind)}
                      aria-label={t('shipments.correctTitle', { milestone: name })}
                    >
                      {t('shipments.correct')}
                    </Button>
                  </div>
                )
              }
            />
          </Paper>
        </Grid.Col>
      </Grid>
    </PageContainer>
  );
}
