// Incoterms® 2020 and what each leaves the importer (the buyer, Baro's customer) to pay of a
// forwarder's quote. A quote's charges fall into three groups: charges at the origin (export
// handling, origin THC, documents), the main freight, and charges at the destination (destination
// THC, delivery order, handling). Baro's own service fees (customs clearance, insurance, inland
// transport) are separate: they are quoted only when asked for, whatever the Incoterm.

/** The eleven rules of Incoterms 2020 minus FAS, which Korean import practice does not use. */
export const INCOTERMS = ['EXW', 'FCA', 'FOB', 'CFR', 'CIF', 'CPT', 'CIP', 'DAP', 'DPU', 'DDP'] as const;
export type Incoterm = (typeof INCOTERMS)[number];

/** The groups of a forwarder's charges; `side` of a local charge is `origin` or `destination`. */
export const CHARGE_GROUPS = ['origin', 'freight', 'destination'] as const;
export type ChargeGroup = (typeof CHARGE_GROUPS)[number];

/**
 * Which charge groups the importer pays under each Incoterm:
 * - EXW: the seller only makes the goods available → origin, freight and destination;
 * - FCA, FOB: the seller clears export and hands over at origin → freight and destination;
 * - CFR, CIF, CPT, CIP: the seller also pays the main carriage → destination only;
 * - DAP, DPU, DDP: the seller delivers at destination → none of them.
 */
export const IMPORTER_CHARGE_GROUPS: Readonly<Record<Incoterm, readonly ChargeGroup[]>> = Object.freeze({
  EXW: Object.freeze(['origin', 'freight', 'destination'] as const),
  FCA: Object.freeze(['freight', 'destination'] as const),
  FOB: Object.freeze(['freight', 'destination'] as const),
  CFR: Object.freeze(['destination'] as const),
  CIF: Object.freeze(['destination'] as const),
  CPT: Object.freeze(['destination'] as const),
  CIP: Object.freeze(['destination'] as const),
  DAP: Object.freeze([] as const),
  DPU: Object.freeze([] as const),
  DDP: Object.freeze([] as const),
});

/** True when the value is one of the {@link INCOTERMS}. */
export function isIncoterm(value: unknown): value is Incoterm {
  return typeof value === 'string' && (INCOTERMS as readonly string[]).includes(value);
}

/** True when the importer pays `group` under `incoterm`. */
export function importerPays(incoterm: Incoterm, group: ChargeGroup): boolean {
  return IMPORTER_CHARGE_GROUPS[incoterm].includes(group);
}
