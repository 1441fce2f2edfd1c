import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { TrackingChange } from '../carriers/carriers.api.ts';
import { moveReturn } from './move-return.ts';
import { lockReturn } from './returns.repository.ts';

/** Owner type of a return's collection parcel in the carriers module's tracking. */
export const RETURN_PARCEL_OWNER = 'return';

const EVERYWHERE = { teamId: null, warehouseId: null } as const;

/**
 * What the carriers module tells the returns module about a followed collection parcel (owner
 * type `return`), inside its transaction: the carrier's first scan puts a requested return in
 * transit, its delivery to the warehouse makes the return arrived (at the carrier's delivery
 * time; a requested one passes through in transit first). A parcel the carrier took back to the
 * buyer (반송 완료: refused, or the warehouse's address not found) leaves the return returned to
 * sender. A return the floor already moved on (arrived by hand, inspected, cancelled) is left as
 * it is.
 */
export async function onReturnParcelTracked(
  trx: Transaction<Database>,
  change: TrackingChange,
): Promise<void> {
  let row = await lockReturn(trx, change.ownerId, EVERYWHERE);
  if (!row) return;
  const carrier = (stage: string) => ({ note: `${stage} (${change.invoiceNo})`, actorId: null });
  if (row.status === 'requested' && (change.firstScanAt || change.status === 'delivered')) {
    row = await moveReturn(trx, row, 'in_transit', {
      ...carrier('택배 집화'),
      now: change.firstScanAt ?? change.deliveredAt ?? new Date(),
    });
  }
  if (row.status === 'in_transit' && change.status === 'delivered') {
    await moveReturn(trx, row, 'arrived', {
      ...carrier('택배 배송 완료'),
      now: change.deliveredAt ?? new Date(),
    });
  } else if (row.status === 'in_transit' && change.returnedToSender) {
    await moveReturn(trx, row, 'returned_to_sender', {
      ...carrier('반송 완료'),
      now: new Date(change.events.at(-1)?.time ?? Date.now()),
    });
  }
}
