import { useErrorText, useExtraHolidays, useLanguage } from '@baro/client';
import {
  bidDeadline,
  type Estimate,
  type EstimateSearchResult,
  formatDate,
  formatDay,
  formatExchangeRate,
} from '@baro/core';
import { ConfirmDialog, EmptyState, notifyError, notifySuccess, toTelHref } from '@baro/ui';
import { Affix, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { type Ref, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { redirectToLogin } from '../../../lib/api.ts';
import { siteConfig } from '../../../lib/site-config.ts';
import { hrefs } from '../../../paths.ts';
import { liveQuotationRequest, useQuotationDownload } from '../api/download-quotation.ts';
import { useEmailEstimate } from '../api/email-estimate.ts';
import { useRequestBids } from '../api/request-bids.ts';
import {
  bestOf,
  type EstimateView,
  filterOptions,
  hasFilters,
  MAX_COMPARE,
  MIN_COMPARE,
  NO_FILTERS,
  viewEstimates,
} from '../estimate-view.ts';
import { rememberPendingBid, takePendingBid } from '../pending-bid.ts';
import { CompareDialog } from './CompareDialog.tsx';
import { type EstimateActions, EstimateCard } from './EstimateCard.tsx';
import { ResultsToolbar } from './ResultsToolbar.tsx';

export interface EstimateResultsProps {
  result: EstimateSearchResult;
  view: EstimateView;
  onViewChange: (view: EstimateView) => void;
  signedIn: boolean;
  headingRef?: Ref<HTMLHeadingElement>;
}

/** The bid request to confirm: from an estimate, or from the search alone (no estimate found). */
type BidTarget = { estimate: Estimate | null } | null;

/**
 * The answer of a search: one card per estimate, sorted and filtered as the address says, with
 * up to three picked for a side-by-side comparison. Each estimate downloads as PDF or XLSX; a
 * member e-mails it to themselves or asks every partner to bid on it (after confirming), a visitor
 * is taken to the login page and back here, where the bid request resumes (its confirmation opens).
 * No estimate at all: bids can still be asked for.
 */
export function EstimateResults({ result, view, onViewChange, signedIn, headingRef }: EstimateResultsProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  // Staff-managed holidays (election days, …) move the deadline as they move the server's.
  const extraHolidays = useExtraHolidays();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const [compareIds, setCompareIds] = useState<string[]>([]);
  const [comparing, setComparing] = useState(false);
  const [bidTarget, setBidTarget] = useState<BidTarget>(null);

  const quotation = useQuotationDownload('realTimeQuotation');
  const emailing = useEmailEstimate();
  const bidding = useRequestBids();

  const logIn = () => redirectToLogin(pathname + search);
  /** A member confirms; a visitor logs in (or signs up) first, and the request resumes here after. */
  const askForBids = (estimate: Estimate | null) => {
    if (signedIn) {
      setBidTarget({ estimate });
      return;
    }
    rememberPendingBid({ estimateLogId: result.estimateLogId, estimateId: estimate?.id ?? null });
    logIn();
  };

  // Back from the login with a bid request asked on these results: its confirmation opens again.
  useEffect(() => {
    if (!signedIn) return;
    const pending = takePendingBid(result.estimateLogId);
    if (pending === null) return;
    const estimate = result.estimates.find((candidate) => candidate.id === pending.estimateId) ?? null;
    // An estimate these results no longer hold is not swapped for the search alone.
    if (pending.estimateId !== null && estimate === null) return;
    setBidTarget({ estimate });
  }, [signedIn, result]);
  const confirmBids = async () => {
    if (!bidTarget) return;
    try {
      const created = await bidding.mutateAsync({
        estimateLogId: result.estimateLogId,
        ...(bidTarget.estimate ? { estimateId: bidTarget.estimate.id } : {}),
      });
      notifySuccess(t('forwarding.quote.bid.created', { number: created.number }));
      navigate(hrefs.bid(created.id));
    } catch (error) {
      setBidTarget(null);
      notifyError(errorText(error));
    }
  };

  const actions: EstimateActions = {
    signedIn,
    pendingDownload: quotation.pending,
    emailing: emailing.isPending ? (emailing.variables?.estimateId ?? null) : null,
    bidding: bidding.isPending ? (bidding.variables?.estimateId ?? null) : null,
    download: (estimate, format) =>
      void quotation.download(
        `${estimate.id}:${format}`,
        liveQuotationRequest({ estimateLogId: result.estimateLogId, estimateId: estimate.id }, format),
      ),
    email: (estimate) =>
      emailing.mutate(
        { estimateLogId: result.estimateLogId, estimateId: estimate.id },
        {
          onSuccess: ({ email }) => notifySuccess(t('forwarding.quote.actions.emailed', { email })),
          onError: (error) => notifyError(errorText(error)),
        },
      ),
    requestBids: (estimate) => askForBids(estimate),
    logIn,
  };

  const shown = viewEstimates(result.estimates, view);
  const options = filterOptions(result.estimates);
  const best = result.estimates.length > 1 ? bestOf(result.estimates) : null;
  const compared = compareIds
    .map((id) => result.estimates.find((estimate) => estimate.id === id))
    .filter((estimate): estimate is Estimate => estimate !== undefined);
  const usd = result.estimates[0]?.exchangeRates.USD;
  const deadline = formatDate(bidDeadline(new Date(), extraHolidays), language, true);

  const toggleCompare = (id: string, checked: boolean) =>
    setCompareIds((ids) =>
      checked ? [...ids.filter((other) => other !== id), id] : ids.filter((other) => other !== id),
    );

  return (
    <section
      aria-labelledby="quote-results-title"
      className="quote-results"
      data-comparing={compareIds.length > 0 || undefined}
    >
      <Stack gap="md">
        <div>
          <Title order={2} size="h3" id="quote-results-title" ref={headingRef} tabIndex={-1}>
            {t('forwarding.quote.results.title', { total: result.estimates.length })}
          </Title>
          {usd ? (
            <Text size="sm" c="dimmed">
              {t('forwarding.quote.results.rateBasis', {
                date: formatDay(result.rateDate, language),
                usd: formatExchangeRate(Number(usd), language),
              })}
            </Text>
          ) : null}
        </div>

        {result.estimates.length === 0 ? (
          <NoEstimates signedIn={signedIn} onRequestBids={() => askForBids(null)} />
        ) : (
          <>
            {result.estimates.length > 1 ? (
              <ResultsToolbar view={view} options={options} onChange={onViewChange} />
            ) : null}
            <Text size="sm" c="dimmed" role="status">
              {hasFilters(view)
                ? t('forwarding.quote.results.filtered', {
                    shown: shown.length,
                    total: result.estimates.length,
                  })
                : t('forwarding.quote.results.sortedBy', {
                    sort: t(
                      view.sort === 'transit'
                        ? 'forwarding.quote.sort.transit'
                        : 'forwarding.quote.sort.price',
                    ),
                  })}
            </Text>
            {shown.length === 0 ? (
              <EmptyState
                headingOrder={3}
                title={t('forwarding.quote.results.noneMatch')}
                description={t('forwarding.quote.results.noneMatchHint')}
                action={
                  <Button variant="light" onClick={() => onViewChange({ ...view, ...NO_FILTERS })}>
                    {t('forwarding.quote.filters.reset')}
                  </Button>
                }
              />
            ) : (
              <Stack gap="sm" component="ul" className="quote-results__list">
                {shown.map((estimate) => {
                  const checked = compareIds.includes(estimate.id);
                  return (
                    <li key={estimate.id}>
                      <EstimateCard
                        estimate={estimate}
                        rateDate={result.rateDate}
                        freightType={result.freightType}
                        cheapest={best?.cheapest.has(estimate.id) ?? false}
                        fastest={best?.fastest.has(estimate.id) ?? false}
                        compare={{
                          checked,
                          disabled: !checked && compareIds.length >= MAX_COMPARE,
                          onChange: (next) => toggleCompare(estimate.id, next),
                        }}
                        actions={actions}
                      />
                    </li>
                  );
                })}
              </Stack>
            )}
            <Text size="xs" c="dimmed">
              {t('forwarding.quote.results.disclaimer')}
            </Text>
          </>
        )}
      </Stack>

      {compareIds.length > 0 ? (
        <Affix position={{ bottom: 16, left: 16, right: 16 }} zIndex={150}>
          <Paper
            shadow="md"
            withBorder
            radius="md"
            p="sm"
            className="compare-bar"
            role="region"
            aria-label={t('forwarding.quote.compare.bar')}
          >
            <Group justify="space-between" gap="sm">
              <Text size="sm" fw={500}>
                {t('forwarding.quote.compare.selected', { count: compareIds.length, max: MAX_COMPARE })}
              </Text>
              <Group gap="xs">
                <Button variant="subtle" size="sm" onClick={() => setCompareIds([])}>
                  {t('forwarding.quote.compare.clear')}
                </Button>
                <Button size="sm" disabled={compared.length < MIN_COMPARE} onClick={() => setComparing(true)}>
                  {t('forwarding.quote.compare.open')}
                </Button>
              </Group>
            </Group>
          </Paper>
        </Affix>
      ) : null}

      <CompareDialog
        opened={comparing && compared.length >= MIN_COMPARE}
        estimates={compared}
        onClose={() => setComparing(false)}
      />

      <ConfirmDialog
        opened={bidTarget !== null}
        title={t('forwarding.quote.bid.confirmTitle')}
        message={
          bidTarget?.estimate
            ? t('forwarding.quote.bid.confirmFrom', { partner: bidTarget.estimate.partner.name, deadline })
            : t('forwarding.quote.bid.confirm', { deadline })
        }
        confirmLabel={t('forwarding.quote.bid.submit')}
        loading={bidding.isPending}
        onConfirm={() => void confirmBids()}
        onClose={() => setBidTarget(null)}
      />
    </section>
  );
}

/** The search found no rate: bids can still be asked for, or support called. */
function NoEstimates({ signedIn, onRequestBids }: { signedIn: boolean; onRequestBids: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const support = siteConfig(language);
  return (
    <EmptyState
      headingOrder={3}
      title={t('forwarding.quote.empty.title')}
      description={t('forwarding.quote.empty.description', { hours: support.supportHours })}
      action={
        <Group justify="center" gap="sm">
          <Button onClick={onRequestBids}>
            {signedIn ? t('forwarding.quote.empty.requestBids') : t('forwarding.quote.actions.logInToBid')}
          </Button>
          <Button component="a" href={toTelHref(support.supportPhone)} variant="default">
            {t('forwarding.quote.empty.callSupport', { phone: support.supportPhone })}
          </Button>
        </Group>
      }
    />
  );
}
