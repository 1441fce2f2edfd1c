import {
  BID_FIELD_MESSAGES,
  bidDeadline,
  type CreateBidInput,
  type CreateBidResponse,
  FIELD_MESSAGES,
  type Language,
  toSeoulDateString,
} from '@baro/core';
import type { Insertable } from 'kysely';
import type { AppDeps } from '../../app-deps.ts';
import { newId } from '../../db/new-id.ts';
import type { BidsTable } from '../../db/schema.ts';
import { transact } from '../../db/transact.ts';
import { AppError } from '../../http/app-error.ts';
import type { TeamCaller } from '../../http/callers.ts';
import { loadExtraHolidays } from '../calendar/calendar.api.ts';
import { bindNewTargetFiles, checkNewTargetFiles } from '../files/files.api.ts';
import { consumeWriteQuota } from '../quotas/quotas.api.ts';
import { findLocationKinds } from '../reference/reference.api.ts';
import {
  type BidRow,
  findBidByIdempotencyKey,
  findEstimateLog,
  insertBid,
  insertBidOnce,
  returnBidNumber,
  takeBidNumber,
} from './bids.repository.ts';
import {
  type BidRequestParts,
  checkRequestParts,
  partsOfLoggedSearch,
  partsOfRequest,
  requestHash,
} from './bids.rules.ts';
import { notifyPartnersOfRequest } from './notify-partners.ts';

type Deps = Pick<AppDeps, 'db' | 'now' | 'storage' | 'mailer' | 'env'>;

/** What a retried request answers: the bid the key made, if the body is the same. */
function replay(bid: BidRow, hash: string): CreateBidResponse {
  if (bid.request_hash !== hash) throw new AppError('IDEMPOTENCY_KEY_REUSED');
  return { id: bid.id, number: bid.number, status: bid.status, deadline: bid.deadline.toISOString() };
}

/**
 * `POST /api/bid`: a bid request of the caller's team, open to every partner's quote until
 * bidDeadline(now). From an estimate log the lane and cargo are the search's (the team's own
 * search, or an anonymous visitor's — the one the caller just made before signing up); another
 * team's or another member-less user's log is not found. Files listed in `fileKeys` (the caller's
 * own pending uploads) are bound to the bid in the same transaction.
 *
 * With an `Idempotency-Key`, the key and the body's hash are kept on the bid: the same key with
 * the same body answers the same bid (whatever happened to it since), with another body
 * IDEMPOTENCY_KEY_REUSED.
 *
 * The partner admins who want it (their partner has rates on the lane, or they asked for every
 * request) are e-mailed in the same transaction; a replayed request e-mails nobody again.
 */
export async function createBid(
  deps: Deps,
  caller: TeamCaller,
  body: CreateBidInput,
  options: { idempotencyKey: string | undefined; lang: Language },
): Promise<CreateBidResponse> {
  const { idempotencyKey, lang } = options;
  const hash = idempotencyKey === undefined ? null : requestHash(body);
  if (idempotencyKey !== undefined && hash !== null) {
    const existing = await findBidByIdempotencyKey(deps.db, caller.teamId, idempotencyKey);
    if (existing) return replay(existing, hash);
  }

  const now = deps.now();
  const files = await checkNewTargetFiles(deps, caller, body.fileKeys ?? []);
  let notified = 0;
  const created = await transact(deps.db, async (trx) => {
    // Each request reaches every partner on the lane: a team gets so many an hour.
    await consumeWriteQuota(trx, 'bid.create', caller.teamId, now);
    const parts =
      body.estimateLogId === undefined ? partsOfRequest(body) : await partsFromLog(trx, caller, body, lang);
    const kinds = await findLocationKinds(trx, [parts.pol, parts.pod]);
    const fields = checkRequestParts(parts, kinds, toSeoulDateString(now), lang);
    if (Object.keys(fields).length > 0) throw new AppError('VALIDATION_FAILED', { fields });

    const id = newId('bid');
    const deadline = bidDeadline(now, await loadExtraHolidays(trx));
    const day = toSeoulDateString(now);
    const number = await takeBidNumber(trx, day);
    const values: Insertable<BidsTable> = {
      id,
      number,
      team_id: caller.teamId,
      created_by: caller.userId,
      estimate_log_id: body.estimateLogId ?? null,
      status: 'estimating',
      freight_type: parts.freightType,
      pol: parts.pol,
      pod: parts.pod,
      incoterms: parts.incoterms,
      cargo_ready_date: parts.cargoReadyDate,
      cargo: JSON.stringify(
        body.estimateId === undefined ? parts.cargo : { ...parts.cargo, estimateId: body.estimateId },
      ),
      memo: body.memo ?? null,
      deadline,
      created_at: now,
      updated_at: now,
      idempotency_key: idempotencyKey ?? null,
      request_hash: hash,
    };
    if (idempotencyKey !== undefined && hash !== null) {
      // A concurrent request with the same key waits here for the other to commit, then finds its bid.
      if (!(await insertBidOnce(trx, values))) {
        await returnBidNumber(trx, day);
        const existing = await findBidByIdempotencyKey(trx, caller.teamId, idempotencyKey);
        if (!existing) throw new AppError('CONFLICT');
        return replay(existing, hash);
      }
    } else {
      await insertBid(trx, values);
    }
    await bindNewTargetFiles(trx, caller, files, { targetType: 'bid', targetId: id, fileType: 'etc' }, now);
    notified = await notifyPartnersOfRequest(
      trx,
      deps,
      { id, number, freight_type: parts.freightType, pol: parts.pol, pod: parts.pod, deadline },
      parts.cargo,
      toSeoulDateString(now),
    );
    return { id, number, status: 'estimating' as const, deadline: deadline.toISOString() };
  });
  if (notified > 0) void deps.mailer.flush();
  return created;
}

/** The lane and cargo of an estimate log the caller may use (the team's own, or an anonymous one). */
async function partsFromLog(
  db: Parameters<typeof findEstimateLog>[0],
  caller: TeamCaller,
  body: CreateBidInput,
  lang: Language,
): Promise<BidRequestParts> {
  const log = body.estimateLogId === undefined ? undefined : await findEstimateLog(db, body.estimateLogId);
  const usable = log && (log.team_id === caller.teamId || (log.team_id === null && log.user_id === null));
  if (!log || !usable) throw new AppError('NOT_FOUND');
  const parts = partsOfLoggedSearch(log.request);
  if (!parts)
    throw new AppError('VALIDATION_FAILED', { fields: { estimateLogId: FIELD_MESSAGES[lang].invalid } });
  if (body.estimateId !== undefined) {
    const estimates = Array.isArray(log.estimates) ? log.estimates : [];
    const known = estimates.some(
      (estimate) =>
        estimate !== null &&
        typeof estimate === 'object' &&
        !Array.isArray(estimate) &&
        estimate.id === body.estimateId,
    );
    if (!known) {
      throw new AppError('VALIDATION_FAILED', {
        fields: { estimateId: BID_FIELD_MESSAGES[lang].unknownEstimate },
      });
    }
  }
  return parts;
}
