import { useDocumentTitle, useErrorText, useLanguage } from '@baro/client';
import { formatDateTime, isCalendarDay, type VesselSchedule } from '@baro/core';
import {
  ConfirmDialog,
  EmptyState,
  Lane,
  LoadingState,
  LocationPicker,
  notifyError,
  notifySuccess,
  PageContainer,
  QueryErrorState,
} from '@baro/ui';
import { Button, Group, Paper, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useDeleteSchedule } from '../api/change-schedule.ts';
import { useSchedules } from '../api/get-schedules.ts';
import { ScheduleForm } from './ScheduleForm.tsx';

/**
 * `/reference/schedules?pol=&pod=&from=`: vessel sailings by departure (from today in Seoul unless
 * another day is chosen), more on request; sailings are added and deleted here.
 */
export function ScheduleAdmin() {
  const { t } = useTranslation();
  const language = useLanguage();
  const errorText = useErrorText();
  useDocumentTitle(t('schedules.title'));
  const [params, setParams] = useSearchParams();
  const pol = params.get('pol') ?? '';
  const pod = params.get('pod') ?? '';
  const from = params.get('from') ?? '';
  const schedules = useSchedules({
    ...(pol ? { pol } : {}),
    ...(pod ? { pod } : {}),
    ...(isCalendarDay(from) ? { from } : {}),
  });
  const remove = useDeleteSchedule();
  const [deleting, setDeleting] = useState<VesselSchedule | null>(null);

  const setFilter = (name: 'pol' | 'pod' | 'from', value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    setParams(next);
  };

  const confirmDelete = async (schedule: VesselSchedule) => {
    try {
      await remove.mutateAsync(schedule.id);
      notifySuccess(t('schedules.deleted', { vessel: schedule.vessel, voyage: schedule.voyage }));
    } catch (error) {
      notifyError(errorText(error));
    } finally {
      setDeleting(null);
    }
  };

  const items = schedules.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <PageContainer
      component="div"
      size="xl"
      title={t('schedules.title')}
      description={t('schedules.description')}
    >
      <Stack gap="lg">
        <Paper withBorder p="md" component="section" aria-labelledby="schedule-add">
          <Title order={2} size="h4" id="schedule-add" mb="sm">
            {t('schedules.add')}
          </Title>
          <ScheduleForm />
        </Paper>
        <Group align="flex-end" gap="sm" wrap="wrap">
          <LocationPicker
            label={t('schedules.fields.pol')}
            kind="sea"
            value={pol}
            onChange={(code) => setFilter('pol', code)}
            language={language}
            w={220}
          />
          <LocationPicker
            label={t('schedules.fields.pod')}
            kind="sea"
            value={pod}
            onChange={(code) => setFilter('pod', code)}
            language={language}
            w={220}
          />
          <TextInput
            type="date"
            label={t('schedules.from')}
            value={from}
            onChange={(event) => setFilter('from', event.currentTarget.value)}
          />
          {pol || pod || from ? (
            <Button variant="subtle" onClick={() => setParams({})}>
              {t('common.reset')}
            </Button>
          ) : null}
        </Group>
        {schedules.isPending ? (
          <LoadingState variant="skeleton" rows={6} />
        ) : schedules.isError ? (
          <QueryErrorState query={schedules} />
        ) : items.length === 0 ? (
          <EmptyState title={t('schedules.empty')} />
        ) : (
          <div className="baro-table-scroll">
            <Table striped verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('schedules.fields.vessel')}</Table.Th>
                  <Table.Th>{t('schedules.lane')}</Table.Th>
                  <Table.Th>{t('schedules.fields.cutoff')}</Table.Th>
                  <Table.Th>{t('schedules.fields.etd')}</Table.Th>
                  <Table.Th>{t('schedules.fields.eta')}</Table.Th>
                  <Table.Th>{t('common.actions')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((schedule) => (
                  <Table.Tr key={schedule.id}>
                    <Table.Td>
                      {schedule.vessel} {schedule.voyage}
                      <Text size="xs" c="dimmed">
                        {schedule.carrier}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Lane pol={schedule.pol} pod={schedule.pod} />
                      <Text size="xs" c="dimmed">
                        {t('schedules.transitDays', { count: schedule.transitDays })}
                      </Text>
                    </Table.Td>
                    <Table.Td className="baro-nowrap">
                      {schedule.cutoffAt ? formatDateTime(schedule.cutoffAt, language) : '—'}
                    </Table.Td>
                    <Table.Td className="baro-nowrap">{formatDateTime(schedule.etd, language)}</Table.Td>
                    <Table.Td className="baro-nowrap">{formatDateTime(schedule.eta, language)}</Table.Td>
                    <Table.Td>
                      <Button
                        size="compact-sm"
                        variant="light"
                        color="red"
                        onClick={() => setDeleting(schedule)}
                        aria-label={t('schedules.deleteLabel', {
                          vessel: schedule.vessel,
                          voyage: schedule.voyage,
                        })}
                      >
                        {t('common.delete')}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            {schedules.hasNextPage ? (
              <Group justify="center" mt="sm">
                <Button
                  variant="default"
                  loading={schedules.isFetchingNextPage}
                  onClick={() => void schedules.fetchNextPage()}
                >
                  {t('schedules.more')}
                </Button>
              </Group>
            ) : null}
          </div>
        )}
      </Stack>
      <ConfirmDialog
        opened={deleting !== null}
        title={t('schedules.deleteTitle')}
        message={
          deleting ? t('schedules.deleteMessage', { vessel: deleting.vessel, voyage: deleting.voyage }) : ''
        }
        confirmLabel={t('common.delete')}
        tone="danger"
        loading={remove.isPending}
        onConfirm={() => deleting && void confirmDelete(deleting)}
        onClose={() => setDeleting(null)}
        language={language}
      />
    </PageContainer>
  );
}
