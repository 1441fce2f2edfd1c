import type { FileTargetType } from '@baro/core';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import {
  findBidTarget,
  findEstimateLogTarget,
  findReturnInspectionTarget,
  findShipmentTarget,
  findTeamTarget,
} from './files.repository.ts';
import type { TargetFacts } from './files.rules.ts';

/** The facts of the entity a file is bound to, or null when there is no such entity. */
export async function findTarget(
  db: Kysely<Database> | Transaction<Database>,
  targetType: FileTargetType,
  targetId: string,
): Promise<TargetFacts | null> {
  switch (targetType) {
    case 'team': {
      const team = await findTeamTarget(db, targetId);
      return team ? { type: 'team', id: team.id } : null;
    }
    case 'bid': {
      const bid = await findBidTarget(db, targetId);
      return bid ? { type: 'bid', id: bid.id, teamId: bid.team_id, status: bid.status } : null;
    }
    case 'shipment': {
      const shipment = await findShipmentTarget(db, targetId);
      return shipment
        ? {
            type: 'shipment',
            id: shipment.id,
            teamId: shipment.team_id,
            partnerId: shipment.partner_id,
            status: shipment.status,
          }
        : null;
    }
    case 'returnInspection': {
      const inspection = await findReturnInspectionTarget(db, targetId);
      return inspection
        ? {
            type: 'returnInspection',
            id: inspection.id,
            teamId: inspection.team_id,
            warehouseId: inspection.warehouse_id,
          }
        : null;
    }
    case 'estimateLog': {
      const log = await findEstimateLogTarget(db, targetId);
      return log ? { type: 'estimateLog', id: log.id, userId: log.user_id, teamId: log.team_id } : null;
    }
  }
}
