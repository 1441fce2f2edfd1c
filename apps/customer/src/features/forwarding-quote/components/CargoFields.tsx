import { BARO_SERVICE_FEES, type FreightType, formatMoney, type Language } from '@baro/core';

/** The fee of each of Baro's services, for the checkbox hints. */
export function serviceFeeText(
  freightType: FreightType,
  language: Language,
): {
  customsClearance: string;
  insurance: string;
  inlandTransport: string;
} {
  const fees = BARO_SERVICE_FEES;
  const perContainer = Object.values(fees.inlandTransportPerContainer);
  return {
    customsClearance: formatMoney(fees.customsClearancePerBl, 'KRW', language),
    insurance: formatMoney(fees.insuranceMinimum, 'KRW', language),
    inlandTransport:
      freightType === 'FCL'
        ? `${formatMoney(Math.min(...perContainer), 'KRW', language)}~${formatMoney(Math.max(...perContainer), 'KRW', language)}`
        : formatMoney(fees.inlandTransportPerRevenueTon, 'KRW', language),
  };
}
