// The packing station's scan check (issue 15): each item scanned at the station is held against
// what the order takes. A barcode the order does not take, or one more of a line already complete,
// is refused; the server checks the totals again when the order is packed.

export interface PackLine {
  /** The SKU id. */
  readonly id: string;
  readonly barcode: string;
  readonly quantity: number;
}

export type PackScanResult =
  | { readonly ok: true; readonly skuId: string; readonly scanned: number; readonly complete: boolean }
  | { readonly ok: false; readonly reason: 'wrongItem' }
  | { readonly ok: false; readonly reason: 'overScan'; readonly skuId: string };

/** Scanned count per SKU id; a missing id is 0. */
export type PackScans = Readonly<Record<string, number>>;

/** What one scan of `code` does against `lines` and the counts so far (pure: the caller keeps the counts). */
export function checkPackScan(lines: readonly PackLine[], scans: PackScans, code: string): PackScanResult {
  const wanted = code.trim();
  const line = lines.find((l) => l.barcode === wanted);
  if (!line) return { ok: false, reason: 'wrongItem' };
  const already = scans[line.id] ?? 0;
  if (already >= line.quantity) return { ok: false, reason: 'overScan', skuId: line.id };
  const scanned = already + 1;
  return { ok: true, skuId: line.id, scanned, complete: scanned === line.quantity };
}

/** True when every line is scanned exactly. */
export function isPackComplete(lines: readonly PackLine[], scans: PackScans): boolean {
  return lines.every((l) => (scans[l.id] ?? 0) === l.quantity);
}

/**
 * The differences between what was scanned and what the order takes, by SKU id (the server's
 * check at packing): `{ skuId: [scanned, expected] }`; empty when they match.
 */
export function packScanDifferences(
  lines: readonly { id: string; quantity: number }[],
  scanned: readonly { skuId: string; quantity: number }[],
): Record<string, [number, number]> {
  const counts = new Map<string, number>();
  for (const s of scanned) counts.set(s.skuId, (counts.get(s.skuId) ?? 0) + s.quantity);
  const differences: Record<string, [number, number]> = {};
  for (const line of lines) {
    const got = counts.get(line.id) ?? 0;
    if (got !== line.quantity) differences[line.id] = [got, line.quantity];
    counts.delete(line.id);
  }
  for (const [skuId, got] of counts) differences[skuId] = [got, 0];
  return differences;
}
