import type { CustomerType } from '../contracts/users.ts';
import type { Language } from './language.ts';

/**
 * What each customer type is called (SPEC §1: consignee for import, forwarder for logistics,
 * customs for tariff) — on the sign-up form and in the chat widget's profile alike.
 */
export const CUSTOMER_TYPE_LABELS: Readonly<Record<Language, Readonly<Record<CustomerType, string>>>> =
  Object.freeze({
    ko: Object.freeze({ consignee: '화주(수입)', forwarder: '포워더(물류)', customs: '관세사(통관)' }),
    en: Object.freeze({
      consignee: 'Consignee (import)',
      forwarder: 'Forwarder (logistics)',
      customs: 'Customs broker',
    }),
  });
