import { ApiError, useLanguage } from '@baro/client';
import {
  type DetectedCarrier,
  isParcelCompany,
  normalizeInvoiceNo,
  PARCEL_COMPANIES,
  type ParcelCompany,
} from '@baro/core';
import { EmptyState, LoadingState, PageContainer, QueryErrorState, TextField } from '@baro/ui';
import { Alert, Button, Group, NativeSelect, Paper, Stack, Text, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { TrackingTimeline } from '../../../components/tracking/TrackingTimeline.tsx';
import { useCarrierDetection } from '../api/detect-carrier.ts';
import { useCarriers } from '../api/get-carriers.ts';
import { type ParcelLookup, useParcelLookup } from '../api/lookup-parcel.ts';

export const TRACKING_PARAMS = { invoiceNo: 'invoiceNo', parcelCompany: 'parcelCompany' } as const;

/** What the address asks for: a tidied number and the chosen carrier (null: find it). */
export function readTrackingParams(params: URLSearchParams): {
  invoiceNo: string;
  parcelCompany: ParcelCompany | null;
} {
  const invoiceNo = normalizeInvoiceNo(params.get(TRACKING_PARAMS.invoiceNo) ?? '');
  const company = params.get(TRACKING_PARAMS.parcelCompany);
  return { invoiceNo, parcelCompany: isParcelCompany(company) ? company : null };
}

/**
 * The public tracking lookup: a waybill number and, optionally, its carrier (in the address, so a
 * lookup can be shared). Without a carrier the number's detection ranks the carriers: one
 * candidate is used at once, several are offered most likely first, none asks for the carrier.
 * The answer is the shared tracking timeline.
 */
export function TrackingLookup() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [params, setParams] = useSearchParams();
  const asked = readTrackingParams(params);
  const carriers = useCarriers(language);
  const [number, setNumber] = useState(asked.invoiceNo);
  const [company, setCompany] = useState<ParcelCompany | ''>(asked.parcelCompany ?? '');
  const [error, setError] = useState<string | null>(null);

  const detection = useCarrierDetection(asked.invoiceNo, language, asked.parcelCompany === null);
  const candidates = detection.data?.candidates ?? [];
  const detected = asked.parcelCompany === null && candidates.length === 1 ? candidates[0] : undefined;
  const chosen = asked.parcelCompany ?? detected?.parcelCompany ?? null;
  const lookup = useParcelLookup(
    asked.invoiceNo && chosen ? { parcelCompany: chosen, invoiceNo: asked.invoiceNo } : null,
  );

  const ask = (invoiceNo: string, parcelCompany: ParcelCompany | null) => {
    const next = new URLSearchParams();
    next.set(TRACKING_PARAMS.invoiceNo, invoiceNo);
    if (parcelCompany) next.set(TRACKING_PARAMS.parcelCompany, parcelCompany);
    setParams(next);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const invoiceNo = normalizeInvoiceNo(number);
    if (!invoiceNo) {
      setError(t('fulfillment.trackingLookup.invoiceNoRequired'));
      return;
    }
    setError(null);
    ask(invoiceNo, company || null);
  };
  const choose = (candidate: DetectedCarrier) => {
    setCompany(candidate.parcelCompany);
    ask(asked.invoiceNo, candidate.parcelCompany);
  };
  const nameOf = (code: ParcelCompany) =>
    carriers.data?.carriers.find((carrier) => carrier.parcelCompany === code)?.name ??
    (language === 'en' ? PARCEL_COMPANIES[code].nameEn : PARCEL_COMPANIES[code].nameKo);

  return (
    <PageContainer>
      <Stack gap="lg">
        <div>
          <Title order={1}>{t('fulfillment.trackingLookup.title')}</Title>
          <Text c="dimmed">{t('fulfillment.trackingLookup.description')}</Text>
        </div>
        <Paper withBorder p="md" component="form" onSubmit={submit} noValidate>
          <Group align="flex-start" wrap="wrap">
            <TextField
              label={t('fulfillment.trackingLookup.invoiceNo')}
              description={t('fulfillment.trackingLookup.invoiceNoHint')}
              value={number}
              onChange={(event) => setNumber(event.currentTarget.value)}
              error={error}
              inputMode="numeric"
              autoComplete="off"
              required
            />
            <NativeSelect
              label={t('fulfillment.trackingLookup.carrier')}
              value={company}
              onChange={(event) => {
                const value = event.currentTarget.value;
                setCompany(isParcelCompany(value) ? value : '');
              }}
              data={[
                { value: '', label: t('fulfillment.trackingLookup.autoDetect') },
                ...(carriers.data?.carriers ?? []).map((carrier) => ({
                  value: carrier.parcelCompany,
                  label: carrier.name,
                })),
              ]}
            />
            <Button type="submit" mt={24}>
              {t('fulfillment.trackingLookup.submit')}
            </Button>
          </Group>
        </Paper>
        {asked.invoiceNo ? (
          <Answer
            asked={asked}
            detection={detection}
            candidates={candidates}
            detected={detected}
            chosen={chosen}
            lookup={lookup}
            nameOf={nameOf}
            choose={choose}
          />
        ) : null}
      </Stack>
    </PageContainer>
  );
}

function Answer({
  asked,
  detection,
  candidates,
  detected,
  chosen,
  lookup,
  nameOf,
  choose,
}: {
  asked: { invoiceNo: string; parcelCompany: ParcelCompany | null };
  detection: ReturnType<typeof useCarrierDetection>;
  candidates: DetectedCarrier[];
  detected: DetectedCarrier | undefined;
  chosen: ParcelCompany | null;
  lookup: ReturnType<typeof useParcelLookup>;
  nameOf: (code: ParcelCompany) => string;
  choose: (candidate: DetectedCarrier) => void;
}) {
  const { t } = useTranslation();

  if (!chosen) {
    if (detection.isPending) return <LoadingState label={t('fulfillment.trackingLookup.detecting')} />;
    if (detection.isError) return <QueryErrorState query={detection} headingOrder={2} />;
    if (candidates.length === 0)
      return (
        <Alert color="orange" variant="light">
          {t('fulfillment.trackingLookup.noCandidate')}
        </Alert>
      );
    return (
      <Stack gap="xs">
        <Text>{t('fulfillment.trackingLookup.chooseCarrier')}</Text>
        <Group role="group" aria-label={t('fulfillment.trackingLookup.candidatesLabel')}>
          {candidates.map((candidate, index) => (
            <Button
              key={candidate.parcelCompany}
              variant={index === 0 ? 'filled' : 'light'}
              onClick={() => choose(candidate)}
            >
              {candidate.name} · {t(`fulfillment.trackingLookup.likelihood.${candidate.likelihood}`)}
            </Button>
          ))}
        </Group>
      </Stack>
    );
  }

  const ref: ParcelLookup = { parcelCompany: chosen, invoiceNo: asked.invoiceNo };
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="tracking-result">
      <Stack gap="sm">
        <Title order={2} size="h4" id="tracking-result">
          {t('fulfillment.trackingLookup.result', {
            name: nameOf(ref.parcelCompany),
            invoiceNo: ref.invoiceNo,
          })}
        </Title>
        {detected ? (
          <Text size="sm" c="dimmed">
            {t('fulfillment.trackingLookup.detected', { name: detected.name })}
          </Text>
        ) : null}
        {lookup.isPending ? (
          <LoadingState />
        ) : lookup.isError ? (
          lookup.error instanceof ApiError && lookup.error.status === 404 ? (
            <EmptyState
              headingOrder={3}
              title={t('fulfillment.trackingLookup.notFound', { name: nameOf(ref.parcelCompany) })}
            />
          ) : (
            <QueryErrorState query={lookup} headingOrder={3} />
          )
        ) : (
          <TrackingTimeline tracking={lookup.data} />
        )}
      </Stack>
    </Paper>
  );
}
