import { fileDownloadRequest, useDocumentTitle, useLanguage } from '@baro/client';
import { describeServiceStatus, formatDateTime, formatMoney, type MilestoneKind } from '@baro/core';
import {
  Lane,
  LoadingState,
  MilestoneTimeline,
  notifySuccess,
  PageContainer,
  QueryErrorState,
  useLinkDownload,
} from '@baro/ui';
import { Alert, Anchor, Badge, Button, Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { apiClient } from '../../../lib/api.ts';
import { hrefs, paths } from '../../../lib/paths.ts';
import { useShipment } from '../api/get-shipment.ts';
import { usePostMilestone } from '../api/post-milestone.ts';
import { MilestoneUpdateForm } from './MilestoneUpdateForm.tsx';

/**
 * `/shipments/:id`: the shipment, its documents, and the milestone timeline (the kit's, as the
 * customer sees it) with an update button per milestone that opens its form, one at a time.
 */
export function ShipmentDetail({ id }: { id: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const links = useLinkDownload();
  useDocumentTitle(t('shipment.documentTitle', { id }));
  const shipment = useShipment(id);
  const post = usePostMilestone(id);
  const [editing, setEditing] = useState<MilestoneKind | null>(null);

  return (
    <PageContainer
      component="div"
      size="xl"
      title={t('shipment.title', { id })}
      actions={
        <Anchor component={Link} to={paths.shipments}>
          ← {t('common.back')}
        </Anchor>
      }
    >
      {shipment.isPending ? (
        <LoadingState variant="skeleton" rows={8} />
      ) : shipment.isError ? (
        <QueryErrorState query={shipment} />
      ) : (
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Stack gap="lg">
              <Paper withBorder p="lg" component="section" aria-labelledby="shipment-summary">
                <Title order={2} size="h3" id="shipment-summary" mb="md">
                  {t('shipment.summary')}
                </Title>
                <dl className="baro-definitions">
                  {(
                    [
                      [
                        t('shipment.fields.status'),
                        <Badge
                          key="s"
                          variant="light"
                          color={shipment.data.status === 'completed' ? 'gray' : 'blue'}
                        >
                          {t(`shipmentStatus.${shipment.data.status}`)}
                        </Badge>,
                      ],
                      [
                        t('bids.columns.lane'),
                        <Lane key="lane" pol={shipment.data.pol} pod={shipment.data.pod} />,
                      ],
                      [t('shipment.fields.customer'), shipment.data.team.name],
                      [t('shipment.fields.freightType'), t(`freightType.${shipment.data.freightType}`)],
                      [t('shipment.fields.carrier'), shipment.data.quote.carrier],
                      [
                        t('shipment.fields.transitDays'),
                        t('shipment.transitDays', { count: shipment.data.quote.transitDays }),
                      ],
                      [
                        t('shipment.fields.total'),
                        `${formatMoney(shipment.data.quote.totalKRW, 'KRW', language)} · ${formatMoney(shipment.data.quote.totalUSD, 'USD', language)}`,
                      ],
                      ...(shipment.data.quote.services.length > 0
                        ? [
                            [
                              t('shipment.fields.services'),
                              <span key="services" data-testid="shipment-services">
                                {shipment.data.quote.services
                                  .map((status) => describeServiceStatus(status, language))
                                  .join(' · ')}
                              </span>,
                            ],
                          ]
                        : []),
                      [
                        t('shipment.fields.bid'),
                        <Anchor key="bid" component={Link} to={hrefs.bid(shipment.data.bidId)}>
                          {shipment.data.bidNumber}
                        </Anchor>,
                      ],
                    ] as [string, ReactNode][]
                  ).map(([label, value]) => (
                    <div key={label}>
                      <dt>{label}</dt>
                      <dd>{value}</dd>
                    </div>
                  ))}
                </dl>
              </Paper>
              <Paper withBorder p="lg" component="section" aria-labelledby="shipment-documents">
                <Title order={2} size="h3" id="shipment-documents" mb="md">
                  {t('shipment.documents')}
                </Title>
                {shipment.data.documents.length === 0 ? (
                  <Text size="sm" c="dimmed">
                    {t('shipment.noDocuments')}
                  </Text>
                ) : (
                  <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
                    {shipment.data.documents.map((document) => (
                      <Group key={document.key} component="li" justify="space-between" wrap="nowrap">
                        <div style={{ minWidth: 0 }}>
                          <Text size="sm" fw={500} truncate="end">
                            {document.fileName}
                          </Text>
                          <Text size="xs" c="dimmed">
                            {t(`fileType.${document.fileType}`)} ·{' '}
                            {formatDateTime(document.boundAt, language)}
                          </Text>
                        </div>
                        <Button
                          size="compact-sm"
                          variant="light"
                          loading={links.pending === document.key}
                          aria-label={`${t('shipment.download')}: ${document.fileName}`}
                          onClick={() =>
                            void links.download(() => apiClient.request(fileDownloadRequest(document.key)), {
                              fileName: document.fileName,
                              id: document.key,
                            })
                          }
                        >
                          {t('shipment.download')}
                        </Button>
                      </Group>
                    ))}
                  </Stack>
                )}
              </Paper>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Paper withBorder p="lg" component="section" aria-labelledby="shipment-timeline">
              <Title order={2} size="h3" id="shipment-timeline">
                {t('shipment.timeline')}
              </Title>
              <Text size="sm" c="dimmed" mb="md">
                {t('shipment.timelineHint')}
              </Text>
              {shipment.data.status === 'completed' ? (
                <Alert color="gray" variant="light" mb="md">
                  {t('shipment.completedNotice')}
                </Alert>
              ) : null}
              <MilestoneTimeline
                milestones={shipment.data.milestones}
                pol={shipment.data.pol}
                pod={shipment.data.pod}
                label={t('shipment.timeline')}
                renderActions={(milestone, name) =>
                  shipment.data.status === 'completed' ? null : editing === milestone.kind ? (
                    <MilestoneUpdateForm
                      milestone={milestone}
                      onSubmit={(update) => post.mutateAsync(update)}
                      onCancel={() => setEditing(null)}
                      onSaved={() => {
                        setEditing(null);
                        notifySuccess(t('shipment.saved', { milestone: name }));
                      }}
                    />
                  ) : (
                    <div>
                      <Button
                        size="compact-sm"
                        variant="light"
                        mt={4}
                        onClick={() => setEditing(milestone.kind)}
                        aria-label={t('shipment.updateTitle', { milestone: name })}
                      >
                        {t('shipment.update')}
                      </Button>
                    </div>
                  )
                }
              />
            </Paper>
          </Grid.Col>
        </Grid>
      )}
    </PageContainer>
  );
}
