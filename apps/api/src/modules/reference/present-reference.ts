import type { TradeLocation, VesselSchedule } from '@baro/core';
import type { LocationRow } from './locations.repository.ts';
import type { VesselScheduleRow } from './vessel-schedules.repository.ts';

export function presentLocation(row: LocationRow): TradeLocation {
  return {
    code: row.code,
    kind: row.kind,
    nameKo: row.name_ko,
    nameEn: row.name_en,
    countryCode: row.country_code,
    timeZone: row.time_zone,
  };
}

export function presentVesselSchedule(row: VesselScheduleRow): VesselSchedule {
  return {
    id: row.id,
    carrier: row.carrier,
    vessel: row.vessel,
    voyage: row.voyage,
    pol: { code: row.pol, nameKo: row.pol_name_ko, nameEn: row.pol_name_en },
    pod: { code: row.pod, nameKo: row.pod_name_ko, nameEn: row.pod_name_en },
    cutoffAt: row.cutoff_at ? row.cutoff_at.toISOString() : null,
    etd: row.etd.toISOString(),
    eta: row.eta.toISOString(),
    transitDays: row.transit_days,
  };
}
