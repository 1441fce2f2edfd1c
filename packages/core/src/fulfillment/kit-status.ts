import type { ErrorCode } from '../errors/error-codes.ts';

// A kit (group SKU, 세트 상품) is `active` while the customer sells it and `withdrawn` (철회) once
// retired. A withdrawn kit keeps its page and the orders that exploded it, but takes no new order
// and no edit; it cannot come back (the customer makes a new kit instead, so what an order's kit
// line meant never changes under it).

export const KIT_STATUSES = ['active', 'withdrawn'] as const;
export type KitStatus = (typeof KIT_STATUSES)[number];

/** What may be done to a kit. */
export type KitChange = 'edit' | 'withdraw' | 'order';

/** A kit's status from its withdrawal time (null, or absent, while in use). */
export function kitStatusOf(withdrawnAt: Date | string | null | undefined): KitStatus {
  return withdrawnAt === null || withdrawnAt === undefined ? 'active' : 'withdrawn';
}

/**
 * Why `change` to a kit in `status` is refused, or null when it goes ahead. Withdrawing a
 * withdrawn kit again is harmless (null), like a repeated cancel; editing or ordering it is
 * KIT_WITHDRAWN.
 */
export function kitChangeError(status: KitStatus, change: KitChange): ErrorCode | null {
  if (status === 'active' || change === 'withdraw') return null;
  return 'KIT_WITHDRAWN';
}
