import type { ApiClient } from '@baro/client';
import { type CreateBidRequest, type CreateBidResponse, createBidResponseSchema } from '@baro/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** The header that makes `POST /api/bid` safe to retry. */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

/**
 * `POST /api/bid` → 201 `{id, status: 'estimating', deadline}`. With the same `Idempotency-Key`
 * and the same body the server answers the bid it made the first time (a retry after a lost
 * answer creates nothing new); the same key with another body is 409 IDEMPOTENCY_KEY_REUSED.
 */
export function createBid(
  body: CreateBidRequest,
  idempotencyKey: string,
  client: ApiClient = apiClient,
): Promise<CreateBidResponse> {
  return client.post('shipping', '/bid', body, {
    schema: createBidResponseSchema,
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
  });
}

export function useCreateBid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: CreateBidRequest; idempotencyKey: string }) =>
      createBid(body, idempotencyKey),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.bids.lists() }),
  });
}
