import { LoadingState, PageContainer } from '@baro/ui';
import { Alert, Anchor, Badge, Button, Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Lane } from '../../components/Lane.tsx';
import { QueryErrorState } from '../../components/QueryErrorState.tsx';
import { usePostMilestone, useShipment } from '../../features/shipments/api.ts';
import { MilestoneTimeline } from '../../features/shipments/MilestoneTimeline.tsx';
import { useErrorText } from '../../i18n/use-error-text.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { downloadFrom, fileLink } from '../../lib/download.ts';
import { formatDateTime, formatMoney } from '../../lib/format.ts';
import { hrefs, paths } from '../../lib/paths.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** `/shipments/:id`: the shipment, its milestone timeline with an update form per milestone, and documents. */
export function Component() {
  const { t } = useTranslation();
  const language = useLanguage();
  const errorText = useErrorText();
  const { id = '' } = useParams();
  useDocumentTitle(t('shipment.documentTitle', { id }));
  const shipment = useShipment(id);
  const post = usePostMilestone(id);

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
                <dl className="definition-grid">
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
                        <Lane
                          key="lane"
                          pol={{
                            code: shipment.data.pol.code,
                            nameKo: shipment.data.pol.nameKo,
                            nameEn: shipment.data.pol.nameEn,
                          }}
                          pod={{
                            code: shipment.data.pod.code,
                            nameKo: shipment.data.pod.nameKo,
                            nameEn: shipment.data.pod.nameEn,
                          }}
                        />,
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
                      [
                        t('shipment.fields.bid'),
                        <Anchor key="bid" component={Link} to={hrefs.bid(shipment.data.bidId)}>
                          {shipment.data.bidId}
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
                          onClick={() =>
                            void downloadFrom(
                              () => fileLink(document.key),
                              {
                                started: t('rates.downloadStarted'),
                                failed: errorText,
                              },
                              document.fileName,
                            )
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
                editable={shipment.data.status !== 'completed'}
                onUpdate={(update) => post.mutateAsync(update)}
              />
            </Paper>
          </Grid.Col>
        </Grid>
      )}
    </PageContainer>
  );
}
