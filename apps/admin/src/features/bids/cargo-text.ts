import { type BidCargo, formatNumber } from '@baro/core';
import type { TFunction } from 'i18next';

/** A request's cargo in one line: containers, or packages with total weight and volume. */
export function cargoSummary(cargo: BidCargo, t: TFunction): string {
  if (cargo.containers.length > 0) {
    return cargo.containers
      .map((container) => t('bids.cargo.containers', { type: container.type, count: container.quantity }))
      .join(', ');
  }
  const count = cargo.packages.reduce((sum, pkg) => sum + pkg.quantity, 0);
  const weight = cargo.packages.reduce((sum, pkg) => sum + pkg.weight * pkg.quantity, 0);
  const cbm = cargo.packages.reduce(
    (sum, pkg) => sum + (pkg.length * pkg.width * pkg.height * pkg.quantity) / 1_000_000,
    0,
  );
  return t('bids.cargo.packages', {
    count,
    weight: formatNumber(weight, { maxFractionDigits: 1 }),
    cbm: formatNumber(cbm, { maxFractionDigits: 3 }),
  });
}
