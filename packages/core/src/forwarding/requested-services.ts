import { formatMoney } from '../format/money.ts';
import type { Language } from '../i18n/language.ts';
import { deepFreeze } from '../internal/deep-freeze.ts';
import type { ChargeCode } from './charge-codes.ts';

// Requested services (issue 18, "Requested services are dropped"): the instant quote and the bid
// request let a customer add customs clearance (통관) and inland trucking (내륙 운송). They are the
// same flags the estimate keeps (`services.customsClearance`, `services.inlandTransport`), and a
// partner answers each on its quote: it prices it — lines with the service's charge code — or
// declines it, with a reason if it likes. Cargo insurance stays Baro's own (the estimate prices
// it; partners are not asked).

/** The services a partner is asked to price, named as the estimate's service flags. */
export const REQUESTED_SERVICES = ['customsClearance', 'inlandTransport'] as const;
export type RequestedService = (typeof REQUESTED_SERVICES)[number];

/** The charge code that prices each service on a quote. */
export const REQUESTED_SERVICE_CHARGE_CODES: Readonly<Record<RequestedService, ChargeCode>> = deepFreeze({
  customsClearance: 'CUSTOMS',
  inlandTransport: 'TRUCKING',
});

/** Longest reason a partner may give for declining a service. */
export const MAX_DECLINE_REASON_LENGTH = 200;

const NAMES: Readonly<Record<Language, Record<RequestedService, string>>> = deepFreeze({
  ko: { customsClearance: '통관', inlandTransport: '내륙 운송' },
  en: { customsClearance: 'Customs clearance', inlandTransport: 'Inland trucking' },
});

/** The service's name in the reader's language. */
export const requestedServiceName = (service: RequestedService, language: Language): string =>
  NAMES[language][service];

export const isRequestedService = (value: unknown): value is RequestedService =>
  typeof value === 'string' && (REQUESTED_SERVICES as readonly string[]).includes(value);

/** The services a request asks partners for, in {@link REQUESTED_SERVICES} order. */
export function requestedServicesOf(
  services: { readonly customsClearance?: boolean; readonly inlandTransport?: boolean } | null | undefined,
): RequestedService[] {
  return REQUESTED_SERVICES.filter((service) => services?.[service] === true);
}

/** A service a partner said it will not provide, and why (null when it gave no reason). */
export interface DeclinedService {
  readonly service: RequestedService;
  readonly reason: string | null;
}

/**
 * How a quote answers a requested service: `priced` (lines of its code, `amounts` summed by
 * currency), `declined` (with the partner's reason), or `unanswered` — only quotes posted before
 * partners had to answer (the server refuses a new quote that leaves one unanswered).
 */
export type ServiceAnswer = 'priced' | 'declined' | 'unanswered';

export interface QuoteServiceStatus {
  readonly service: RequestedService;
  readonly chargeCode: ChargeCode;
  readonly status: ServiceAnswer;
  /** The priced amount per currency, in first-line order (empty unless priced). */
  readonly amounts: { currency: string; amount: number }[];
  /** The reason for declining (null unless declined with one). */
  readonly reason: string | null;
}

interface AnsweringQuote {
  readonly lines: readonly {
    readonly chargeCode: string;
    readonly currency: string;
    readonly amount: number;
  }[];
  readonly declinedServices?: readonly DeclinedService[] | undefined;
}

/** Cent-exact sum of two money amounts. */
const addMoney = (a: number, b: number) => Math.round((a + b) * 100) / 100;

/** How the quote answers each requested service, in the services' order. */
export function quoteServiceStatuses(
  requested: readonly RequestedService[],
  quote: AnsweringQuote,
): QuoteServiceStatus[] {
  return requested.map((service) => {
    const chargeCode = REQUESTED_SERVICE_CHARGE_CODES[service];
    const lines = quote.lines.filter((line) => line.chargeCode === chargeCode);
    if (lines.length > 0) {
      const amounts: { currency: string; amount: number }[] = [];
      for (const line of lines) {
        const same = amounts.find((item) => item.currency === line.currency);
        if (same) same.amount = addMoney(same.amount, line.amount);
        else amounts.push({ currency: line.currency, amount: line.amount });
      }
      return { service, chargeCode, status: 'priced', amounts, reason: null };
    }
    const declined = quote.declinedServices?.find((item) => item.service === service);
    return declined
      ? { service, chargeCode, status: 'declined', amounts: [], reason: declined.reason }
      : { service, chargeCode, status: 'unanswered', amounts: [], reason: null };
  });
}

/**
 * Whose words: `plain` (the default) states the answer — for staff, the partner, the quote digest;
 * `customer` tells the customer what the accepted quote means for them: a priced service is in
 * the total, a declined one they must arrange themselves, an unanswered one is not in the quote.
 */
export type ServiceStatusWording = 'plain' | 'customer';

interface AnswerText {
  readonly priced: string;
  readonly declined: string;
  readonly declinedWhy: string;
  readonly unanswered: string;
}

const ANSWER_TEXT: Readonly<Record<ServiceStatusWording, Record<Language, AnswerText>>> = deepFreeze({
  plain: {
    ko: {
      priced: '{service}: {amount}',
      declined: '{service}: 제공 불가',
      declinedWhy: '{service}: 제공 불가 — {reason}',
      unanswered: '{service}: 답변 없음',
    },
    en: {
      priced: '{service}: {amount}',
      declined: '{service}: declined',
      declinedWhy: '{service}: declined — {reason}',
      unanswered: '{service}: no answer',
    },
  },
  customer: {
    ko: {
      priced: '{service}: {amount} (운임 합계에 포함)',
      declined: '{service}: 파트너 제공 불가 — 따로 준비해 주세요',
      declinedWhy: '{service}: 파트너 제공 불가 ({reason}) — 따로 준비해 주세요',
      unanswered: '{service}: 견적에 포함되지 않음',
    },
    en: {
      priced: '{service}: {amount} (in the total)',
      declined: '{service}: declined by the partner — arrange it separately',
      declinedWhy: '{service}: declined by the partner ({reason}) — arrange it separately',
      unanswered: '{service}: not in the quote',
    },
  },
});

/** Fills `{name}` placeholders in one pass, so a reason containing `{amount}` stays as written. */
const fill = (template: string, values: Readonly<Record<string, string>>): string =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);

/**
 * How a quote answered a requested service, in one line for screens and mails that list them
 * (staff's bid and shipment detail, the partner's shipment, the customer's quote digest):
 * "통관: 33,000원", "내륙 운송: 제공 불가 — 직영 트럭 없음", "Customs clearance: no answer".
 * `{ wording: 'customer' }` is the customer's shipment page: "통관: 33,000원 (운임 합계에 포함)",
 * "내륙 운송: 파트너 제공 불가 — 따로 준비해 주세요".
 */
export function describeServiceStatus(
  status: Pick<QuoteServiceStatus, 'service' | 'status' | 'amounts' | 'reason'>,
  language: Language,
  options: { readonly wording?: ServiceStatusWording } = {},
): string {
  const text = ANSWER_TEXT[options.wording ?? 'plain'][language];
  const service = requestedServiceName(status.service, language);
  if (status.status === 'priced') {
    const amount = status.amounts
      .map((item) => formatMoney(item.amount, item.currency, language))
      .join(' + ');
    return fill(text.priced, { service, amount });
  }
  if (status.status === 'declined') {
    return status.reason
      ? fill(text.declinedWhy, { service, reason: status.reason })
      : fill(text.declined, { service });
  }
  return fill(text.unanswered, { service });
}

/** Why a quote's answers do not fit the request, per service. */
export type ServiceAnswerProblem =
  /** Requested, but neither priced nor declined. */
  | 'unanswered'
  /** Declined, yet lines of its code price it. */
  | 'pricedAndDeclined'
  /** Declined, but the request did not ask for it. */
  | 'notRequested'
  /** Declined twice. */
  | 'declinedTwice';

/**
 * The problems of a quote's answers, by service (empty when every requested service is priced
 * or declined, and only requested ones are declined, once). Pricing a service the request did not
 * ask for is allowed: it is an ordinary charge.
 */
export function serviceAnswerProblems(
  requested: readonly RequestedService[],
  quote: AnsweringQuote,
): Partial<Record<RequestedService, ServiceAnswerProblem>> {
  const problems: Partial<Record<RequestedService, ServiceAnswerProblem>> = {};
  const declined = quote.declinedServices ?? [];
  const codes = new Set(quote.lines.map((line) => line.chargeCode));
  const seen = new Set<RequestedService>();
  for (const item of declined) {
    if (seen.has(item.service)) problems[item.service] ??= 'declinedTwice';
    seen.add(item.service);
    if (!requested.includes(item.service)) problems[item.service] ??= 'notRequested';
    else if (codes.has(REQUESTED_SERVICE_CHARGE_CODES[item.service]))
      problems[item.service] ??= 'pricedAndDeclined';
  }
  for (const service of requested) {
    if (!seen.has(service) && !codes.has(REQUESTED_SERVICE_CHARGE_CODES[service]))
      problems[service] = 'unanswered';
  }
  return problems;
}

/** The field a service's problem is reported under (`services.customsClearance`). */
export const serviceField = (service: RequestedService): string => `services.${service}`;
