import type { ApiClient } from '@baro/client';
import { type EmailEstimateResponse, emailEstimateResponseSchema } from '@baro/core';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api.ts';

/**
 * `POST /api/searchEstimate/{estimateLogId}/email {estimateId}` (members) → 202 `{email}`: the
 * estimate's summary and a link to its page, mailed to the caller in their language.
 */
export function emailEstimate(
  target: { estimateLogId: string; estimateId: string },
  client: ApiClient = apiClient,
): Promise<EmailEstimateResponse> {
  return client.post(
    'shipping',
    `/searchEstimate/${encodeURIComponent(target.estimateLogId)}/email`,
    { estimateId: target.estimateId },
    { schema: emailEstimateResponseSchema },
  );
}

export function useEmailEstimate() {
  return useMutation({
    mutationFn: (target: { estimateLogId: string; estimateId: string }) => emailEstimate(target),
  });
}
