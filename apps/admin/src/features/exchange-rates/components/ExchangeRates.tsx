import { toErrorBody, useDocumentTitle, useErrorText, useExchangeRates, useLanguage } from '@baro/client';
import {
  EXCHANGE_RATE_CURRENCIES,
  formatDay,
  isCalendarDay,
  putExchangeRatesRequestSchema,
  seoulToday,
  toFieldErrors,
} from '@baro/core';
import {
  type FormError,
  FormErrorAlert,
  LoadingState,
  notifySuccess,
  PageContainer,
  QueryErrorState,
  SubmitButton,
} from '@baro/ui';
import { Alert, Group, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { usePutDayRates } from '../api/put-day-rates.ts';
import { RateImportPanel } from './RateImportPanel.tsx';

/**
 * `/reference/exchange-rates?date=`: a Seoul day's exchange rates (KRW per unit) — the day's own,
 * or, when it has none, the latest earlier day's shown as the starting point — edited and saved as
 * exactly that day's, and many days at once from Excel. Quotes and bids convert with these.
 */
export function ExchangeRates() {
  const { t } = useTranslation();
  useDocumentTitle(t('exchangeRates.title'));
  const [params, setParams] = useSearchParams();
  const asked = params.get('date') ?? '';
  const date = isCalendarDay(asked) ? asked : seoulToday();

  return (
    <PageContainer
      component="div"
      size="xl"
      title={t('exchangeRates.title')}
      description={t('exchangeRates.description')}
    >
      <Stack gap="lg">
        <TextInput
          type="date"
          label={t('exchangeRates.date')}
          value={date}
          w={200}
          onChange={(event) => {
            const next = event.currentTarget.value;
            if (isCalendarDay(next)) setParams(next === seoulToday() ? {} : { date: next });
          }}
        />
        <DayRates key={date} date={date} />
        <RateImportPanel />
      </Stack>
    </PageContainer>
  );
}

function DayRates({ date }: { date: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const errorText = useErrorText();
  const rates = useExchangeRates(date);
  const save = usePutDayRates(date);
  const [draft, setDraft] = useState<Record<string, string> | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<FormError | null>(null);

  if (rates.isPending) return <LoadingState variant="skeleton" rows={4} />;
  // A day before any rates: 404, start from an empty form.
  const missing = rates.isError && toErrorBody(rates.error)?.code === 'NOT_FOUND';
  if (rates.isError && !missing) return <QueryErrorState query={rates} />;
  const shown = rates.data;
  const values =
    draft ??
    Object.fromEntries(
      EXCHANGE_RATE_CURRENCIES.map((code) => [
        code,
        shown?.rates[code] === undefined ? '' : String(shown.rates[code]),
      ]),
    );
  const own = shown?.date === date;

  const set = (code: string, value: string) => {
    setDraft({ ...values, [code]: value });
    setErrors(({ [`rates.${code}`]: _removed, ...rest }) => rest);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    const entered = Object.fromEntries(
      Object.entries(values)
        .filter(([, text]) => text.trim() !== '')
        .map(([code, text]) => {
          const plain = text.replace(/,/g, '').trim();
          return [code, /^\d+(\.\d+)?$/.test(plain) ? Number(plain) : plain];
        }),
    );
    const request = { rates: entered };
    const parsed = putExchangeRatesRequestSchema.safeParse(request);
    if (!parsed.success) {
      const fields = toFieldErrors(parsed.error, language, request);
      setErrors(fields);
      if (fields.rates) setFormError({ message: fields.rates });
      return;
    }
    try {
      await save.mutateAsync(parsed.data);
      setDraft(null);
      notifySuccess(t('exchangeRates.saved', { date: formatDay(date, language) }));
    } catch (error) {
      const body = toErrorBody(error);
      if (body?.fields) setErrors(body.fields);
      setFormError({ ...(body ? { code: body.code } : {}), message: errorText(error) });
    }
  };

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="day-rates">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          <Title order={2} size="h4" id="day-rates">
            {t('exchangeRates.dayTitle', { date: formatDay(date, language) })}
          </Title>
          {own ? null : (
            <Alert variant="light" color="yellow">
              {shown
                ? t('exchangeRates.fromEarlier', { date: formatDay(shown.date, language) })
                : t('exchangeRates.noneYet')}
            </Alert>
          )}
          <Text size="sm" c="dimmed">
            {t('exchangeRates.unitHint')}
          </Text>
          <FormErrorAlert error={formError} language={language} />
          <SimpleGrid cols={{ base: 2, sm: 4, lg: 6 }} spacing="sm">
            {EXCHANGE_RATE_CURRENCIES.map((code) => (
              <TextInput
                key={code}
                label={code}
                inputMode="decimal"
                value={values[code] ?? ''}
                onChange={(event) => set(code, event.currentTarget.value)}
                error={errors[`rates.${code}`]}
              />
            ))}
          </SimpleGrid>
          <Group justify="flex-end">
            <SubmitButton loading={save.isPending}>{t('exchangeRates.save')}</SubmitButton>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
