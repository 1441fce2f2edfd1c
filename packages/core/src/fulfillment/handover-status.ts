// A carrier handover (issue 15, 인계 / 출고 마감): the desk opens a manifest per warehouse and carrier,
// scans packed parcels into it by waybill, and closes it when the carrier's driver takes them; the
// close ships the orders whose every parcel is handed over. A closed manifest never changes again:
// it is what the driver signed.

export const HANDOVER_STATUSES = ['open', 'closed'] as const;
export type HandoverStatus = (typeof HANDOVER_STATUSES)[number];

/** The manifest number people read aloud: `HO` + Seoul `yymmdd` of opening + `-` + a sequence number. */
export function handoverNumber(seoulDay: string, seq: number): string {
  return `HO${seoulDay.slice(2).replaceAll('-', '')}-${String(seq).padStart(4, '0')}`;
}
