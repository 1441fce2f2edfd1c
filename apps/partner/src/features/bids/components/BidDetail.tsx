import { useDocumentTitle, useExchangeRates } from '@baro/client';
import { Lane, LoadingState, notifySuccess, PageContainer, QueryErrorState } from '@baro/ui';
import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { usePartnerBid } from '../api/get-partner-bid.ts';
import { useSubmitQuote } from '../api/submit-quote.ts';
import { useWithdrawQuote } from '../api/withdraw-quote.ts';
import { BidRequestDetails } from './BidRequestDetails.tsx';
import { MyQuoteSummary } from './MyQuoteSummary.tsx';

// The form (line editor, charge catalogue, totals) loads with the first open request shown,
// not with the page: a closed request or a partner only browsing never downloads it.
const QuoteForm = lazy(() => import('./QuoteForm.tsx').then((module) => ({ default: module.QuoteForm })));

/**
 * `/bids/:id`: the request (no customer identity), the quote form while quoting is open (with
 * today's exchange rates for the live totals), and this partner's quote once it is closed or
 * withdrawn.
 */
export function BidDetail({ id }: { id: string }) {
  const { t } = useTranslation();
  useDocumentTitle(t('bid.documentTitle', { id }));
  const bid = usePartnerBid(id);
  const rates = useExchangeRates();
  const submit = useSubmitQuote(id);
  const withdraw = useWithdrawQuote(id);

  return (
    <PageContainer
      component="div"
      size="xl"
      title={bid.data ? <Lane pol={bid.data.pol} pod={bid.data.pod} /> : t('bids.title')}
      description={t('bid.notice')}
      actions={
        <Anchor component={Link} to={paths.bids}>
          ← {t('common.back')}
        </Anchor>
      }
    >
      {bid.isPending ? (
        <LoadingState variant="skeleton" rows={8} />
      ) : bid.isError ? (
        <QueryErrorState query={bid} />
      ) : (
        <Stack gap="lg">
          <BidRequestDetails bid={bid.data} />
          {bid.data.open ? (
            <Suspense fallback={<LoadingState variant="skeleton" rows={6} />}>
              <QuoteForm
                key={bid.data.myQuote ? `${bid.data.myQuote.id}-${bid.data.myQuote.status}` : 'new'}
                bid={bid.data}
                exchangeRates={rates.data}
                exchangeRatesFailed={rates.isError}
                onSubmit={(request) => submit.mutateAsync(request)}
                onWithdraw={() => withdraw.mutateAsync()}
                onDone={(what) =>
                  notifySuccess(
                    t(
                      what === 'withdrawn'
                        ? 'quoteForm.withdrawn'
                        : what === 'revised'
                          ? 'quoteForm.revised'
                          : 'quoteForm.submitted',
                    ),
                  )
                }
              />
            </Suspense>
          ) : (
            <Alert color="gray" variant="light">
              <Text size="sm">{t('bid.closedNotice')}</Text>
            </Alert>
          )}
          {bid.data.myQuote && (!bid.data.open || bid.data.myQuote.status === 'withdrawn') ? (
            <MyQuoteSummary quote={bid.data.myQuote} />
          ) : null}
        </Stack>
      )}
    </PageContainer>
  );
}
