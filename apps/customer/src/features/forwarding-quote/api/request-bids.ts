import type { ApiClient } from '@baro/client';
import { type CreateBidResponse, createBidResponseSchema } from '@baro/core';
import { useMutation } from '@tanstack/react-query';
import { useRef } from 'react';
import { apiClient } from '../../../lib/api.ts';

export interface BidFromEstimate {
  readonly estimateLogId: string;
  /** The estimate the request started from; none when the search found no estimate. */
  readonly estimateId?: string;
}

/** A fresh Idempotency-Key: a retried request (double click, flaky network) answers the same bid. */
const newIdempotencyKey = (): string =>
  globalThis.crypto?.randomUUID?.() ?? `bid-${Date.now()}-${Math.random().toString(36).slice(2)}`;

/**
 * `POST /api/bid {estimateLogId, estimateId?}` (members) → 201 `{id, status, deadline}`: every
 * partner is asked to quote on the search's lane and cargo until the deadline.
 */
export function requestBids(
  body: BidFromEstimate,
  idempotencyKey: string,
  client: ApiClient = apiClient,
): Promise<CreateBidResponse> {
  return client.post(
    'shipping',
    '/bid',
    { estimateLogId: body.estimateLogId, ...(body.estimateId ? { estimateId: body.estimateId } : {}) },
    { schema: createBidResponseSchema, headers: { 'idempotency-key': idempotencyKey } },
  );
}

/** One key per request: pressing again after a failure is the same request, tried again. */
export function useRequestBids() {
  const keys = useRef(new Map<string, string>()).current;
  return useMutation({
    mutationFn: (body: BidFromEstimate) => {
      const identity = `${body.estimateLogId}/${body.estimateId ?? ''}`;
      const key = keys.get(identity) ?? newIdempotencyKey();
      keys.set(identity, key);
      return requestBids(body, key);
    },
  });
}
