import { useDocumentTitle, useLanguage } from '@baro/client';
import { type FulfillmentDashboard, formatDay, ORDER_STATUSES } from '@baro/core';
import { LoadingState, QueryErrorState } from '@baro/ui';
import { Alert, Anchor, Group, Paper, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { fulfillmentHrefs, fulfillmentPaths } from '../../../fulfillment-paths.ts';
import { useDashboard } from '../api/get-dashboard.ts';
import { ScreenHeader } from './ScreenHeader.tsx';

/** `/mypage/fulfillment`: the overview (`GET /api/fulfillment/dashboard`). */
export function Dashboard() {
  const { t } = useTranslation();
  useDocumentTitle(t('fulfillment.documentTitle.dashboard'));
  const dashboard = useDashboard();
  return (
    <Stack gap="lg">
      <ScreenHeader
        title={t('fulfillment.dashboard.title')}
        description={t('fulfillment.dashboard.description')}
      />
      {dashboard.isPending ? (
        <LoadingState />
      ) : dashboard.isError ? (
        <QueryErrorState query={dashboard} />
      ) : (
        <DashboardView data={dashboard.data} />
      )}
    </Stack>
  );
}

function DashboardView({ data }: { data: FulfillmentDashboard }) {
  const { t, i18n } = useTranslation();
  const language = useLanguage();
  const n = (value: number) => value.toLocaleString(i18n.language);
  const { today, onTime } = data;
  return (
    <Stack gap="lg">
      {!today.isBusinessDay ? <Alert color="gray">{t('fulfillment.dashboard.holiday')}</Alert> : null}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
        <Card
          title={t('fulfillment.dashboard.ordersToday')}
          hint={t('fulfillment.dashboard.today', { date: formatDay(today.date, language) })}
        >
          <Text fz={28} fw={700}>
            {n(today.orders)}
          </Text>
          <Text size="xs" c="dimmed">
            {t('fulfillment.dashboard.cutOff', { time: today.cutOffTime })} ·{' '}
            {t('fulfillment.dashboard.beforeCutOff', { count: today.beforeCutOff })} ·{' '}
            {t('fulfillment.dashboard.afterCutOff', { count: today.afterCutOff })}
          </Text>
        </Card>
        <Card title={t('fulfillment.dashboard.dueToday')}>
          <Text fz={28} fw={700}>
            {n(today.dueToday)}
          </Text>
          <Text size="xs" c="dimmed">
            {t('fulfillment.dashboard.shippedToday', { shipped: today.shippedToday, due: today.dueToday })}
          </Text>
        </Card>
        <Card title={t('fulfillment.dashboard.onTime')}>
          {onTime.rate === null ? (
            <Text size="sm" c="dimmed">
              {t('fulfillment.dashboard.onTimeNone')}
            </Text>
          ) : (
            <>
              <Text fz={28} fw={700}>
                {Math.round(onTime.rate * 1000) / 10}%
              </Text>
              <Progress value={onTime.rate * 100} size="sm" aria-label={t('fulfillment.dashboard.onTime')} />
              <Text size="xs" c="dimmed">
                {t('fulfillment.dashboard.onTimeDetail', {
                  from: formatDay(onTime.from, language),
                  to: formatDay(onTime.to, language),
                  due: onTime.due,
                  shipped: onTime.shippedOnTime,
                })}
              </Text>
            </>
          )}
        </Card>
        <Card title={t('fulfillment.dashboard.pendingInbound')}>
          <Anchor component={Link} to={fulfillmentPaths.inbounds} fz={28} fw={700}>
            {t('fulfillment.dashboard.count', { count: data.pendingInbound })}
          </Anchor>
          <Text size="xs" c="dimmed">
            {t('fulfillment.dashboard.pendingReturns')}{' '}
            {t('fulfillment.dashboard.count', { count: data.pendingReturns })}
          </Text>
        </Card>
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Card title={t('fulfillment.dashboard.byStatus')}>
          <Stack component="ul" gap={4} p={0} m={0} style={{ listStyle: 'none' }}>
            {ORDER_STATUSES.map((status) => (
              <Group component="li" key={status} justify="space-between">
                <Anchor component={Link} to={`${fulfillmentPaths.orders}?status=${status}`} size="sm">
                  {t(`fulfillment.order.status.${status}`)}
                </Anchor>
                <Text size="sm" fw={600} className="fulfillment-num">
                  {n(data.ordersByStatus[status])}
                </Text>
              </Group>
            ))}
          </Stack>
        </Card>
        <Card title={t('fulfillment.dashboard.lowStock')}>
          {data.lowStock.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('fulfillment.dashboard.lowStockNone')}
            </Text>
          ) : (
            <Stack component="ul" gap={4} p={0} m={0} style={{ listStyle: 'none' }}>
              {data.lowStock.map((sku) => (
                <Group component="li" key={sku.id} justify="space-between" wrap="wrap">
                  <Anchor component={Link} to={fulfillmentHrefs.sku(sku.id)} size="sm">
                    {sku.name}
                  </Anchor>
                  <Text size="xs" c="red">
                    {t('fulfillment.dashboard.lowStockLine', {
                      available: sku.available,
                      threshold: sku.threshold,
                    })}
                  </Text>
                </Group>
              ))}
            </Stack>
          )}
        </Card>
      </SimpleGrid>
    </Stack>
  );
}

function Card({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={title}>
      <Stack gap={6}>
        <Title order={2} size="h6">
          {title}
        </Title>
        {hint ? (
          <Text size="xs" c="dimmed">
            {hint}
          </Text>
        ) : null}
        {children}
      </Stack>
    </Paper>
  );
}
