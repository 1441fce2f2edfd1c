// The packing station's box catalogue (issue 15): the corrugated boxes Korean warehouses stock by
// number (호), sized as the parcel boxes sold at Korean post offices (우체국 택배상자 1–6호, mm;
// check the sizes against the boxes the warehouse actually buys). The packer picks one per parcel; the chosen box is kept with
// the parcel (box-size pricing, Korean peers), and the station suggests one from the items' sizes
// (SKU dimensions), or from the pieces when a size is unknown.

export const PACKING_BOX_CODES = ['B1', 'B2', 'B3', 'B4', 'B5', 'B6'] as const;
export type PackingBoxCode = (typeof PACKING_BOX_CODES)[number];

export interface PackingBox {
  readonly code: PackingBoxCode;
  /** What the floor calls it: 1호 … 6호 ("No. 1" … in English). */
  readonly number: number;
  /** Inner length × width × height, mm. */
  readonly mm: readonly [number, number, number];
  /** Suggested for an order of up to this many pieces (the last box: any number). */
  readonly upToPieces: number;
}

export const PACKING_BOXES: readonly PackingBox[] = Object.freeze([
  { code: 'B1', number: 1, mm: [220, 190, 90], upToPieces: 1 },
  { code: 'B2', number: 2, mm: [270, 180, 150], upToPieces: 2 },
  { code: 'B3', number: 3, mm: [340, 250, 210], upToPieces: 4 },
  { code: 'B4', number: 4, mm: [410, 310, 280], upToPieces: 8 },
  { code: 'B5', number: 5, mm: [480, 380, 340], upToPieces: 15 },
  { code: 'B6', number: 6, mm: [520, 480, 400], upToPieces: Number.POSITIVE_INFINITY },
]);

export const isPackingBoxCode = (value: unknown): value is PackingBoxCode =>
  typeof value === 'string' && (PACKING_BOX_CODES as readonly string[]).includes(value);

export function packingBox(code: PackingBoxCode): PackingBox {
  const box = PACKING_BOXES.find((b) => b.code === code);
  if (!box) throw new Error(`unknown box ${code}`);
  return box;
}

/**
 * The box the station offers first for an order of `pieces` pieces: the smallest whose piece
 * allowance takes them. SKUs' sizes are often unknown, so the count is the rule; the packer
 * chooses another box when the goods say otherwise.
 */
export function suggestPackingBox(pieces: number): PackingBoxCode {
  const box = PACKING_BOXES.find((b) => pieces <= b.upToPieces) ?? PACKING_BOXES[PACKING_BOXES.length - 1];
  return (box as PackingBox).code;
}

/**
 * The share of a box's inner volume goods may take: the rest is void fill, padding and the air a
 * rigid item leaves around it. 0.8 is the usual planning figure for mixed parcels (a packer
 * rarely fills more than four fifths of a carton); the packer overrides the suggestion when the
 * goods pack tighter.
 */
export const PACKING_FILL_RATIO = 0.8;

/** An item to pack: how many, and its SKU's outer size in mm when known (null or missing: unknown). */
export interface PackingItem {
  readonly quantity: number;
  readonly lengthMm?: number | null;
  readonly widthMm?: number | null;
  readonly heightMm?: number | null;
}

/** What the station suggests: the box, what it was chosen by, and whether the goods fit it at all. */
export interface PackingBoxSuggestion {
  readonly code: PackingBoxCode;
  /** `size`: every item's dimensions were known; `pieces`: some were not, so the piece count decided. */
  readonly basis: 'size' | 'pieces';
  /** False when even the largest box is too small by volume or by the longest side (split into more boxes). */
  readonly fits: boolean;
}

const sized = (
  item: PackingItem,
): item is PackingItem & { lengthMm: number; widthMm: number; heightMm: number } =>
  [item.lengthMm, item.widthMm, item.heightMm].every((side) => typeof side === 'number' && side > 0);

/**
 * The smallest box the items fit by size: their total volume within the box's volume times
 * PACKING_FILL_RATIO, and the longest side of any item within the box's longest inner side. When
 * any item's size is unknown, the piece-count rule (suggestPackingBox) decides instead; with
 * nothing to pack, the smallest box. When nothing fits, the largest box with `fits: false`.
 */
export function suggestPackingBoxBySize(items: readonly PackingItem[]): PackingBoxSuggestion {
  const packed = items.filter((item) => item.quantity > 0);
  const pieces = packed.reduce((sum, item) => sum + item.quantity, 0);
  if (!packed.every(sized)) return { code: suggestPackingBox(pieces), basis: 'pieces', fits: true };
  let volume = 0;
  let longest = 0;
  for (const item of packed) {
    volume += item.quantity * item.lengthMm * item.widthMm * item.heightMm;
    longest = Math.max(longest, item.lengthMm, item.widthMm, item.heightMm);
  }
  const box = PACKING_BOXES.find(
    (b) => volume <= b.mm[0] * b.mm[1] * b.mm[2] * PACKING_FILL_RATIO && longest <= Math.max(...b.mm),
  );
  if (box) return { code: box.code, basis: 'size', fits: true };
  return { code: (PACKING_BOXES[PACKING_BOXES.length - 1] as PackingBox).code, basis: 'size', fits: false };
}

/** `1호 (220×190×90 mm)` / `No. 1 (220×190×90 mm)`. */
export function packingBoxLabel(code: PackingBoxCode, language: 'ko' | 'en'): string {
  const box = packingBox(code);
  const size = `${box.mm.join('×')} mm`;
  return language === 'ko' ? `${box.number}호 (${size})` : `No. ${box.number} (${size})`;
}
