import { z } from 'zod';
import { instantSchema, pageOf, pageQuerySchema, textField } from './common.ts';

// Webhooks (issue 14): a customer team registers HTTPS endpoints and receives signed events.
// Every request carries `Baro-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<body>")>`
// plus `Baro-Event-Id`, `Baro-Event-Type` and `Baro-Delivery-Id`; a receiver recomputes the HMAC
// over the raw body and refuses a timestamp older than five minutes (replays). Failed deliveries
// are retried with exponential backoff for 24 hours. Events may arrive out of order: each carries
// `createdAt` and its subject's state, so a receiver keeps the newest.

export const WEBHOOK_EVENT_TYPES = [
  'order.shipped',
  'order.delivered',
  'tracking.updated',
  'return.updated',
  'inventory.low',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];
export const webhookEventTypeSchema = z.enum(WEBHOOK_EVENT_TYPES);

/** The type of the test event an endpoint can be sent on demand (never subscribed to). */
export const WEBHOOK_PING_EVENT = 'webhook.ping';

/** Header names of a delivery. */
export const WEBHOOK_HEADERS = {
  signature: 'Baro-Signature',
  eventId: 'Baro-Event-Id',
  eventType: 'Baro-Event-Type',
  deliveryId: 'Baro-Delivery-Id',
} as const;

/** How old a signature's timestamp may be when it arrives (receivers should check it too). */
export const WEBHOOK_SIGNATURE_TOLERANCE_SECONDS = 5 * 60;
/** How long a failing event is retried. */
export const WEBHOOK_RETRY_WINDOW_MS = 24 * 60 * 60 * 1000;
/** Endpoints one team may register. */
export const MAX_WEBHOOK_ENDPOINTS = 10;
export const MAX_WEBHOOK_URL_LENGTH = 2000;

/** The JSON body every delivery posts. */
export const webhookEventEnvelopeSchema = z
  .object({
    id: z.string(),
    type: z.union([webhookEventTypeSchema, z.literal(WEBHOOK_PING_EVENT)]),
    createdAt: instantSchema,
    data: z.record(z.string(), z.unknown()),
  })
  .meta({ id: 'WebhookEvent' });
export type WebhookEventEnvelope = z.infer<typeof webhookEventEnvelopeSchema>;

const webhookUrlSchema = z
  .url({ protocol: /^https?$/ })
  .max(MAX_WEBHOOK_URL_LENGTH)
  .refine((url) => !/^[a-z]+:\/\/[^/]*@/i.test(url), {
    params: { ko: '주소에 계정 정보를 넣을 수 없습니다', en: 'The address must not contain credentials' },
  });

const eventListSchema = z
  .array(webhookEventTypeSchema)
  .min(1)
  .max(WEBHOOK_EVENT_TYPES.length)
  .transform((events) => WEBHOOK_EVENT_TYPES.filter((type) => events.includes(type)));

/** An id of the wrong form is simply not found. */
export const webhookEndpointParamsSchema = z.strictObject({ id: z.string().max(60) });
export const webhookDeliveryParamsSchema = z.strictObject({ id: z.string().max(60) });

/** `POST /api/webhooks/endpoints` (team master or admin). HTTPS only unless the server allows otherwise. */
export const createWebhookEndpointRequestSchema = z.strictObject({
  url: webhookUrlSchema,
  description: textField(200).optional(),
  events: eventListSchema,
  enabled: z.boolean().default(true),
});
export type CreateWebhookEndpointRequest = z.input<typeof createWebhookEndpointRequestSchema>;

/** `PATCH /api/webhooks/endpoints/{id}`: what is given changes. */
export const updateWebhookEndpointRequestSchema = z
  .strictObject({
    url: webhookUrlSchema.optional(),
    description: textField(200).nullable().optional(),
    events: eventListSchema.optional(),
    enabled: z.boolean().optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    params: { ko: '바꿀 내용을 입력해 주세요', en: 'Nothing to update' },
  });
export type UpdateWebhookEndpointRequest = z.input<typeof updateWebhookEndpointRequestSchema>;

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'retrying', 'succeeded', 'failed'] as const;
export const webhookDeliveryStatusSchema = z.enum(WEBHOOK_DELIVERY_STATUSES);
export type WebhookDeliveryStatus = z.infer<typeof webhookDeliveryStatusSchema>;

export const webhookEndpointSchema = z
  .object({
    id: z.string(),
    url: z.string(),
    description: z.string().nullable(),
    events: z.array(webhookEventTypeSchema),
    enabled: z.boolean(),
    /** The secret's last four characters, to tell secrets apart. */
    secretHint: z.string(),
    createdAt: instantSchema,
    updatedAt: instantSchema,
  })
  .meta({ id: 'WebhookEndpoint' });
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

/** Creation and secret rotation answer the signing secret, once. */
export const webhookEndpointWithSecretSchema = webhookEndpointSchema
  .extend({ secret: z.string() })
  .meta({ id: 'WebhookEndpointWithSecret' });
export type WebhookEndpointWithSecret = z.infer<typeof webhookEndpointWithSecretSchema>;

export const webhookEndpointListSchema = z.object({ endpoints: z.array(webhookEndpointSchema) });

export const webhookDeliverySchema = z
  .object({
    id: z.string(),
    endpointId: z.string(),
    eventId: z.string(),
    eventType: z.string(),
    status: webhookDeliveryStatusSchema,
    attempts: z.number().int(),
    nextAttemptAt: instantSchema.nullable(),
    lastAttemptAt: instantSchema.nullable(),
    /** HTTP status of the last answer; null when none came (timeout, refused connection). */
    lastResponseStatus: z.number().int().nullable(),
    /** Start of the last answer's body (up to 2 KB). */
    lastResponseBody: z.string().nullable(),
    /** Why the last attempt failed without an HTTP answer. */
    lastError: z.string().nullable(),
    /** Set when this delivery is a manual re-send of another. */
    redeliveryOf: z.string().nullable(),
    createdAt: instantSchema,
    deliveredAt: instantSchema.nullable(),
  })
  .meta({ id: 'WebhookDelivery' });
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const webhookDeliveryDetailSchema = webhookDeliverySchema
  .extend({ payload: webhookEventEnvelopeSchema })
  .meta({ id: 'WebhookDeliveryDetail' });
export type WebhookDeliveryDetail = z.infer<typeof webhookDeliveryDetailSchema>;

export const webhookDeliveryListQuerySchema = pageQuerySchema.extend({
  status: webhookDeliveryStatusSchema.optional(),
  eventType: webhookEventTypeSchema.optional(),
});
export const webhookDeliveryPageSchema = pageOf(webhookDeliverySchema);
export type WebhookDeliveryPage = z.infer<typeof webhookDeliveryPageSchema>;
