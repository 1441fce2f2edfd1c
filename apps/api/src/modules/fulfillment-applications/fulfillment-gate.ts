import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import type { Caller } from '../../http/callers.ts';
import { findApproval } from './fulfillment-applications.repository.ts';

/** A customer of an approved fulfillment team: the tenant of every customer fulfillment call. */
export interface FulfillmentCustomer {
  userId: string;
  teamId: string;
  teamName: string;
  /** Where the team's stock is kept. */
  warehouseId: string;
}

/**
 * The gate of every customer fulfillment call but the application itself: the team comes from the
 * token, and until staff approve its application the answer is 403 FULFILLMENT_NOT_APPROVED.
 */
export async function approvedCustomerOf(db: Kysely<Database>, caller: Caller): Promise<FulfillmentCustomer> {
  if (caller.kind !== 'customer' || !caller.teamId) throw new AppError('FORBIDDEN');
  const approval = await findApproval(db, caller.teamId);
  if (approval?.status !== 'approved' || !approval.warehouse_id)
    throw new AppError('FULFILLMENT_NOT_APPROVED');
  return {
    userId: caller.userId,
    teamId: caller.teamId,
    teamName: approval.team_name,
    warehouseId: approval.warehouse_id,
  };
}
