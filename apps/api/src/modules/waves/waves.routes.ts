import {
  createWaveRequestSchema,
  downloadLinkSchema,
  idParamsSchema,
  pickWaveTaskRequestSchema,
  waveListQuerySchema,
  wavePageSchema,
  wavePreviewSchema,
  waveQuerySchema,
  waveSchema,
} from '@baro/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { callerOf } from '../../http/callers.ts';
import { idempotencyHeaders, idempotencyKeyOf } from '../command-idempotency/command-idempotency.api.ts';
import { floorCallerOf } from '../warehouses/warehouses.api.ts';
import { cancelWave } from './cancel-wave.ts';
import { createWave } from './create-wave.ts';
import { downloadPickList } from './download-pick-list.ts';
import { getWave } from './get-wave.ts';
import { listWaves } from './list-waves.ts';
import { pickWaveTask } from './pick-wave-task.ts';
import { previewWave } from './preview-wave.ts';
import { releaseWave } from './release-wave.ts';

const floor = { access: ['worker', 'staff'] } as const;
const tags = ['warehouse'];

/**
 * Pick waves of the warehouse floor (issue 15, registered under /api): a worker's own warehouse,
 * staff every one. The desk and the handhelds call the same routes.
 */
export const warehouseWaveRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.post(
    '/warehouse/waves',
    {
      config: { ...floor, errors: ['NOT_FOUND', 'WAVE_NO_ORDERS', 'IDEMPOTENCY_KEY_REUSED'] },
      schema: {
        tags,
        summary:
          'Group allocated orders that no open wave holds into a pick wave, by cut-off, carrier and order size; pick tasks per location and SKU in location-path order; a retry with the same Idempotency-Key answers the same wave',
        headers: idempotencyHeaders,
        body: createWaveRequestSchema,
        response: { 201: waveSchema },
      },
    },
    async (request, reply) => {
      const idempotencyKey = idempotencyKeyOf(request.headers['idempotency-key'], request.lang);
      const wave = await createWave(deps, floorCallerOf(callerOf(request)), request.body, {
        idempotencyKey,
        lang: request.lang,
      });
      return reply.code(201).send(wave);
    },
  );

  app.get(
    '/warehouse/waves',
    {
      config: floor,
      schema: {
        tags,
        summary:
          'Pick waves of the worker’s warehouse (staff: every one, or warehouseId), newest first, with counts per status',
        querystring: waveListQuerySchema,
        response: { 200: wavePageSchema },
      },
    },
    async (request) => listWaves(deps.db, floorCallerOf(callerOf(request)), request.query),
  );

  app.get(
    '/warehouse/waves/preview',
    {
      config: { ...floor, errors: ['NOT_FOUND'] },
      schema: {
        tags,
        summary: 'How many allocated orders a wave with these filters would take now (nothing is held)',
        querystring: waveQuerySchema,
        response: { 200: wavePreviewSchema },
      },
    },
    async (request) => previewWave(deps, floorCallerOf(callerOf(request)), request.query, request.lang),
  );

  app.get(
    '/warehouse/waves/:id',
    {
      config: { ...floor, errors: ['NOT_FOUND'] },
      schema: {
        tags,
        summary:
          'A pick wave with its orders and pick tasks (one per location and SKU, in location-path order)',
        params: idParamsSchema,
        response: { 200: waveSchema },
      },
    },
    async (request) => getWave(deps.db, floorCallerOf(callerOf(request)), request.params.id),
  );

  app.get(
    '/warehouse/waves/:id/pick-list.pdf',
    {
      config: { ...floor, errors: ['NOT_FOUND'] },
      schema: {
        tags,
        summary:
          'A link to the wave’s pick list PDF: tasks in location-path order with their orders, the wave number as a barcode, page numbers, Seoul time',
        params: idParamsSchema,
        response: { 200: downloadLinkSchema },
      },
    },
    async (request) =>
      downloadPickList(deps, floorCallerOf(callerOf(request)), request.params.id, request.lang),
  );

  app.post(
    '/warehouse/waves/:id/picks',
    {
      config: {
        ...floor,
        errors: ['NOT_FOUND', 'INVALID_STATE_TRANSITION', 'PICK_TASK_CONFIRMED', 'IDEMPOTENCY_KEY_REUSED'],
      },
      schema: {
        tags,
        summary:
          'Confirm a pick task with the pieces taken (fewer: a short pick); an order whose every piece is picked moves on to packing; a retry with the same Idempotency-Key answers the wave without applying twice',
        headers: idempotencyHeaders,
        params: idParamsSchema,
        body: pickWaveTaskRequestSchema,
        response: { 200: waveSchema },
      },
    },
    async (request) => {
      const idempotencyKey = idempotencyKeyOf(request.headers['idempotency-key'], request.lang);
      return pickWaveTask(deps, floorCallerOf(callerOf(request)), request.params.id, request.body, {
        idempotencyKey,
        lang: request.lang,
      });
    },
  );

  app.post(
    '/warehouse/waves/:id/release',
    {
      config: { ...floor, errors: ['NOT_FOUND', 'INVALID_STATE_TRANSITION'] },
      schema: {
        tags,
        summary: 'Send an open wave to the handhelds (released); a repeat is harmless',
        params: idParamsSchema,
        response: { 200: waveSchema },
      },
    },
    async (request) => releaseWave(deps, floorCallerOf(callerOf(request)), request.params.id),
  );

  app.post(
    '/warehouse/waves/:id/cancel',
    {
      config: { ...floor, errors: ['NOT_FOUND', 'INVALID_STATE_TRANSITION'] },
      schema: {
        tags,
        summary:
          'Cancel a wave that is not picked yet: its orders not fully picked return to the pool; a repeat is harmless',
        params: idParamsSchema,
        response: { 200: waveSchema },
      },
    },
    async (request) => cancelWave(deps, floorCallerOf(callerOf(request)), request.params.id),
  );
};
