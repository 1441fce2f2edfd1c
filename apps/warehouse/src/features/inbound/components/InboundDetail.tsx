import { useDocumentTitle, useErrorText, useLanguage } from '@baro/client';
import { formatDateTime, formatDay, INBOUND_RECEIVABLE_STATUSES, type Inbound } from '@baro/core';
import {
  ConfirmDialog,
  LoadingState,
  notifyError,
  notifySuccess,
  PageContainer,
  QueryErrorState,
} from '@baro/ui';
import { Alert, Anchor, Badge, Button, Grid, Group, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Section } from '../../../components/Section.tsx';
import { paths } from '../../../lib/paths.ts';
import { useInbound } from '../api/get-inbound.ts';
import { useArriveInbound, useCompleteInbound } from '../api/inbound-steps.ts';
import { ReceivePanel } from './ReceivePanel.tsx';

/**
 * `/warehouse/inbound/{id}`: receiving one inbound — mark the boxes arrived, count what is in them
 * into locations (a scanner or typed counts), and close it; what was received where, and the
 * discrepancies, beside it.
 */
export function InboundDetail({ id }: { id: string }) {
  const { t } = useTranslation();
  const inbound = useInbound(id);
  useDocumentTitle(inbound.data?.inboundNo ?? t('inbound.detailTitle'));
  if (inbound.isPending) return <LoadingState />;
  if (inbound.isError) {
    return (
      <PageContainer component="div" size={1920} title={t('inbound.detailTitle')}>
        <QueryErrorState query={inbound} />
        <Anchor component={Link} to={paths.inbound} mt="md" display="inline-block">
          {t('common.back')}
        </Anchor>
      </PageContainer>
    );
  }
  return <InboundView inbound={inbound.data} />;
}

function InboundView({ inbound }: { inbound: Inbound }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const errorText = useErrorText();
  const arrive = useArriveInbound();
  const complete = useCompleteInbound();
  const [confirmComplete, setConfirmComplete] = useState(false);
  const receivable = INBOUND_RECEIVABLE_STATUSES.includes(inbound.status);
  const missing = inbound.items.reduce(
    (sum, item) => sum + Math.max(0, item.expectedQuantity - item.receivedQuantity),
    0,
  );

  return (
    <PageContainer
      component="div"
      size={1920}
      title={t('inbound.detailHeading', { inboundNo: inbound.inboundNo })}
      description={`${inbound.teamName} · ${t('inbound.expectedOn', { day: formatDay(inbound.expectedDate, language) })} · ${t('inbound.boxes', { count: inbound.boxes })}`}
      actions={
        <Group gap="xs">
          <Badge size="lg">{t(`inboundStatus.${inbound.status}`)}</Badge>
          {inbound.status === 'requested' ? (
            <Button
              loading={arrive.isPending}
              onClick={() =>
                arrive.mutate(inbound.id, {
                  onSuccess: () => notifySuccess(t('inbound.arrived', { inboundNo: inbound.inboundNo })),
                  onError: (error) => notifyError(errorText(error)),
                })
              }
            >
              {t('inbound.arrive')}
            </Button>
          ) : null}
          {inbound.status === 'arrived' || inbound.status === 'receiving' ? (
            <Button color="teal" onClick={() => setConfirmComplete(true)}>
              {t('inbound.complete')}
            </Button>
          ) : null}
          <Button component={Link} to={paths.inbound} variant="default">
            {t('common.back')}
          </Button>
        </Group>
      }
    >
      <ConfirmDialog
        opened={confirmComplete}
        title={t('inbound.completeTitle', { inboundNo: inbound.inboundNo })}
        message={missing > 0 ? t('inbound.completeShort', { count: missing }) : t('inbound.completeAll')}
        confirmLabel={t('inbound.complete')}
        loading={complete.isPending}
        onClose={() => setConfirmComplete(false)}
        onConfirm={() =>
          complete.mutate(inbound.id, {
            onSuccess: () => {
              setConfirmComplete(false);
              notifySuccess(t('inbound.completed', { inboundNo: inbound.inboundNo }));
            },
            onError: (error) => {
              setConfirmComplete(false);
              notifyError(errorText(error));
            },
          })
        }
      />
      <Grid gap="md">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <Section title={receivable ? t('inbound.receiveTitle') : t('inbound.items')}>
            {receivable ? (
              <ReceivePanel key={inbound.updatedAt} inbound={inbound} />
            ) : (
              <Stack gap="sm">
                {inbound.status === 'canceled' ? (
                  <Alert color="gray" variant="light">
                    {t('inbound.canceledNote')}
                  </Alert>
                ) : null}
                <Table verticalSpacing="xs" striped>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('inbound.columns.sku')}</Table.Th>
                      <Table.Th>{t('inbound.columns.barcode')}</Table.Th>
                      <Table.Th ta="right">{t('inbound.columns.expected')}</Table.Th>
                      <Table.Th ta="right">{t('inbound.columns.received')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {inbound.items.map((item) => (
                      <Table.Tr key={item.id}>
                        <Table.Td>{item.name}</Table.Td>
                        <Table.Td>
                          <code>{item.barcode}</code>
                        </Table.Td>
                        <Table.Td ta="right">{item.expectedQuantity.toLocaleString()}</Table.Td>
                        <Table.Td ta="right">{item.receivedQuantity.toLocaleString()}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Stack>
            )}
          </Section>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <Stack gap="md">
            {inbound.memo ? (
              <Section title={t('inbound.memo')}>
                <Text>{inbound.memo}</Text>
              </Section>
            ) : null}
            <Section title={t('inbound.discrepancies')}>
              {inbound.discrepancies.length === 0 ? (
                <Text c="dimmed">{t('inbound.noDiscrepancies')}</Text>
              ) : (
                <Table verticalSpacing={4}>
                  <Table.Tbody>
                    {inbound.discrepancies.map((line) => (
                      <Table.Tr key={`${line.id}-${line.kind}`}>
                        <Table.Td>{line.name}</Table.Td>
                        <Table.Td>
                          <Badge color={line.kind === 'short' ? 'red' : 'orange'} variant="light">
                            {t(`inbound.discrepancy.${line.kind}`)}
                          </Badge>
                        </Table.Td>
                        <Table.Td ta="right">
                          {line.received.toLocaleString()} / {line.expected.toLocaleString()}
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              )}
            </Section>
            <Section title={t('inbound.receipts')}>
              {inbound.receipts.length === 0 ? (
                <Text c="dimmed">{t('inbound.noReceipts')}</Text>
              ) : (
                <Table verticalSpacing={4}>
                  <Table.Tbody>
                    {inbound.receipts.map((receipt) => (
                      <Table.Tr key={`${receipt.skuId}-${receipt.locationCode}-${receipt.receivedAt}`}>
                        <Table.Td>
                          {inbound.items.find((item) => item.id === receipt.skuId)?.name ?? receipt.skuId}
                        </Table.Td>
                        <Table.Td>
                          <code>{receipt.locationCode}</code>
                        </Table.Td>
                        <Table.Td ta="right">{receipt.quantity.toLocaleString()}</Table.Td>
                        <Table.Td c="dimmed">{formatDateTime(receipt.receivedAt, language)}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              )}
            </Section>
            <Section title={t('inbound.history')}>
              <Stack gap={4} component="ol" className="history">
                {inbound.history.map((entry) => (
                  <li key={`${entry.status}-${entry.at}`}>
                    <Text span fw={700}>
                      {t(`inboundStatus.${entry.status}`)}
                    </Text>{' '}
                    <Text span c="dimmed" size="sm">
                      {formatDateTime(entry.at, language)}
                    </Text>
                    {entry.note ? <Text size="sm">{entry.note}</Text> : null}
                  </li>
                ))}
              </Stack>
            </Section>
          </Stack>
        </Grid.Col>
      </Grid>
    </PageContainer>
  );
}
