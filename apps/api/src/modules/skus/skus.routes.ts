import {
  createGroupSkuRequestSchema,
  createSkuRequestSchema,
  downloadLinkSchema,
  fulfillmentImportRequestSchema,
  groupSkuListQuerySchema,
  groupSkuPageSchema,
  groupSkuParamsSchema,
  groupSkuSchema,
  inventoryListQuerySchema,
  inventoryPageSchema,
  skuDetailSchema,
  skuImportResultSchema,
  skuListQuerySchema,
  skuPageSchema,
  skuParamsSchema,
  skuSchema,
  stockMovementListQuerySchema,
  stockMovementPageSchema,
  updateGroupSkuRequestSchema,
  updateSkuRequestSchema,
} from '@baro/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { callerOf } from '../../http/callers.ts';
import { approvedCustomerOf } from '../fulfillment-applications/fulfillment-applications.api.ts';
import { createSku } from './create-sku.ts';
import { exportSkus, skuTemplate } from './export-skus.ts';
import { getSku } from './get-sku.ts';
import { importSkus } from './import-skus.ts';
import { listGroupSkus } from './list-group-skus.ts';
import { listInventory, listStockMovements } from './list-inventory.ts';
import { listSkus } from './list-skus.ts';
import { createGroupSku, getGroupSku, updateGroupSku, withdrawGroupSku } from './save-group-sku.ts';
import { updateSku } from './update-sku.ts';

const customer = { access: ['customer'], errors: ['FULFILLMENT_NOT_APPROVED'] } as const;
const tags = ['fulfillment'];

/** SKUs, kits and the team's inventory (registered under /api/fulfillment). */
export const skuRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const approved = (request: Parameters<typeof callerOf>[0]) =>
    approvedCustomerOf(deps.db, callerOf(request));

  app.get(
    '/sku',
    {
      config: customer,
      schema: {
        tags,
        summary: "The team's SKUs with stock; q matches name or barcode",
        querystring: skuListQuerySchema,
        response: { 200: skuPageSchema },
      },
    },
    async (request) => listSkus(deps.db, await approved(request), request.query),
  );

  app.post(
    '/sku',
    {
      config: { ...customer, errors: [...customer.errors, 'BARCODE_TAKEN'] },
      schema: {
        tags,
        summary: 'Register a SKU (a missing barcode is generated as Code 128)',
        body: createSkuRequestSchema,
        response: { 201: skuSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createSku(deps, await approved(request), request.body)),
  );

  app.get(
    '/sku/export',
    {
      config: customer,
      schema: {
        tags,
        summary: 'Every SKU of the team as an Excel sheet the import reads back',
        response: { 200: downloadLinkSchema },
      },
    },
    async (request) => exportSkus(deps, await approved(request)),
  );

  app.get(
    '/sku/template',
    {
      config: customer,
      schema: {
        tags,
        summary: 'The SKU import sheet with example rows',
        response: { 200: downloadLinkSchema },
      },
    },
    async (request) => {
      await approved(request);
      return skuTemplate(deps);
    },
  );

  app.post(
    '/sku/import',
    {
      config: { ...customer, errors: [...customer.errors, 'SKU_IMPORT_INVALID', 'CONFLICT'] },
      schema: {
        tags,
        summary:
          'Create and change SKUs from an uploaded sheet, all or nothing (bad rows named by row and column)',
        body: fulfillmentImportRequestSchema,
        response: { 200: skuImportResultSchema },
      },
    },
    async (request) => importSkus(deps, await approved(request), request.body.key, request.lang),
  );

  app.get(
    '/sku/:skuId',
    {
      config: customer,
      schema: {
        tags,
        summary: 'A SKU with its stock per location and latest movements (SPEC §3 SKU detail)',
        params: skuParamsSchema,
        response: { 200: skuDetailSchema },
      },
    },
    async (request) => getSku(deps.db, await approved(request), request.params.skuId),
  );

  app.patch(
    '/sku/:skuId',
    {
      config: { ...customer, errors: [...customer.errors, 'BARCODE_TAKEN'] },
      schema: {
        tags,
        summary: 'Change a SKU',
        params: skuParamsSchema,
        body: updateSkuRequestSchema,
        response: { 200: skuSchema },
      },
    },
    async (request) => updateSku(deps, await approved(request), request.params.skuId, request.body),
  );

  app.get(
    '/group',
    {
      config: customer,
      schema: {
        tags,
        summary: "The team's kits (group SKUs) with how many each can make",
        querystring: groupSkuListQuerySchema,
        response: { 200: groupSkuPageSchema },
      },
    },
    async (request) => listGroupSkus(deps.db, await approved(request), request.query),
  );

  app.post(
    '/group',
    {
      config: customer,
      schema: {
        tags,
        summary: 'Register a kit of the team’s SKUs',
        body: createGroupSkuRequestSchema,
        response: { 201: groupSkuSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createGroupSku(deps, await approved(request), request.body, request.lang)),
  );

  app.get(
    '/group/:groupSkuId',
    {
      config: customer,
      schema: {
        tags,
        summary: 'A kit with its components’ stock and whole kits available (SPEC §3 group SKU detail)',
        params: groupSkuParamsSchema,
        response: { 200: groupSkuSchema },
      },
    },
    async (request) => getGroupSku(deps.db, await approved(request), request.params.groupSkuId),
  );

  app.patch(
    '/group/:groupSkuId',
    {
      config: { ...customer, errors: [...customer.errors, 'KIT_WITHDRAWN'] },
      schema: {
        tags,
        summary: 'Rename a kit or replace its components (not once withdrawn: KIT_WITHDRAWN)',
        params: groupSkuParamsSchema,
        body: updateGroupSkuRequestSchema,
        response: { 200: groupSkuSchema },
      },
    },
    async (request) =>
      updateGroupSku(deps, await approved(request), request.params.groupSkuId, request.body, request.lang),
  );

  app.post(
    '/group/:groupSkuId/withdraw',
    {
      config: customer,
      schema: {
        tags,
        summary: 'Withdraw (retire) a kit: its orders keep their lines; it takes no new order or edit',
        params: groupSkuParamsSchema,
        response: { 200: groupSkuSchema },
      },
    },
    async (request) => withdrawGroupSku(deps, await approved(request), request.params.groupSkuId),
  );

  app.get(
    '/inventory',
    {
      config: customer,
      schema: {
        tags,
        summary: 'Every SKU with its stock per location',
        querystring: inventoryListQuerySchema,
        response: { 200: inventoryPageSchema },
      },
    },
    async (request) => listInventory(deps.db, await approved(request), request.query),
  );

  app.get(
    '/inventory/movements',
    {
      config: customer,
      schema: {
        tags,
        summary: "The team's stock movements, newest first",
        querystring: stockMovementListQuerySchema,
        response: { 200: stockMovementPageSchema },
      },
    },
    async (request) => listStockMovements(deps.db, await approved(request), request.query),
  );
};
