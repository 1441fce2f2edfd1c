import { toErrorBody, useLanguage } from '@baro/client';
import {
  type EstimateSearchResult,
  FREIGHT_TYPES,
  type FreightType,
  formatDate,
  formatDay,
  formatMoney,
  placeLabel,
} from '@baro/core';
import { EmptyState, LoadingState, PageContainer, QueryErrorState } from '@baro/ui';
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { redirectToLogin } from '../../../lib/api.ts';
import { useHasSession } from '../../../lib/session.ts';
import { hrefs } from '../../../paths.ts';
import { emailedEstimateRequest, useQuotationDownload } from '../api/download-quotation.ts';
import { useEstimateLog } from '../api/get-estimate-log.ts';
import { QUOTE_PARAMS, quoteParamsOf, valuesOfResult } from '../quote-search.ts';
import { useDayCount } from '../use-day-count.ts';
import { EstimateLines } from './EstimateLines.tsx';
import { useCargoSummary } from './SearchSummary.tsx';

/** The estimate page's query parameters (the e-mail's link). */
export const ESTIMATE_PAGE_PARAMS = { estimateId: 'estimateId', freightType: 'freightType' } as const;

const isFreightType = (value: string | null): value is FreightType =>
  FREIGHT_TYPES.includes(value as FreightType);

/** The results page of the log: every estimate of that search, to compare or to ask for bids. */
function resultsHref(result: EstimateSearchResult): string {
  const params = quoteParamsOf(valuesOfResult(result));
  params.set(QUOTE_PARAMS.log, result.estimateLogId);
  return hrefs.forwardingQuote(params);
}

/**
 * `/forwarding/estimate/:estimateLogId?estimateId=&freightType=` — the page an estimate e-mail
 * links to: the logged search and that estimate with its line items, and its quotation through
 * `PUT /api/searchEstimate/download/{estimateId}` (PDF; XLSX on request). A team's log needs its
 * members' session: a visitor is offered the login page, which comes back here.
 */
export function EstimatePage({ estimateLogId }: { estimateLogId: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const dayCount = useDayCount();
  const cargo = useCargoSummary();
  const [params] = useSearchParams();
  const { pathname, search } = useLocation();
  const signedIn = useHasSession();
  const log = useEstimateLog(estimateLogId);
  const quotation = useQuotationDownload('emailEstimate');

  const estimateId = params.get(ESTIMATE_PAGE_PARAMS.estimateId);
  const askedFreight = params.get(ESTIMATE_PAGE_PARAMS.freightType);

  if (log.isPending) {
    return (
      <PageContainer component="div" title={t('forwarding.estimate.title')}>
        <LoadingState variant="skeleton" rows={8} />
      </PageContainer>
    );
  }

  if (log.isError) {
    const notFound = toErrorBody(log.error)?.code === 'NOT_FOUND';
    return (
      <PageContainer component="div" title={t('forwarding.estimate.title')}>
        {!notFound ? (
          <QueryErrorState query={log} />
        ) : signedIn ? (
          <EmptyState
            title={t('forwarding.estimate.notFound')}
            description={t('forwarding.estimate.notFoundHint')}
            action={
              <Button component={Link} to={hrefs.forwardingQuote()}>
                {t('forwarding.estimate.newSearch')}
              </Button>
            }
          />
        ) : (
          <EmptyState
            title={t('forwarding.estimate.loginTitle')}
            description={t('forwarding.estimate.loginHint')}
            action={<Button onClick={() => redirectToLogin(pathname + search)}>{t('nav.login')}</Button>}
          />
        )}
      </PageContainer>
    );
  }

  const result = log.data;
  const estimate = result.estimates.find((candidate) => candidate.id === estimateId);
  if (!estimate) {
    return (
      <PageContainer component="div" title={t('forwarding.estimate.title')}>
        <EmptyState
          title={t('forwarding.estimate.notFound')}
          description={t('forwarding.estimate.notInLog')}
          action={
            <Button component={Link} to={resultsHref(result)}>
              {t('forwarding.estimate.allResults')}
            </Button>
          }
        />
      </PageContainer>
    );
  }

  const freightType = isFreightType(askedFreight) ? askedFreight : result.freightType;
  const target = { estimateLogId: result.estimateLogId, estimateId: estimate.id, freightType };

  return (
    <PageContainer
      component="div"
      title={t('forwarding.estimate.title')}
      description={t('forwarding.estimate.description', {
        date: formatDate(result.createdAt, language, true),
      })}
    >
      <Stack gap="lg">
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
          <Stack gap="md">
            <Group justify="space-between" align="flex-start" gap="md">
              <Stack gap={4}>
                <Title order={2} size="h3">
                  {estimate.partner.name}
                </Title>
                <Text c="dimmed" size="sm">
                  {t('forwarding.quote.results.carrier', { carrier: estimate.carrier })}
                </Text>
              </Stack>
              <div className="estimate-card__price">
                <Text size="xs" c="dimmed">
                  {t('forwarding.quote.results.total')}
                </Text>
                <Text fw={800} fz="1.5rem" lh={1.2}>
                  {formatMoney(estimate.totalKRW, 'KRW', language)}
                </Text>
                <Text size="sm" c="dimmed">
                  {formatMoney(estimate.totalUSD, 'USD', language)}
                </Text>
              </div>
            </Group>
            <dl className="baro-definitions">
              <div>
                <dt>{t('forwarding.estimate.lane')}</dt>
                <dd>
                  {placeLabel(result.pol, language)} → {placeLabel(result.pod, language)}
                </dd>
              </div>
              <div>
                <dt>{t('forwarding.quote.form.freightType')}</dt>
                <dd>
                  <Badge variant="light">{t(`forwarding.freightTypes.${result.freightType}`)}</Badge>{' '}
                  {result.incoterms}
                </dd>
              </div>
              <div>
                <dt>{t('forwarding.quote.form.cargoReadyDate')}</dt>
                <dd>{formatDay(result.cargoReadyDate, language)}</dd>
              </div>
              <div>
                <dt>{t('forwarding.estimate.cargo')}</dt>
                <dd>{cargo(result)}</dd>
              </div>
              <div>
                <dt>{t('forwarding.quote.results.transit')}</dt>
                <dd>{dayCount(estimate.transitDays)}</dd>
              </div>
              <div>
                <dt>{t('forwarding.quote.results.validUntil')}</dt>
                <dd>{formatDay(estimate.validUntil, language)}</dd>
              </div>
            </dl>
            <Group gap="sm">
              <Button
                loading={quotation.pending === 'pdf'}
                onClick={() => void quotation.download('pdf', emailedEstimateRequest(target, 'pdf'))}
              >
                {t('forwarding.estimate.downloadPdf')}
              </Button>
              <Button
                variant="default"
                loading={quotation.pending === 'xlsx'}
                onClick={() => void quotation.download('xlsx', emailedEstimateRequest(target, 'xlsx'))}
              >
                {t('forwarding.estimate.downloadXlsx')}
              </Button>
              <Button component={Link} to={resultsHref(result)} variant="subtle">
                {t('forwarding.estimate.allResults')}
              </Button>
            </Group>
          </Stack>
        </Paper>

        <section aria-labelledby="estimate-lines-title">
          <Title order={2} size="h4" id="estimate-lines-title" mb="sm">
            {t('forwarding.estimate.lines')}
          </Title>
          <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }}>
            <EstimateLines estimate={estimate} rateDate={result.rateDate} freightType={result.freightType} />
          </Paper>
          <Text size="xs" c="dimmed" mt="sm">
            {t('forwarding.quote.results.disclaimer')}
          </Text>
        </section>
      </Stack>
    </PageContainer>
  );
}
