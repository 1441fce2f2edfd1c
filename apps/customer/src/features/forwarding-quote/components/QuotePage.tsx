import { toErrorBody } from '@baro/client';
import { LoadingState, PageContainer, QueryErrorState } from '@baro/ui';
import { Alert, Stack } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useHasSession } from '../../../lib/session.ts';
import { useEstimateLog } from '../api/get-estimate-log.ts';
import { useSearchEstimates } from '../api/search-estimates.ts';
import { type EstimateView, readEstimateView, writeEstimateView } from '../estimate-view.ts';
import {
  defaultQuoteValues,
  hasSearchParams,
  parseQuoteParams,
  QUOTE_PARAMS,
  type QuoteFormValues,
  quoteParamsOf,
  toSearchRequest,
  valuesOfResult,
  wantsSearchAtOnce,
} from '../quote-search.ts';
import { EstimateResults } from './EstimateResults.tsx';
import { QuoteSearchForm } from './QuoteSearchForm.tsx';
import { SearchSummary } from './SearchSummary.tsx';

/**
 * `/forwarding/quote`: the search form and its answer. Everything lives in the address: the
 * search (reload or share it and the form comes back filled in), the estimate log it produced
 * (`log`, read back with `GET /api/searchEstimate/{id}` instead of searching again) and how the
 * results are sorted and filtered. A log this visitor may not read (another team's) leaves the
 * filled-in form to search again. An address with `run=1` (the landing's entry) searches as the
 * page opens, replacing itself with the result's address so Back returns to where it came from.
 */
export function QuotePage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const signedIn = useHasSession();
  const logId = params.get(QUOTE_PARAMS.log) || null;
  const log = useEstimateLog(logId);
  const search = useSearchEstimates();
  const [editing, setEditing] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusResults = useRef(false);

  const fromAddress = hasSearchParams(params);
  const initialValues = fromAddress
    ? parseQuoteParams(params)
    : log.data
      ? valuesOfResult(log.data)
      : defaultQuoteValues();
  // A new search in the address (back/forward, a link) starts the form over with its values.
  const formKey = fromAddress
    ? quoteParamsOf(initialValues).toString()
    : log.data
      ? `log:${log.data.estimateLogId}`
      : 'new';
  const logMissing = log.isError && toErrorBody(log.error)?.code === 'NOT_FOUND';
  const formOpen = logId === null || editing || log.isError;
  const searchAtOnce = wantsSearchAtOnce(params);

  const onSearch = async (values: QuoteFormValues) => {
    const result = await search.mutateAsync(toSearchRequest(values));
    const next = quoteParamsOf(values);
    next.set(QUOTE_PARAMS.log, result.estimateLogId);
    focusResults.current = true;
    setEditing(false);
    setParams(next, { preventScrollReset: true, replace: searchAtOnce });
  };

  // After a search, the focus moves to the results' heading (announced; the page scrolls there).
  useEffect(() => {
    if (!focusResults.current || !log.data) return;
    focusResults.current = false;
    const heading = headingRef.current;
    heading?.focus({ preventScroll: true });
    heading?.scrollIntoView?.({ block: 'start' });
  }, [log.data]);

  const view = readEstimateView(params);
  const changeView = (next: EstimateView) =>
    setParams((current) => writeEstimateView(current, next), { replace: true, preventScrollReset: true });

  return (
    <PageContainer
      component="div"
      title={t('forwarding.quote.title')}
      description={t('forwarding.quote.description')}
      size="lg"
    >
      <Stack gap="lg" className="quote-page">
        {logMissing ? (
          <Alert color="yellow" variant="light" title={t('forwarding.quote.logMissing.title')}>
            {signedIn ? t('forwarding.quote.logMissing.member') : t('forwarding.quote.logMissing.visitor')}
          </Alert>
        ) : null}
        {formOpen ? (
          <QuoteSearchForm
            key={formKey}
            initialValues={initialValues}
            onSearch={onSearch}
            searching={search.isPending}
            submitOnOpen={searchAtOnce}
            {...(editing && log.data ? { onCancel: () => setEditing(false) } : {})}
          />
        ) : log.data ? (
          <SearchSummary result={log.data} onEdit={() => setEditing(true)} />
        ) : null}

        {logId === null ? (
          search.isPending ? (
            <LoadingState variant="skeleton" rows={6} label={t('forwarding.quote.results.loading')} />
          ) : null
        ) : log.isPending ? (
          <LoadingState variant="skeleton" rows={6} label={t('forwarding.quote.results.loading')} />
        ) : log.isError ? (
          logMissing ? null : (
            <QueryErrorState query={log} headingOrder={2} />
          )
        ) : (
          <EstimateResults
            result={log.data}
            view={view}
            onViewChange={changeView}
            signedIn={signedIn}
            headingRef={headingRef}
          />
        )}
      </Stack>
    </PageContainer>
  );
}
