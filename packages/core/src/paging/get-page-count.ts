const isPositiveFinite = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0;

/**
 * Number of pages for `total` items shown `size` per page: ceil(total / size). It is 1 when
 * either value is missing, 0 or not a positive finite number (SPEC §5), so a pager always has a
 * page to show, even for an empty list.
 */
export function getPageCount(total: unknown, size: unknown): number {
  if (!isPositiveFinite(total) || !isPositiveFinite(size)) return 1;
  return Math.max(1, Math.ceil(total / size));
}
