import { useErrorText } from '@baro/client';
import type { VesselSchedule } from '@baro/core';
import { EmptyState, LoadingState, PageContainer, QueryErrorState, TextField } from '@baro/ui';
import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { type ComponentType, type ReactNode, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { type ScheduleFilters, useSchedules } from '../api/list-schedules.ts';
import { useLoadMoreSentinel } from '../use-load-more-sentinel.ts';
import { ScheduleList } from './ScheduleList.tsx';

/** The port picker the page is given (the forwarding feature's location search). */
export interface SchedulePortFieldProps {
  label: ReactNode;
  kind: 'sea';
  value: string;
  onChange: (code: string) => void;
  placeholder?: string;
}

export interface SchedulePageProps {
  PortField: ComponentType<SchedulePortFieldProps>;
  /** A link to the quote page for a sailing's lane. */
  quoteHref?: (schedule: VesselSchedule) => string;
}

export const SCHEDULE_PARAMS = { pol: 'pol', pod: 'pod', from: 'from' } as const;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const CODE = /^[A-Z0-9]{3,5}$/;

/** The filters an address carries (`?pol=CNSHA&pod=KRPUS&from=2026-03-02`); unreadable ones are ignored. */
export function readScheduleFilters(params: URLSearchParams): ScheduleFilters {
  const code = (key: string) => {
    const value = params.get(key)?.trim().toUpperCase() ?? '';
    return CODE.test(value) ? value : '';
  };
  const from = params.get(SCHEDULE_PARAMS.from) ?? '';
  return {
    pol: code(SCHEDULE_PARAMS.pol),
    pod: code(SCHEDULE_PARAMS.pod),
    from: DATE.test(from) ? from : '',
  };
}

/**
 * `/forwarding/schedule`: vessel sailings by departure, filtered by ports of loading and discharge
 * and a first departure day (in the address), loaded page by page as the list scrolls into view
 * (a "load more" button does the same by keyboard or without IntersectionObserver). The shell
 * keeps the scroll position on this path (SPEC §2), so changing a filter does not jump.
 */
export function SchedulePage({ PortField, quoteHref }: SchedulePageProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [params, setParams] = useSearchParams();
  const filters = readScheduleFilters(params);
  const schedules = useSchedules(filters);
  const sentinel = useRef<HTMLDivElement>(null);

  const items = schedules.data?.pages.flatMap((page) => page.items) ?? [];
  const canLoadMore =
    schedules.hasNextPage && !schedules.isFetchingNextPage && !schedules.isFetchNextPageError;
  useLoadMoreSentinel(sentinel, () => void schedules.fetchNextPage(), canLoadMore);

  const setFilter = (key: keyof ScheduleFilters, value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(SCHEDULE_PARAMS[key], value);
        else next.delete(SCHEDULE_PARAMS[key]);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  const filtered = filters.pol !== '' || filters.pod !== '' || filters.from !== '';

  return (
    <PageContainer
      component="div"
      title={t('forwarding.schedule.title')}
      description={t('forwarding.schedule.description')}
    >
      <Stack gap="lg">
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
          <form aria-label={t('forwarding.schedule.filters')} onSubmit={(event) => event.preventDefault()}>
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
              <PortField
                label={t('forwarding.schedule.pol')}
                kind="sea"
                value={filters.pol}
                onChange={(code) => setFilter('pol', code)}
                placeholder={t('forwarding.schedule.anyPort')}
              />
              <PortField
                label={t('forwarding.schedule.pod')}
                kind="sea"
                value={filters.pod}
                onChange={(code) => setFilter('pod', code)}
                placeholder={t('forwarding.schedule.anyPort')}
              />
              <TextField
                type="date"
                label={t('forwarding.schedule.from')}
                description={t('forwarding.schedule.fromHint')}
                value={filters.from}
                onChange={(event) => setFilter('from', event.currentTarget.value)}
              />
            </SimpleGrid>
            {filtered ? (
              <Group justify="flex-end" mt="sm">
                <Button variant="subtle" onClick={() => setParams(new URLSearchParams(), { replace: true })}>
                  {t('forwarding.schedule.reset')}
                </Button>
              </Group>
            ) : null}
          </form>
        </Paper>

        <section aria-labelledby="schedule-results-title">
          <Text component="h2" id="schedule-results-title" className="baro-visually-hidden">
            {t('forwarding.schedule.results')}
          </Text>
          {schedules.isPending ? (
            <LoadingState variant="skeleton" rows={8} label={t('forwarding.schedule.loading')} />
          ) : schedules.isError && items.length === 0 ? (
            <QueryErrorState query={schedules} />
          ) : items.length === 0 ? (
            <EmptyState
              title={t('forwarding.schedule.empty')}
              description={
                filtered ? t('forwarding.schedule.emptyFiltered') : t('forwarding.schedule.emptyHint')
              }
              action={
                filtered ? (
                  <Button variant="light" onClick={() => setParams(new URLSearchParams(), { replace: true })}>
                    {t('forwarding.schedule.reset')}
                  </Button>
                ) : undefined
              }
            />
          ) : (
            <Stack gap="md">
              <Text size="sm" c="dimmed" role="status">
                {schedules.hasNextPage
                  ? t('forwarding.schedule.shown', { count: items.length })
                  : t('forwarding.schedule.all', { count: items.length })}
              </Text>
              <ScheduleList items={items} {...(quoteHref ? { quoteHref } : {})} />
              <div ref={sentinel} className="schedule-sentinel" aria-hidden="true" />
              {schedules.isFetchNextPageError ? (
                <Alert color="red" variant="light" role="alert" title={t('forwarding.schedule.moreFailed')}>
                  <Stack gap="xs" align="flex-start">
                    <Text size="sm">{errorText(schedules.error)}</Text>
                    <Button size="xs" variant="light" onClick={() => void schedules.fetchNextPage()}>
                      {t('common.actions.retry')}
                    </Button>
                  </Stack>
                </Alert>
              ) : schedules.hasNextPage ? (
                <Group justify="center">
                  <Button
                    variant="default"
                    loading={schedules.isFetchingNextPage}
                    onClick={() => void schedules.fetchNextPage()}
                  >
                    {t('forwarding.schedule.loadMore')}
                  </Button>
                </Group>
              ) : null}
            </Stack>
          )}
        </section>
      </Stack>
    </PageContainer>
  );
}
