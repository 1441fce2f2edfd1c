import { ErrorState } from '@baro/ui';
import { useErrorText } from '../i18n/use-error-text.ts';

export interface QueryErrorStateProps {
  /** The failed query (TanStack Query's result): its error is shown and it is retried in place. */
  query: { error: unknown; isFetching: boolean; refetch: () => Promise<unknown> };
  headingOrder?: 2 | 3 | 4;
}

/** A failed load, in the server's words, with a retry button that refetches the query. */
export function QueryErrorState({ query, headingOrder }: QueryErrorStateProps) {
  const errorText = useErrorText();
  return (
    <ErrorState
      message={errorText(query.error)}
      onRetry={() => void query.refetch()}
      retrying={query.isFetching}
      {...(headingOrder ? { headingOrder } : {})}
    />
  );
}
