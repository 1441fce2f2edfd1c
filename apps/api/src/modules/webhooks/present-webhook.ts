import {
  type WebhookDelivery,
  type WebhookDeliveryDetail,
  type WebhookEndpoint,
  type WebhookEventEnvelope,
  type WebhookEventType,
  webhookEventEnvelopeSchema,
} from '@baro/core';
import type { DeliveryRow, EndpointRow } from './webhooks.repository.ts';

export function presentEndpoint(row: EndpointRow): WebhookEndpoint {
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    events: row.events as unknown as WebhookEventType[],
    enabled: row.enabled,
    secretHint: `whsec_…${row.secret.slice(-4)}`,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

export function presentDelivery(row: DeliveryRow): WebhookDelivery {
  return {
    id: row.id,
    endpointId: row.endpoint_id,
    eventId: row.event_id,
    eventType: row.event_type,
    status: row.status,
    attempts: row.attempts,
    nextAttemptAt: row.next_attempt_at?.toISOString() ?? null,
    lastAttemptAt: row.last_attempt_at?.toISOString() ?? null,
    lastResponseStatus: row.last_response_status,
    lastResponseBody: row.last_response_body,
    lastError: row.last_error,
    redeliveryOf: row.redelivery_of,
    createdAt: row.created_at.toISOString(),
    deliveredAt: row.delivered_at?.toISOString() ?? null,
  };
}

export function presentDeliveryDetail(row: DeliveryRow): WebhookDeliveryDetail {
  const payload: WebhookEventEnvelope = webhookEventEnvelopeSchema.parse(JSON.parse(row.payload));
  return { ...presentDelivery(row), payload };
}
