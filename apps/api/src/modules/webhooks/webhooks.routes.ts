import {
  createWebhookEndpointRequestSchema,
  updateWebhookEndpointRequestSchema,
  webhookDeliveryDetailSchema,
  webhookDeliveryListQuerySchema,
  webhookDeliveryPageSchema,
  webhookDeliveryParamsSchema,
  webhookEndpointListSchema,
  webhookEndpointParamsSchema,
  webhookEndpointSchema,
  webhookEndpointWithSecretSchema,
} from '@baro/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { callerOf } from '../../http/callers.ts';
import { createWebhookEndpoint } from './create-webhook-endpoint.ts';
import { deleteWebhookEndpoint } from './delete-webhook-endpoint.ts';
import { getWebhookDelivery, listWebhookDeliveries } from './list-webhook-deliveries.ts';
import { getWebhookEndpoint, listWebhookEndpoints } from './list-webhook-endpoints.ts';
import { redeliverWebhook, sendTestWebhook } from './redeliver-webhook.ts';
import { rotateWebhookSecret } from './rotate-webhook-secret.ts';
import { updateWebhookEndpoint } from './update-webhook-endpoint.ts';
import type { WebhookDeps } from './webhook-deps.ts';
import { webhookManagerOf } from './webhook-deps.ts';

const customers = { access: ['customer'] } as const;
const tags = ['webhooks'];

/**
 * A customer team's webhook endpoints and their delivery log (registered under `/api`). Only the
 * team's master and admins manage them (members get 403); another team's ids are 404.
 */
export const webhookRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const webhookDeps: WebhookDeps = {
    db: deps.db,
    now: deps.now,
    env: deps.env,
    log: { warn: (data, message) => app.log.warn(data, message) },
  };
  const manager = (request: { caller: Parameters<typeof callerOf>[0]['caller'] }) =>
    webhookManagerOf(callerOf(request));

  app.get(
    '/webhooks/endpoints',
    {
      config: customers,
      schema: { tags, summary: "The team's webhook endpoints", response: { 200: webhookEndpointListSchema } },
    },
    async (request) => listWebhookEndpoints(webhookDeps, manager(request)),
  );

  app.post(
    '/webhooks/endpoints',
    {
      config: customers,
      schema: {
        tags,
        summary: 'Register an HTTPS endpoint for signed events; answers its signing secret once',
        body: createWebhookEndpointRequestSchema,
        response: { 201: webhookEndpointWithSecretSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createWebhookEndpoint(webhookDeps, manager(request), request.body)),
  );

  app.get(
    '/webhooks/endpoints/:id',
    {
      config: customers,
      schema: {
        tags,
        summary: 'One webhook endpoint',
        params: webhookEndpointParamsSchema,
        response: { 200: webhookEndpointSchema },
      },
    },
    async (request) => getWebhookEndpoint(webhookDeps, manager(request), request.params.id),
  );

  app.patch(
    '/webhooks/endpoints/:id',
    {
      config: customers,
      schema: {
        tags,
        summary: "Change an endpoint's address, description, events or whether it is enabled",
        params: webhookEndpointParamsSchema,
        body: updateWebhookEndpointRequestSchema,
        response: { 200: webhookEndpointSchema },
      },
    },
    async (request) => updateWebhookEndpoint(webhookDeps, manager(request), request.params.id, request.body),
  );

  app.delete(
    '/webhooks/endpoints/:id',
    {
      config: customers,
      schema: {
        tags,
        summary: 'Remove an endpoint and its delivery log',
        params: webhookEndpointParamsSchema,
      },
    },
    async (request, reply) => {
      await deleteWebhookEndpoint(webhookDeps, manager(request), request.params.id);
      return reply.code(204).send();
    },
  );

  app.post(
    '/webhooks/endpoints/:id/secret',
    {
      config: customers,
      schema: {
        tags,
        summary: 'Replace the signing secret; answers the new one once',
        params: webhookEndpointParamsSchema,
        response: { 200: webhookEndpointWithSecretSchema },
      },
    },
    async (request) => rotateWebhookSecret(webhookDeps, manager(request), request.params.id),
  );

  app.post(
    '/webhooks/endpoints/:id/test',
    {
      config: customers,
      schema: {
        tags,
        summary: 'Send a signed webhook.ping event to the endpoint now',
        params: webhookEndpointParamsSchema,
        response: { 200: webhookDeliveryDetailSchema },
      },
    },
    async (request) => sendTestWebhook(webhookDeps, manager(request), request.params.id),
  );

  app.get(
    '/webhooks/endpoints/:id/deliveries',
    {
      config: customers,
      schema: {
        tags,
        summary: "The endpoint's delivery log with each last answer, newest first",
        params: webhookEndpointParamsSchema,
        querystring: webhookDeliveryListQuerySchema,
        response: { 200: webhookDeliveryPageSchema },
      },
    },
    async (request) => listWebhookDeliveries(webhookDeps, manager(request), request.params.id, request.query),
  );

  app.get(
    '/webhooks/deliveries/:id',
    {
      config: customers,
      schema: {
        tags,
        summary: 'One delivery with the body it posts',
        params: webhookDeliveryParamsSchema,
        response: { 200: webhookDeliveryDetailSchema },
      },
    },
    async (request) => getWebhookDelivery(webhookDeps, manager(request), request.params.id),
  );

  app.post(
    '/webhooks/deliveries/:id/redeliver',
    {
      config: customers,
      schema: {
        tags,
        summary: 'Send the same event to the endpoint again, now',
        params: webhookDeliveryParamsSchema,
        response: { 200: webhookDeliveryDetailSchema },
      },
    },
    async (request) => redeliverWebhook(webhookDeps, manager(request), request.params.id),
  );
};
