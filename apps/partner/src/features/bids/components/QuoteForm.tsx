import { toErrorBody, useErrorText, useLanguage } from '@baro/client';
import type { ExchangeRatesOnDate, PartnerBidDetail, SubmitQuoteRequest } from '@baro/core';
import { formatDay, formatMoney } from '@baro/core';
import { ConfirmDialog, type FormError, FormErrorAlert, SubmitButton } from '@baro/ui';
import {
  Alert,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { type FormEvent, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  checkQuoteDraft,
  DEFAULT_VALIDITY_DAYS,
  draftTotals,
  initialQuoteDraft,
  type QuoteDraft,
  type QuoteLineDraft,
  validityBeforeCargoReady,
  withServiceAnswer,
} from '../quote-form-model.ts';
import { LineItemsEditor } from './LineItemsEditor.tsx';
import { RequestedServicesEditor } from './RequestedServicesEditor.tsx';

export interface QuoteFormProps {
  bid: PartnerBidDetail;
  /** Today's exchange rates for the live totals; undefined while loading or when they failed. */
  exchangeRates: ExchangeRatesOnDate | undefined;
  exchangeRatesFailed?: boolean;
  /** Posts the quote (new or revised); rejects with the API's error. */
  onSubmit: (request: SubmitQuoteRequest) => Promise<unknown>;
  /** Withdraws the live quote; rejects with the API's error. */
  onWithdraw: () => Promise<unknown>;
  /** Called after a successful submit or withdrawal, with what happened. */
  onDone?: (what: 'submitted' | 'revised' | 'withdrawn') => void;
}

type Pending = 'submit' | 'withdraw' | null;

/**
 * The partner's quote on an open request: the requested services, each priced or declined (see
 * RequestedServicesEditor), line items (see LineItemsEditor), live totals in KRW and
 * USD with today's rates, validity, transit days, carrier and memo. Submitting, revising and
 * withdrawing each ask for confirmation. Messages are the contract's, checked before sending, and
 * the server's `fields` land on the same fields when it refuses (in the UI language).
 */
export function QuoteForm({
  bid,
  exchangeRates,
  exchangeRatesFailed = false,
  onSubmit,
  onWithdraw,
  onDone,
}: QuoteFormProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const errorText = useErrorText();
  const formRef = useRef<HTMLFormElement>(null);
  const live = bid.myQuote?.status === 'active' ? bid.myQuote : null;
  const [draft, setDraft] = useState<QuoteDraft>(() => initialQuoteDraft(bid, bid.myQuote, language));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [attempted, setAttempted] = useState(false);
  const [formError, setFormError] = useState<FormError | null>(null);
  const [confirming, setConfirming] = useState<Pending>(null);
  const [pending, setPending] = useState<Pending>(null);
  const [request, setRequest] = useState<SubmitQuoteRequest | null>(null);

  const totals = useMemo(
    () => (exchangeRates ? draftTotals(draft.lines, exchangeRates.rates) : null),
    [draft.lines, exchangeRates],
  );

  const change = (next: QuoteDraft, field?: string) => {
    setDraft(next);
    if (attempted) {
      const check = checkQuoteDraft(next, language, bid.earliestValidUntil);
      setErrors(check.ok ? {} : check.fields);
    } else if (field) {
      setErrors((current) => {
        const { [field]: _removed, ...rest } = current;
        return rest;
      });
    }
  };
  const setField = (field: keyof Omit<QuoteDraft, 'lines' | 'services'>) => (value: string) =>
    change({ ...draft, [field]: value }, field);

  const focusFirstError = () =>
    setTimeout(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);

  const onFormSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAttempted(true);
    setFormError(null);
    const check = checkQuoteDraft(draft, language, bid.earliestValidUntil);
    if (!check.ok) {
      setErrors(check.fields);
      setFormError({ kind: 'input', message: t('quoteForm.fixErrors') });
      focusFirstError();
      return;
    }
    setErrors({});
    setRequest(check.request);
    setConfirming('submit');
  };

  const run = async (what: Exclude<Pending, null>) => {
    setPending(what);
    setFormError(null);
    try {
      if (what === 'submit' && request) await onSubmit(request);
      else if (what === 'withdraw') await onWithdraw();
      setConfirming(null);
      onDone?.(what === 'withdraw' ? 'withdrawn' : live ? 'revised' : 'submitted');
    } catch (error) {
      setConfirming(null);
      const body = toErrorBody(error);
      if (body?.fields) {
        setErrors(body.fields);
        focusFirstError();
      }
      setFormError({ ...(body ? { code: body.code } : {}), message: errorText(error) });
    } finally {
      setPending(null);
    }
  };

  const totalText =
    totals?.state === 'ok'
      ? `${formatMoney(totals.totalKRW, 'KRW', language)} (${formatMoney(totals.totalUSD, 'USD', language)})`
      : '—';

  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="quote-form-title">
      <form ref={formRef} onSubmit={onFormSubmit} noValidate>
        <Stack gap="lg">
          <Title order={2} size="h3" id="quote-form-title">
            {live ? t('quoteForm.reviseTitle') : t('quoteForm.title')}
          </Title>
          <FormErrorAlert error={formError} language={language} />

          <RequestedServicesEditor
            services={draft.services}
            onAnswer={(service, answer) =>
              change(
                withServiceAnswer(draft, service, answer, bid.freightType, language),
                `services.${service}`,
              )
            }
            onReason={(service, reason) =>
              change({
                ...draft,
                services: draft.services.map((item) =>
                  item.service === service ? { ...item, reason } : item,
                ),
              })
            }
            errors={errors}
            disabled={pending !== null}
          />

          <LineItemsEditor
            lines={draft.lines}
            freightType={bid.freightType}
            onChange={(lines: QuoteLineDraft[]) => change({ ...draft, lines })}
            errors={errors}
            disabled={pending !== null}
          />

          <Paper bg="gray.0" p="md" radius="md" aria-live="polite" data-testid="quote-totals">
            <Text fw={700} mb={4}>
              {t('quoteForm.totals')}
            </Text>
            {exchangeRatesFailed ? (
              <Text size="sm" c="red.7">
                {t('quoteForm.ratesUnavailable')}
              </Text>
            ) : !totals ? (
              <Text size="sm" c="dimmed">
                {t('common.loading')}
              </Text>
            ) : totals.state === 'empty' ? (
              <Text size="sm" c="dimmed">
                {t('quoteForm.noTotals')}
              </Text>
            ) : totals.state === 'missingRate' ? (
              <Text size="sm" c="red.7">
                {t('quoteForm.missingRate', { currency: totals.currency })}
              </Text>
            ) : (
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
                <div>
                  <Text size="xs" c="dimmed">
                    {t('quoteForm.totalKRW')}
                  </Text>
                  <Text fw={700} size="lg" data-testid="total-krw">
                    {formatMoney(totals.totalKRW, 'KRW', language)}
                  </Text>
                </div>
                <div>
                  <Text size="xs" c="dimmed">
                    {t('quoteForm.totalUSD')}
                  </Text>
                  <Text fw={700} size="lg" data-testid="total-usd">
                    {formatMoney(totals.totalUSD, 'USD', language)}
                  </Text>
                </div>
              </SimpleGrid>
            )}
            {exchangeRates ? (
              <Text size="xs" c="dimmed" mt={4}>
                {t('quoteForm.ratesOf', { date: formatDay(exchangeRates.date, language) })}
              </Text>
            ) : null}
          </Paper>

          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            <TextInput
              type="date"
              label={t('quoteForm.validUntil')}
              description={t('quoteForm.validUntilHint', {
                date: formatDay(bid.earliestValidUntil, language),
                days: DEFAULT_VALIDITY_DAYS,
              })}
              required
              min={bid.earliestValidUntil}
              value={draft.validUntil}
              onChange={(event) => setField('validUntil')(event.currentTarget.value)}
              error={errors.validUntil}
              disabled={pending !== null}
            />
            <TextInput
              label={t('quoteForm.transitDays')}
              inputMode="numeric"
              required
              rightSection={<Text size="sm">{t('quoteForm.transitDaysSuffix')}</Text>}
              value={draft.transitDays}
              onChange={(event) => setField('transitDays')(event.currentTarget.value)}
              error={errors.transitDays}
              disabled={pending !== null}
            />
            <TextInput
              label={t('quoteForm.carrier')}
              placeholder={t('quoteForm.carrierPlaceholder')}
              required
              value={draft.carrier}
              onChange={(event) => setField('carrier')(event.currentTarget.value)}
              error={errors.carrier}
              disabled={pending !== null}
            />
          </SimpleGrid>
          {validityBeforeCargoReady(draft.validUntil, bid.cargoReadyDate) ? (
            <Alert color="yellow" variant="light" role="status" data-testid="validity-warning">
              <Text size="sm">
                {t('quoteForm.validityBeforeCargoReady', {
                  validUntil: formatDay(draft.validUntil, language),
                  cargoReady: formatDay(bid.cargoReadyDate, language),
                })}
              </Text>
            </Alert>
          ) : null}
          <Textarea
            label={t('quoteForm.memo')}
            placeholder={t('quoteForm.memoPlaceholder')}
            rows={2}
            value={draft.memo}
            onChange={(event) => setField('memo')(event.currentTarget.value)}
            error={errors.memo}
            disabled={pending !== null}
          />

          <Group justify="space-between">
            {live ? (
              <Button
                variant="subtle"
                color="red"
                onClick={() => setConfirming('withdraw')}
                disabled={pending !== null}
              >
                {t('quoteForm.withdraw')}
              </Button>
            ) : (
              <span />
            )}
            <SubmitButton loading={pending === 'submit'}>
              {live ? t('quoteForm.revise') : t('quoteForm.submit')}
            </SubmitButton>
          </Group>
        </Stack>
      </form>

      <ConfirmDialog
        opened={confirming === 'submit'}
        title={live ? t('quoteForm.confirmReviseTitle') : t('quoteForm.confirmSubmitTitle')}
        message={live ? t('quoteForm.confirmRevise') : t('quoteForm.confirmSubmit', { total: totalText })}
        confirmLabel={live ? t('quoteForm.revise') : t('quoteForm.submit')}
        loading={pending === 'submit'}
        onConfirm={() => void run('submit')}
        onClose={() => setConfirming(null)}
      />
      <ConfirmDialog
        opened={confirming === 'withdraw'}
        title={t('quoteForm.confirmWithdrawTitle')}
        message={t('quoteForm.confirmWithdraw')}
        confirmLabel={t('quoteForm.withdraw')}
        tone="danger"
        loading={pending === 'withdraw'}
        onConfirm={() => void run('withdraw')}
        onClose={() => setConfirming(null)}
      />
    </Paper>
  );
}
