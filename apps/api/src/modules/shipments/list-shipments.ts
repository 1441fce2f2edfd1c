import { getPageCount, type Page, type ShipmentListQuery, type ShipmentSummary } from '@baro/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { findLocations } from '../reference/reference.api.ts';
import { placeCodes, presentShipmentSummary } from './present-shipment.ts';
import { listMilestones, listShipmentRows, type ShipmentScope } from './shipments.repository.ts';

/**
 * `GET /api/shipments` (the caller's team) and `GET /api/partner/shipments` (the caller's partner,
 * or every one for staff): newest first, optionally by status, with each shipment's latest reached
 * milestone and its departure and arrival times.
 */
export async function listShipments(
  db: Kysely<Database>,
  scope: ShipmentScope,
  query: ShipmentListQuery,
): Promise<Page<ShipmentSummary>> {
  const { rows, total } = await listShipmentRows(
    db,
    scope,
    { status: query.status },
    { limit: query.size, offset: (query.page - 1) * query.size },
  );
  const milestones = await listMilestones(
    db,
    rows.map((row) => row.id),
  );
  const locations = await findLocations(db, placeCodes(milestones));
  return {
    items: rows.map((row) =>
      presentShipmentSummary(
        row,
        milestones.filter((m) => m.shipment_id === row.id),
        locations,
      ),
    ),
    page: query.page,
    size: query.size,
    total,
    pageCount: getPageCount(total, query.size),
  };
}
