import { CHARGE_CATALOGUE, type ChargeCodeList } from '@baro/core';

/**
 * `GET /api/forwarding/charge-codes`: the catalogue a quote line names its charge from. It is
 * public reference data, like locations: partners pick from it, customers read the comparison
 * by it, and the landing may explain charges before anyone signs in. Nothing in it is secret.
 */
export function listChargeCodes(): ChargeCodeList {
  return {
    items: CHARGE_CATALOGUE.map((item) => ({
      code: item.code,
      nameKo: item.nameKo,
      nameEn: item.nameEn,
      basis: item.basis,
      containerType: item.containerType,
      freightTypes: [...item.freightTypes],
    })),
  };
}
