import { LoadingState, notifySuccess, PageContainer } from '@baro/ui';
import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Lane } from '../../components/Lane.tsx';
import { QueryErrorState } from '../../components/QueryErrorState.tsx';
import { usePartnerBid, useQuoteMutations } from '../../features/bids/api.ts';
import { BidRequestDetails } from '../../features/bids/BidRequestDetails.tsx';
import { MyQuoteSummary } from '../../features/bids/MyQuoteSummary.tsx';
import { QuoteForm } from '../../features/bids/QuoteForm.tsx';
import { useExchangeRates } from '../../features/reference/api.ts';
import { paths } from '../../lib/paths.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** `/bids/:id`: the request (no customer identity), this partner's quote, and the quote form while open. */
export function Component() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  useDocumentTitle(t('bid.documentTitle', { id }));
  const bid = usePartnerBid(id);
  const rates = useExchangeRates();
  const { submit, withdraw } = useQuoteMutations(id);

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
