import type { ShipmentDetail } from '@baro/core';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { listBoundFiles } from '../files/files.api.ts';
import { findLocations } from '../reference/reference.api.ts';
import { placeCodes, presentShipmentDetail } from './present-shipment.ts';
import { findShipmentRow, listMilestones, type ShipmentScope } from './shipments.repository.ts';

/**
 * `GET /api/shipments/{id}` (the caller's team) and `GET /api/partner/shipments/{id}` (the
 * caller's partner, or any for staff): the shipment with its milestones in order and the documents
 * bound to it. A shipment outside the scope is not found.
 */
export async function getShipment(
  db: Kysely<Database> | Transaction<Database>,
  scope: ShipmentScope,
  id: string,
): Promise<ShipmentDetail> {
  const row = await findShipmentRow(db, id, scope);
  if (!row) throw new AppError('NOT_FOUND');
  const milestones = await listMilestones(db, [row.id]);
  const locations = await findLocations(db, placeCodes(milestones));
  const documents = await listBoundFiles(db, { targetType: 'shipment', targetId: row.id });
  return presentShipmentDetail(row, milestones, locations, documents);
}
