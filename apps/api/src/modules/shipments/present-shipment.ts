import {
  type BoundFile,
  currentMilestone,
  isRequestedService,
  type MilestonePlace,
  type QuoteServiceStatus,
  REQUESTED_SERVICE_CHARGE_CODES,
  type ShipmentDetail,
  type ShipmentMilestone,
  type ShipmentSummary,
  sortMilestones,
} from '@baro/core';
import type { LocationRow } from '../reference/reference.api.ts';
import type { MilestoneRow, ShipmentRow } from './shipments.repository.ts';

// Rows to the wire shapes of @baro/core's shipment contracts. Times are ISO 8601 in UTC; the
// apps show them in Seoul time (and at the port's time zone, which `place.timeZone` gives).

export type LocationsByCode = ReadonlyMap<string, LocationRow>;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** The codes among the milestones' places, to look the locations up in one query. */
export const placeCodes = (milestones: readonly MilestoneRow[]) => [
  ...new Set(milestones.flatMap((m) => (m.place ? [m.place] : []))),
];

export function presentPlace(place: string | null, locations: LocationsByCode): MilestonePlace | null {
  if (place === null) return null;
  const location = locations.get(place);
  return {
    code: location?.code ?? null,
    nameKo: location?.name_ko ?? null,
    nameEn: location?.name_en ?? null,
    text: place,
    timeZone: location?.time_zone ?? null,
  };
}

export function presentMilestone(row: MilestoneRow, locations: LocationsByCode): ShipmentMilestone {
  return {
    kind: row.kind,
    plannedAt: iso(row.planned_at),
    actualAt: iso(row.actual_at),
    place: presentPlace(row.place, locations),
    note: row.note,
    updatedAt: row.updated_at.toISOString(),
  };
}

const timesOf = (milestones: readonly MilestoneRow[], kind: MilestoneRow['kind']) => {
  const row = milestones.find((m) => m.kind === kind);
  return { plannedAt: iso(row?.planned_at ?? null), actualAt: iso(row?.actual_at ?? null) };
};

/** A shipment in a list, with its latest reached milestone and departure and arrival times. */
export function presentShipmentSummary(
  row: ShipmentRow,
  milestones: readonly MilestoneRow[],
  locations: LocationsByCode,
): ShipmentSummary {
  const current = currentMilestone(
    milestones.map((m) => ({ ...m, plannedAt: m.planned_at, actualAt: m.actual_at })),
  );
  return {
    id: row.id,
    status: row.status,
    bidId: row.bid_id,
    bidNumber: row.bid_number,
    freightType: row.freight_type,
    pol: {
      code: row.pol_code,
      nameKo: row.pol_name_ko,
      nameEn: row.pol_name_en,
      timeZone: row.pol_time_zone,
    },
    pod: {
      code: row.pod_code,
      nameKo: row.pod_name_ko,
      nameEn: row.pod_name_en,
      timeZone: row.pod_time_zone,
    },
    partner: { id: row.partner_id, name: row.partner_name },
    team: { name: row.team_name },
    currentMilestone:
      current?.actual_at != null
        ? {
            kind: current.kind,
            actualAt: current.actual_at.toISOString(),
            place: presentPlace(current.place, locations),
          }
        : null,
    departure: timesOf(milestones, 'departed'),
    arrival: timesOf(milestones, 'arrived'),
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/** The kept answers to the request's services, read back (a stray entry is left out). */
export function readServices(value: unknown): QuoteServiceStatus[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item): QuoteServiceStatus[] => {
    const entry = (item ?? {}) as Record<string, unknown>;
    if (!isRequestedService(entry.service)) return [];
    const status = entry.status === 'priced' || entry.status === 'declined' ? entry.status : 'unanswered';
    const amounts = Array.isArray(entry.amounts)
      ? entry.amounts.map((amount: Record<string, unknown>) => ({
          currency: String(amount?.currency ?? ''),
          amount: Number(amount?.amount ?? 0),
        }))
      : [];
    return [
      {
        service: entry.service,
        chargeCode: REQUESTED_SERVICE_CHARGE_CODES[entry.service],
        status,
        amounts,
        reason: typeof entry.reason === 'string' ? entry.reason : null,
      },
    ];
  });
}

/** A shipment with its eight milestones in order, its quote and its documents. */
export function presentShipmentDetail(
  row: ShipmentRow,
  milestones: readonly MilestoneRow[],
  locations: LocationsByCode,
  documents: BoundFile[],
): ShipmentDetail {
  return {
    ...presentShipmentSummary(row, milestones, locations),
    milestones: sortMilestones(milestones).map((m) => presentMilestone(m, locations)),
    quote: {
      id: row.quote_id,
      carrier: row.quote_carrier,
      transitDays: row.quote_transit_days,
      totalKRW: Number(row.quote_total_krw),
      totalUSD: Number(row.quote_total_usd),
      services: readServices(row.services),
    },
    documents,
  };
}
