import { getErrorText } from '@baro/client';
import type { Language } from '@baro/core';
import { useUiLanguage } from '../i18n/ui-language.tsx';
import { ErrorState } from './ErrorState.tsx';

export interface QueryErrorStateProps {
  /** The failed query (TanStack Query's result): its error is shown and it is retried in place. */
  query: { error: unknown; isFetching: boolean; refetch: () => Promise<unknown> };
  headingOrder?: 2 | 3 | 4;
  language?: Language;
}

/**
 * A failed load in the server's words (the closed error codes' text in the UI language, never a
 * raw code or stack), with a retry button that refetches the query.
 */
export function QueryErrorState({ query, headingOrder, language }: QueryErrorStateProps) {
  const resolved = useUiLanguage(language);
  return (
    <ErrorState
      message={getErrorText(query.error, resolved)}
      onRetry={() => void query.refetch()}
      retrying={query.isFetching}
      language={resolved}
      {...(headingOrder ? { headingOrder } : {})}
    />
  );
}
