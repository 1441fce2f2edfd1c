import type { AuditAction } from '@baro/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { recordAuditEvent, type StaffActor } from '../modules/audit/audit.api.ts';
import { callerOf } from './callers.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The audit action of a staff write under /api/admin (else the backstop's `admin.write`). */
    audit?: AuditAction;
  }
  interface FastifyRequest {
    staffActor: StaffActor | null;
  }
}

const ADMIN_PREFIX = '/api/admin/';
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** A response body larger than this is not copied into the backstop's entry. */
const MAX_AFTER_BYTES = 64 * 1024;

const isAdminWrite = (request: FastifyRequest) =>
  !READS.has(request.method) && (request.routeOptions.url ?? '').startsWith(ADMIN_PREFIX);

/**
 * The staff member behind this /api/admin request, for the operation to record its change with
 * (audit.api.ts recordStaffChange). One object per request, so the backstop sees it was used.
 */
export function staffActorOf(request: FastifyRequest): StaffActor {
  if (!request.staffActor) {
    request.staffActor = {
      userId: callerOf(request).userId,
      clientAddress: request.ip,
      requestId: String(request.id),
      recorded: false,
    };
  }
  return request.staffActor;
}

function parseBody(payload: unknown): unknown {
  if (typeof payload !== 'string' || payload.length === 0 || payload.length > MAX_AFTER_BYTES) return null;
  try {
    return JSON.parse(payload) as unknown;
  } catch {
    return null;
  }
}

/**
 * Issue 17: every staff write under /api/admin is in the audit log. Operations record what they
 * changed (before and after) in their own transaction; a successful write that did not is recorded
 * here before its answer leaves — the route's action, the ids in its path and the answer as
 * `after` — and logged, so nothing staff changed goes unrecorded.
 */
export function registerAdminAudit(app: FastifyInstance, deps: { db: Kysely<Database>; now: () => Date }) {
  app.decorateRequest('staffActor', null);
  app.addHook('onSend', async (request, reply, payload) => {
    if (!isAdminWrite(request) || reply.statusCode >= 400 || !request.caller) return payload;
    if (request.staffActor?.recorded) return payload;
    const params = (request.params ?? {}) as Record<string, unknown>;
    const action = request.routeOptions.config?.audit ?? 'admin.write';
    await recordAuditEvent(deps.db, {
      action,
      actorUserId: request.caller.userId,
      targetIds: Object.values(params).filter((value): value is string => typeof value === 'string'),
      details: { method: request.method, route: request.routeOptions.url, status: reply.statusCode },
      after: parseBody(payload),
      clientAddress: request.ip,
      requestId: String(request.id),
      now: deps.now(),
    });
    request.log.warn({ action }, 'a staff write did not record its own audit entry; recorded by the API');
    return payload;
  });
}
