import { getErrorText, useLanguage } from '@baro/client';
import type { ErrorBody } from '@baro/core';
import { ErrorState, LoadingState } from '@baro/ui';
import type { ReactNode } from 'react';

/** Loading and error states of a support request (SPEC §3 slice), then its content. */
export function SupportRequestState<Data>({
  request,
  skeleton,
  children,
}: {
  /** The skeleton's lines, shaped like the content so nothing below moves when it comes. */
  skeleton?: { rows: number; rowHeight: number };
  request: {
    data: Data | undefined;
    status: string | undefined;
    failureInfo: ErrorBody | undefined;
    loading: boolean;
    retry: () => void;
  };
  children: (data: Data) => ReactNode;
}) {
  const language = useLanguage();
  if (request.status === 'FAILURE' && !request.loading)
    return (
      <ErrorState
        message={getErrorText(request.failureInfo, language)}
        onRetry={request.retry}
        headingOrder={3}
      />
    );
  if (request.data === undefined) return <LoadingState variant="skeleton" {...skeleton} />;
  return <>{children(request.data)}</>;
}
