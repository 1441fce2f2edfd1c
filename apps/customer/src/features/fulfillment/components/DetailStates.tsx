import { getErrorText, useLanguage } from '@baro/client';
import type { ErrorBody } from '@baro/core';
import { EmptyState, ErrorState, LoadingState } from '@baro/ui';
import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * What a detail screen shows until it has its data: the load under way, or why it failed — not
 * found (another team's, or gone) with the way back to its list, anything else with a retry.
 */
export function DetailStates({
  failureInfo,
  onRetry,
  retrying,
  backHref,
}: {
  failureInfo: ErrorBody | undefined;
  onRetry: () => void;
  retrying: boolean;
  backHref: string;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (!failureInfo) return <LoadingState />;
  if (failureInfo.code === 'NOT_FOUND') {
    return (
      <EmptyState
        title={t('fulfillment.common.notFound')}
        action={
          <Button component={Link} to={backHref} variant="light">
            {t('fulfillment.common.back')}
          </Button>
        }
      />
    );
  }
  return <ErrorState message={getErrorText(failureInfo, language)} onRetry={onRetry} retrying={retrying} />;
}
