import type { TrackingEvent } from '@baro/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { transact } from '../../db/transact.ts';
import { enqueueWebhookEvent } from '../webhooks/webhooks.api.ts';
import { CarrierError } from './carrier-network.ts';
import type { CarrierServices } from './carrier-services.ts';
import { lockTrackedParcel, type TrackedParcelRow, updateTrackedParcel } from './carriers.repository.ts';
import type { TrackingChange } from './tracking-owners.ts';
import { applyPoll } from './tracking-poll.rules.ts';

export interface RefreshDeps {
  db: Kysely<Database>;
  now: () => Date;
  carriers: CarrierServices;
  log?: { warn(data: object, message: string): void };
}

export type RefreshResult = 'changed' | 'unchanged' | 'failed' | 'skipped';

/**
 * Asks the carrier about one followed parcel and records the answer: the carrier is asked outside
 * any transaction (it may take seconds), then the row is locked and updated, and the owner's
 * handler runs in the same transaction when something changed, as does the team's
 * `tracking.updated` webhook event when new events arrived. A parcel another process is
 * refreshing at the same moment is skipped (`skipLocked`) rather than waited for.
 */
export async function refreshTrackedParcel(
  deps: RefreshDeps,
  parcel: Pick<TrackedParcelRow, 'id' | 'parcel_company' | 'invoice_no'>,
  options: { skipLocked?: boolean } = {},
): Promise<RefreshResult> {
  let answer: TrackingEvent[] | null | 'failed';
  let error: string | null = null;
  try {
    answer = await deps.carriers.track(parcel.parcel_company, parcel.invoice_no);
  } catch (cause) {
    if (!(cause instanceof CarrierError)) throw cause;
    answer = 'failed';
    error = cause.message.slice(0, 500);
    deps.log?.warn({ err: cause, invoiceNo: parcel.invoice_no }, 'tracking poll failed');
  }

  return transact(deps.db, async (trx) => {
    const row = await lockTrackedParcel(trx, parcel.id, options.skipLocked);
    if (!row || row.stopped_at) return 'skipped';
    const now = deps.now();
    const outcome = applyPoll(
      {
        status: row.status,
        events: row.events as unknown as TrackingEvent[],
        firstScanAt: row.first_scan_at,
        deliveredAt: row.delivered_at,
        polls: row.polls,
        unchangedPolls: row.unchanged_polls,
        failures: row.failures,
        createdAt: row.created_at,
      },
      answer,
      deps.carriers.polling,
      now,
    );
    await updateTrackedParcel(trx, row.id, {
      status: outcome.status,
      events: outcome.events,
      first_scan_at: outcome.firstScanAt,
      delivered_at: outcome.deliveredAt,
      polls: row.polls + 1,
      unchanged_polls: outcome.unchangedPolls,
      failures: outcome.failures,
      last_error: error,
      last_polled_at: now,
      next_poll_at: outcome.nextPollAt,
      stopped_at: outcome.stopReason ? now : null,
      stop_reason: outcome.stopReason,
      updated_at: now,
    });
    if (outcome.newEvents.length === 0 && outcome.status === row.status)
      return answer === 'failed' ? 'failed' : 'unchanged';

    const change: TrackingChange = {
      trackedParcelId: row.id,
      parcelCompany: row.parcel_company,
      invoiceNo: row.invoice_no,
      ownerType: row.owner_type,
      ownerId: row.owner_id,
      teamId: row.team_id,
      previousStatus: row.status,
      status: outcome.status,
      newEvents: outcome.newEvents,
      events: outcome.events,
      firstScanAt: row.first_scan_at ? null : outcome.firstScanAt,
      deliveredAt: row.delivered_at ? null : outcome.deliveredAt,
      returnedToSender: outcome.stopReason === 'returned',
    };
    await deps.carriers.owners.handlerFor(row.owner_type)?.(trx, change);
    if (change.teamId && change.newEvents.length > 0) {
      await enqueueWebhookEvent(
        trx,
        change.teamId,
        'tracking.updated',
        {
          parcelCompany: change.parcelCompany,
          invoiceNo: change.invoiceNo,
          status: change.status,
          previousStatus: change.previousStatus,
          owner: { type: change.ownerType, id: change.ownerId },
          newEvents: change.newEvents,
          events: change.events,
        },
        { now },
      );
    }
    return 'changed';
  });
}
