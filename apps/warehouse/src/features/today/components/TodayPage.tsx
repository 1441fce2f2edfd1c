import { useDocumentTitle, useExtraHolidays, useLanguage } from '@baro/client';
import { addBusinessDays, formatDay, ORDER_STATUSES, seoulToday, toSeoulDateString } from '@baro/core';
import { LoadingState, PageContainer, QueryErrorState } from '@baro/ui';
import { Anchor, Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { useInboundCounts, useOrderCounts, useReturnCounts } from '../api/get-counts.ts';
import { lateOrderCount, OPEN_ORDER_STATUSES, openCount } from '../today-model.ts';

export interface TodayPageProps {
  /** The moment the board is for; tests pass one. */
  now?: Date;
}

/**
 * `/warehouse/`: the floor's day at a glance (issue 15) — orders due today per status and the late
 * ones, every order per status, inbound expected today or waiting at the dock, returns waiting for
 * inspection. Every number links to its list.
 */
export function TodayPage({ now }: TodayPageProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  useDocumentTitle(t('today.title'));
  const holidays = useExtraHolidays();
  const today = seoulToday(now);
  const nextDay = toSeoulDateString(addBusinessDays(`${today}T12:00:00+09:00`, 1, holidays));

  const all = useOrderCounts(null);
  const dueToday = useOrderCounts(today);
  const dueNext = useOrderCounts(nextDay);
  const inboundAll = useInboundCounts(null);
  const inboundToday = useInboundCounts(today);
  const returns = useReturnCounts();

  const ordersHref = (status: string, day?: string) =>
    `${paths.orders}?status=${status}${day ? `&promisedShipDate=${day}` : ''}`;

  return (
    <PageContainer
      component="div"
      size={1920}
      title={t('today.title')}
      description={t('today.description', { day: formatDay(today, language) })}
    >
      <SimpleGrid cols={{ base: 1, md: 2, lg: 4 }} spacing="md">
        <Board title={t('today.dueToday')} hint={t('today.dueTodayHint')}>
          {dueToday.data ? (
            <Counts
              rows={[...OPEN_ORDER_STATUSES, 'shipped' as const].map((status) => ({
                key: status,
                label: t(`orderStatus.${status}`),
                count: dueToday.data.counts[status],
                href: ordersHref(status, today),
              }))}
              total={{ label: t('today.stillToShip'), count: openCount(dueToday.data.counts) }}
            />
          ) : (
            <QueryState query={dueToday} />
          )}
        </Board>

        <Board title={t('today.late')} hint={t('today.lateHint')}>
          {all.data && dueToday.data && dueNext.data ? (
            <LateCount
              late={lateOrderCount(all.data.counts, dueToday.data.counts, dueNext.data.counts)}
              waiting={all.data.counts.waiting}
              waitingHref={ordersHref('waiting')}
            />
          ) : (
            <QueryState query={all.isError ? all : dueToday.isError ? dueToday : dueNext} />
          )}
        </Board>

        <Board title={t('today.inbound')} hint={t('today.inboundHint')}>
          {inboundAll.data && inboundToday.data ? (
            <Counts
              rows={[
                {
                  key: 'expected',
                  label: t('today.inboundExpected'),
                  count: inboundToday.data.counts.requested,
                  href: `${paths.inbound}?status=requested&expectedDate=${today}`,
                },
                {
                  key: 'arrived',
                  label: t('inboundStatus.arrived'),
                  count: inboundAll.data.counts.arrived,
                  href: `${paths.inbound}?status=arrived`,
                },
                {
                  key: 'receiving',
                  label: t('inboundStatus.receiving'),
                  count: inboundAll.data.counts.receiving,
                  href: `${paths.inbound}?status=receiving`,
                },
              ]}
            />
          ) : (
            <QueryState query={inboundAll.isError ? inboundAll : inboundToday} />
          )}
        </Board>

        <Board title={t('today.returns')} hint={t('today.returnsHint')}>
          {returns.data ? (
            <Counts
              rows={(['in_transit', 'arrived', 'inspected'] as const).map((status) => ({
                key: status,
                label: t(`today.returnSteps.${status}`),
                count: returns.data.counts[status],
                href: `${paths.returns}?status=${status}`,
              }))}
            />
          ) : (
            <QueryState query={returns} />
          )}
        </Board>
      </SimpleGrid>

      <Paper withBorder p="md" mt="md" component="section" aria-labelledby="all-orders">
        <Title order={2} size="h4" id="all-orders" mb="sm">
          {t('today.allOrders')}
        </Title>
        {all.data ? (
          <Group gap="lg">
            {ORDER_STATUSES.map((status) => (
              <Anchor key={status} component={Link} to={ordersHref(status)}>
                {t(`orderStatus.${status}`)} <strong>{all.data.counts[status]}</strong>
              </Anchor>
            ))}
          </Group>
        ) : (
          <QueryState query={all} />
        )}
      </Paper>
    </PageContainer>
  );
}

function Board({ title, hint, children }: { title: string; hint: string; children: ReactNode }) {
  return (
    <Paper withBorder p="md" component="section" aria-label={title}>
      <Stack gap="xs">
        <div>
          <Title order={2} size="h4">
            {title}
          </Title>
          <Text size="xs" c="dimmed">
            {hint}
          </Text>
        </div>
        {children}
      </Stack>
    </Paper>
  );
}

interface CountRow {
  key: string;
  label: string;
  count: number;
  href: string;
}

function Counts({ rows, total }: { rows: CountRow[]; total?: { label: string; count: number } }) {
  return (
    <Stack gap={6}>
      {rows.map((row) => (
        <Group key={row.key} justify="space-between" wrap="nowrap">
          <Anchor component={Link} to={row.href}>
            {row.label}
          </Anchor>
          <Text fw={700} fz="lg">
            {row.count.toLocaleString()}
          </Text>
        </Group>
      ))}
      {total ? (
        <Group justify="space-between" wrap="nowrap" className="today__total">
          <Text fw={700}>{total.label}</Text>
          <Text fw={800} fz="xl">
            {total.count.toLocaleString()}
          </Text>
        </Group>
      ) : null}
    </Stack>
  );
}

function LateCount({ late, waiting, waitingHref }: { late: number; waiting: number; waitingHref: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap={6}>
      <Group gap="sm" align="baseline">
        <Text fw={800} fz={40} lh={1} c={late > 0 ? 'red.7' : undefined}>
          {late.toLocaleString()}
        </Text>
        {late > 0 ? (
          <Badge color="red" variant="light">
            {t('today.lateBadge')}
          </Badge>
        ) : (
          <Text c="dimmed">{t('today.noneLate')}</Text>
        )}
      </Group>
      <Group justify="space-between" wrap="nowrap">
        <Anchor component={Link} to={waitingHref}>
          {t('today.waitingForStock')}
        </Anchor>
        <Text fw={700} fz="lg">
          {waiting.toLocaleString()}
        </Text>
      </Group>
    </Stack>
  );
}

type CountQuery = Parameters<typeof QueryErrorState>[0]['query'] & { isError: boolean };

function QueryState({ query }: { query: CountQuery }) {
  return query.isError ? (
    <QueryErrorState query={query} headingOrder={3} />
  ) : (
    <LoadingState rows={3} variant="skeleton" />
  );
}
