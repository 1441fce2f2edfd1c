import { toErrorBody, useDocumentTitle, useErrorText, useLanguage } from '@baro/client';
import {
  createHolidayRequestSchema,
  type ExtraHoliday,
  formatDay,
  seoulToday,
  toFieldErrors,
} from '@baro/core';
import {
  ConfirmDialog,
  type FormError,
  FormErrorAlert,
  LoadingState,
  notifyError,
  notifySuccess,
  PageContainer,
  QueryErrorState,
  SubmitButton,
} from '@baro/ui';
import {
  Badge,
  Button,
  Grid,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useAddHoliday, useRemoveHoliday } from '../api/change-holiday.ts';
import { useHolidayYear } from '../api/get-holiday-year.ts';

const EMPTY = { date: '', nameKo: '', nameEn: '' };

/**
 * `/calendar?year=`: a year's holidays — SPEC §9's (fixed, Lunar New Year and Chuseok, substitute
 * days) and staff's (elections, temporary holidays) — with adding and removing staff's. Every
 * business-day rule counts them; open bids' deadlines move at once, and the toast says how many.
 */
export function HolidayCalendar() {
  const { t } = useTranslation();
  const language = useLanguage();
  const errorText = useErrorText();
  useDocumentTitle(t('calendar.title'));
  const [params, setParams] = useSearchParams();
  const thisYear = Number(seoulToday().slice(0, 4));
  const requested = Number(params.get('year'));
  const year = Number.isInteger(requested) && requested >= 2000 && requested <= 2100 ? requested : thisYear;
  const calendar = useHolidayYear(year);
  const add = useAddHoliday();
  const remove = useRemoveHoliday();
  const [draft, setDraft] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<FormError | null>(null);
  const [removing, setRemoving] = useState<ExtraHoliday | null>(null);

  const goTo = (next: number) => setParams(next === thisYear ? {} : { year: String(next) });
  const set = (field: keyof typeof EMPTY, value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _removed, ...rest }) => rest);
  };
  const moved = (count: number) =>
    count > 0 ? t('calendar.movedBids', { count }) : t('calendar.noBidsMoved');

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    const parsed = createHolidayRequestSchema.safeParse(draft);
    if (!parsed.success) {
      setErrors(toFieldErrors(parsed.error, language, draft));
      return;
    }
    try {
      const change = await add.mutateAsync(parsed.data);
      notifySuccess(
        `${t('calendar.added', { date: formatDay(change.holiday.date, language) })} ${moved(change.movedBids.length)}`,
      );
      setDraft(EMPTY);
    } catch (error) {
      const body = toErrorBody(error);
      if (body?.fields) setErrors(body.fields);
      setFormError({ ...(body ? { code: body.code } : {}), message: errorText(error) });
    }
  };

  const removeOne = async (holiday: ExtraHoliday) => {
    try {
      const change = await remove.mutateAsync(holiday.date);
      notifySuccess(
        `${t('calendar.removed', { date: formatDay(holiday.date, language) })} ${moved(change.movedBids.length)}`,
      );
    } catch (error) {
      notifyError(errorText(error));
    } finally {
      setRemoving(null);
    }
  };

  const weekday = (day: string) =>
    new Intl.DateTimeFormat(language === 'ko' ? 'ko-KR' : 'en-US', {
      weekday: 'short',
      timeZone: 'UTC',
    }).format(new Date(`${day}T00:00:00Z`));

  return (
    <PageContainer
      component="div"
      size="xl"
      title={t('calendar.title')}
      description={t('calendar.description')}
    >
      <Stack gap="lg">
        <Group gap="sm">
          <Button variant="default" onClick={() => goTo(year - 1)} aria-label={t('calendar.previousYear')}>
            ←
          </Button>
          <Title order={2} size="h3">
            {t('calendar.year', { year })}
          </Title>
          <Button variant="default" onClick={() => goTo(year + 1)} aria-label={t('calendar.nextYear')}>
            →
          </Button>
        </Group>
        {calendar.isPending ? (
          <LoadingState variant="skeleton" rows={6} />
        ) : calendar.isError ? (
          <QueryErrorState query={calendar} />
        ) : (
          <Grid gap="lg">
            <Grid.Col span={{ base: 12, md: 7 }}>
              <Paper withBorder p="md" component="section" aria-labelledby="calendar-extra">
                <Title order={3} size="h4" id="calendar-extra" mb="sm">
                  {t('calendar.extra')}
                </Title>
                {calendar.data.extra.length === 0 ? (
                  <Text c="dimmed" size="sm">
                    {t('calendar.noExtra')}
                  </Text>
                ) : (
                  <Table verticalSpacing="xs">
                    <Table.Tbody>
                      {calendar.data.extra.map((holiday) => (
                        <Table.Tr key={holiday.date}>
                          <Table.Td className="baro-nowrap">
                            {formatDay(holiday.date, language)} ({weekday(holiday.date)})
                          </Table.Td>
                          <Table.Td>
                            {language === 'ko' ? holiday.nameKo : holiday.nameEn}
                            <Text size="xs" c="dimmed">
                              {holiday.createdBy
                                ? t('calendar.addedBy', { name: holiday.createdBy.name })
                                : t('calendar.official')}
                            </Text>
                          </Table.Td>
                          <Table.Td>
                            <Button
                              size="compact-sm"
                              variant="light"
                              color="red"
                              onClick={() => setRemoving(holiday)}
                              aria-label={t('calendar.removeLabel', { date: holiday.date })}
                            >
                              {t('common.delete')}
                            </Button>
                          </Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                )}
                <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('calendar.add')}>
                  <Stack gap="sm" mt="md">
                    <Title order={4} size="h5">
                      {t('calendar.add')}
                    </Title>
                    <FormErrorAlert error={formError} language={language} />
                    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
                      <TextInput
                        type="date"
                        label={t('calendar.date')}
                        required
                        value={draft.date}
                        onChange={(event) => set('date', event.currentTarget.value)}
                        error={errors.date}
                      />
                      <TextInput
                        label={t('calendar.nameKo')}
                        required
                        value={draft.nameKo}
                        onChange={(event) => set('nameKo', event.currentTarget.value)}
                        error={errors.nameKo}
                        maxLength={50}
                      />
                      <TextInput
                        label={t('calendar.nameEn')}
                        required
                        value={draft.nameEn}
                        onChange={(event) => set('nameEn', event.currentTarget.value)}
                        error={errors.nameEn}
                        maxLength={50}
                      />
                    </SimpleGrid>
                    <Text size="xs" c="dimmed">
                      {t('calendar.addHint')}
                    </Text>
                    <Group justify="flex-end">
                      <SubmitButton loading={add.isPending}>{t('calendar.add')}</SubmitButton>
                    </Group>
                  </Stack>
                </form>
              </Paper>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 5 }}>
              <Paper withBorder p="md" component="section" aria-labelledby="calendar-builtin">
                <Title order={3} size="h4" id="calendar-builtin" mb="xs">
                  {t('calendar.builtIn')}
                </Title>
                <Text size="xs" c="dimmed" mb="sm">
                  {t('calendar.builtInHint')}
                </Text>
                <Group gap={6}>
                  {calendar.data.builtIn.map((day) => (
                    <Badge key={day} variant="light" color="gray" size="lg">
                      {formatDay(day, language)} ({weekday(day)})
                    </Badge>
                  ))}
                </Group>
              </Paper>
            </Grid.Col>
          </Grid>
        )}
      </Stack>
      <ConfirmDialog
        opened={removing !== null}
        title={t('calendar.removeTitle')}
        message={removing ? t('calendar.removeBody', { date: formatDay(removing.date, language) }) : ''}
        confirmLabel={t('common.delete')}
        tone="danger"
        loading={remove.isPending}
        onConfirm={() => removing && void removeOne(removing)}
        onClose={() => setRemoving(null)}
        language={language}
      />
    </PageContainer>
  );
}
