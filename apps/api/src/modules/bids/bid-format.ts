import { laneLabel as coreLaneLabel, type Language } from '@baro/core';
import type { LocationNames } from '../reference/reference.api.ts';

// How bids read in e-mails and documents, in the reader's language. Money, quantities and dates
// come from @baro/core, as everywhere else.

/** `상하이 → 부산 (FCL)` / `Shanghai → Busan (FCL)`; an unknown code stands for itself. */
export function laneLabel(
  bid: { pol: string; pod: string; freight_type: string },
  locations: ReadonlyMap<string, LocationNames>,
  lang: Language,
): string {
  const place = (code: string) => locations.get(code) ?? { code };
  return `${coreLaneLabel(place(bid.pol), place(bid.pod), lang)} (${bid.freight_type})`;
}
