import { useDocumentTitle, useErrorText, useLanguage } from '@baro/client';
import { formatDateTime, formatDay, pickWaveError, type Wave } from '@baro/core';
import {
  ConfirmDialog,
  LoadingState,
  notifyError,
  notifySuccess,
  PageContainer,
  QueryErrorState,
  useLinkDownload,
} from '@baro/ui';
import { Anchor, Badge, Button, Grid, Group, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Section } from '../../../components/Section.tsx';
import { hrefs, paths } from '../../../lib/paths.ts';
import { useWave } from '../api/get-wave.ts';
import { getPickListLink, useCancelWave, useReleaseWave } from '../api/wave-steps.ts';

import { PickTaskForm } from './PickTaskForm.tsx';
import { waveFiltersText, waveSizeText } from './wave-words.ts';

const STATE_COLOR = { pending: 'gray', picked: 'green', short: 'orange' } as const;

/**
 * `/warehouse/waves/{id}`: one wave at the desk — its pick tasks in location-path order (each
 * confirmed here with the pieces taken; fewer is a short pick), its orders and where each stands,
 * the pick list PDF, and sending it to the handhelds or cancelling it (both confirmed first).
 */
export function WaveDetail({ id }: { id: string }) {
  const { t } = useTranslation();
  const wave = useWave(id);
  useDocumentTitle(wave.data?.waveNo ?? t('waves.detailTitle'));

  if (wave.isPending) return <LoadingState />;
  if (wave.isError) {
    return (
      <PageContainer component="div" size={1920} title={t('waves.detailTitle')}>
        <QueryErrorState query={wave} />
        <Anchor component={Link} to={paths.waves} mt="md" display="inline-block">
          {t('common.back')}
        </Anchor>
      </PageContainer>
    );
  }
  return <WaveView wave={wave.data} />;
}

function WaveView({ wave }: { wave: Wave }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const errorText = useErrorText();
  const release = useReleaseWave();
  const cancel = useCancelWave();
  const pickList = useLinkDownload();
  const [confirm, setConfirm] = useState<'release' | 'cancel' | null>(null);
  const picking = pickWaveError(wave.status) === null;
  const when = (at: string | null) => (at ? formatDateTime(at, language) : t('common.none'));

  const run = (step: 'release' | 'cancel') => {
    const mutation = step === 'release' ? release : cancel;
    mutation.mutate(wave.id, {
      onSuccess: () => {
        setConfirm(null);
        notifySuccess(t(step === 'release' ? 'waves.released' : 'waves.cancelled', { waveNo: wave.waveNo }));
      },
      onError: (error) => {
        setConfirm(null);
        notifyError(errorText(error));
      },
    });
  };

  return (
    <PageContainer
      component="div"
      size={1920}
      title={t('waves.detailHeading', { waveNo: wave.waveNo })}
      description={`${wave.warehouse.name} · ${waveFiltersText(wave, t, language)}`}
      actions={
        <Group gap="xs">
          <Badge size="lg">{t(`waveStatus.${wave.status}`)}</Badge>
          <Button
            variant="light"
            loading={pickList.pending === wave.id}
            onClick={() =>
              void pickList.download(() => getPickListLink(wave.id), {
                id: wave.id,
                fileName: `${wave.waveNo}.pdf`,
              })
            }
          >
            {t('waves.downloadPickList')}
          </Button>
          {wave.status === 'open' ? (
            <Button onClick={() => setConfirm('release')}>{t('waves.release')}</Button>
          ) : null}
          {picking ? (
            <Button color="red" variant="light" onClick={() => setConfirm('cancel')}>
              {t('waves.cancel')}
            </Button>
          ) : null}
          <Button component={Link} to={paths.waves} variant="default">
            {t('common.back')}
          </Button>
        </Group>
      }
    >
      <ConfirmDialog
        opened={confirm === 'release'}
        title={t('waves.releaseTitle', { waveNo: wave.waveNo })}
        message={t('waves.releaseMessage')}
        confirmLabel={t('waves.release')}
        loading={release.isPending}
        onClose={() => setConfirm(null)}
        onConfirm={() => run('release')}
        language={language}
      />
      <ConfirmDialog
        opened={confirm === 'cancel'}
        title={t('waves.cancelTitle', { waveNo: wave.waveNo })}
        message={t('waves.cancelMessage')}
        confirmLabel={t('waves.cancel')}
        tone="danger"
        loading={cancel.isPending}
        onClose={() => setConfirm(null)}
        onConfirm={() => run('cancel')}
        language={language}
        labels={{ cancel: t('waves.keep') }}
      />
      <Grid gap="md">
        <Grid.Col span={{ base: 12, xl: 8 }}>
          <Section title={t('waves.tasks')}>
            {wave.tasks.length === 0 ? (
              <Text c="dimmed">{t('waves.noTasks')}</Text>
            ) : (
              <>
                {picking ? (
                  <Text size="sm" c="dimmed" mb="xs">
                    {t('waves.shortHint')}
                  </Text>
                ) : null}
                <div className="baro-table-scroll">
                  <Table verticalSpacing="xs" striped>
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th ta="right">{t('waves.taskColumns.no')}</Table.Th>
                        <Table.Th>{t('waves.taskColumns.location')}</Table.Th>
                        <Table.Th>{t('waves.taskColumns.sku')}</Table.Th>
                        <Table.Th ta="right">{t('waves.taskColumns.quantity')}</Table.Th>
                        <Table.Th>{t('waves.taskColumns.orders')}</Table.Th>
                        <Table.Th>{t('waves.taskColumns.pick')}</Table.Th>
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {wave.tasks.map((task, i) => (
                        <Table.Tr key={task.id}>
                          <Table.Td ta="right">{i + 1}</Table.Td>
                          <Table.Td>
                            <code>{task.location.code}</code>
                          </Table.Td>
                          <Table.Td>
                            {task.sku.name}
                            <Text size="xs" c="dimmed">
                              <code>{task.sku.barcode}</code>
                            </Text>
                          </Table.Td>
                          <Table.Td ta="right" fw={700}>
                            {task.quantity.toLocaleString()}
                          </Table.Td>
                          <Table.Td>
                            <Text size="sm">
                              {task.orders
                                .map((o) => `${o.orderNo} (${o.quantity.toLocaleString()})`)
                                .join(', ')}
                            </Text>
                          </Table.Td>
                          <Table.Td>
                            {task.pickedQuantity === null && picking ? (
                              <PickTaskForm wave={wave} task={task} />
                            ) : (
                              <Group gap={6} wrap="nowrap">
                                <Badge color={STATE_COLOR[task.state]} variant="light">
                                  {t(`pickState.${task.state}`)}
                                </Badge>
                                {task.pickedQuantity !== null ? (
                                  <Text size="sm">
                                    {t('waves.pickedQuantity', {
                                      picked: task.pickedQuantity.toLocaleString(),
                                      quantity: task.quantity.toLocaleString(),
                                    })}
                                  </Text>
                                ) : null}
                              </Group>
                            )}
                          </Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                </div>
              </>
            )}
          </Section>
        </Grid.Col>
        <Grid.Col span={{ base: 12, xl: 4 }}>
          <Stack gap="md">
            <Section title={t('waves.info')}>
              <dl className="facts">
                <dt>{t('waves.totals')}</dt>
                <dd>{waveSizeText(wave.totals, t)}</dd>
                <dt>{t('waves.columns.progress')}</dt>
                <dd>
                  {t('waves.progress', {
                    done: wave.totals.tasksConfirmed.toLocaleString(),
                    total: wave.totals.tasks.toLocaleString(),
                  })}
                  {' · '}
                  {t('waves.picked', {
                    picked: wave.totals.unitsPicked.toLocaleString(),
                    units: wave.totals.units.toLocaleString(),
                  })}
                  {wave.totals.tasksShort > 0
                    ? ` · ${t('waves.short', { n: wave.totals.tasksShort.toLocaleString() })}`
                    : ''}
                </dd>
                <dt>{t('waves.createdAt')}</dt>
                <dd>{when(wave.createdAt)}</dd>
                <dt>{t('waves.releasedAt')}</dt>
                <dd>{when(wave.releasedAt)}</dd>
                <dt>{t('waves.pickedAt')}</dt>
                <dd>{when(wave.pickedAt)}</dd>
                {wave.cancelledAt ? (
                  <>
                    <dt>{t('waves.cancelledAt')}</dt>
                    <dd>{when(wave.cancelledAt)}</dd>
                  </>
                ) : null}
              </dl>
            </Section>
            <Section title={t('waves.orders')}>
              <Table verticalSpacing="xs">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('waves.orderColumns.order')}</Table.Th>
                    <Table.Th>{t('waves.orderColumns.promised')}</Table.Th>
                    <Table.Th ta="right">{t('waves.orderColumns.quantity')}</Table.Th>
                    <Table.Th>{t('waves.orderColumns.pick')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {wave.orders.map((order) => (
                    <Table.Tr key={order.id}>
                      <Table.Td>
                        <Anchor component={Link} to={hrefs.order(order.id)}>
                          {order.orderNo}
                        </Anchor>
                        <Text size="xs" c="dimmed">
                          {order.teamName} · {order.recipientName} · {t(`orderStatus.${order.status}`)}
                        </Text>
                      </Table.Td>
                      <Table.Td className="baro-nowrap">
                        {formatDay(order.promisedShipDate, language)}
                      </Table.Td>
                      <Table.Td ta="right">{order.quantity.toLocaleString()}</Table.Td>
                      <Table.Td>
                        <Badge color={STATE_COLOR[order.pickState]} variant="light">
                          {t(`pickState.${order.pickState}`)}
                        </Badge>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Section>
          </Stack>
        </Grid.Col>
      </Grid>
    </PageContainer>
  );
}
