import {
  addCalendarDays,
  isCalendarDay,
  type Language,
  MAX_CARGO_READY_DAYS_AHEAD,
  searchEstimateRequestSchema,
  toFieldErrors,
} from '@baro/core';
import { type QuoteFormValues, toSearchRequest } from './quote-search.ts';

/** The checks the contract cannot word for this form (keys of `forwarding.quote.validation`). */
export type QuoteProblem =
  | 'polRequired'
  | 'podRequired'
  | 'dateRequired'
  | 'invalidDate'
  | 'pastDate'
  | 'tooFar';

/** The last cargo-ready day a search accepts (the server's limit). */
export const latestCargoReadyDate = (today: string): string =>
  addCalendarDays(today, MAX_CARGO_READY_DAYS_AHEAD);

export interface QuoteValidationContext {
  language: Language;
  /** Today in Seoul, `YYYY-MM-DD`. */
  today: string;
  /** The sentence of one of this form's own problems, in `language`. */
  say: (problem: QuoteProblem) => string;
}

/**
 * Every message of the form, keyed by field path (`pol`, `containers.0.quantity`): the search
 * contract's own (@baro/core, the sentences the server would send for the same body) plus the
 * form's: a place must be picked from the list, and the cargo-ready date must fall between today
 * and a year from today (Seoul). Empty when the search can be sent.
 */
export function validateQuoteForm(
  values: QuoteFormValues,
  context: QuoteValidationContext,
): Record<string, string> {
  const request = toSearchRequest(values);
  const parsed = searchEstimateRequestSchema.safeParse(request);
  const errors = parsed.success ? {} : toFieldErrors(parsed.error, context.language, request);

  if (values.pol.trim() === '') errors.pol = context.say('polRequired');
  if (values.pod.trim() === '') errors.pod = context.say('podRequired');

  const date = values.cargoReadyDate;
  if (date === '') errors.cargoReadyDate = context.say('dateRequired');
  else if (!isCalendarDay(date)) errors.cargoReadyDate = context.say('invalidDate');
  else if (date < context.today) errors.cargoReadyDate = context.say('pastDate');
  else if (date > latestCargoReadyDate(context.today)) errors.cargoReadyDate = context.say('tooFar');
  return errors;
}

/** The form's fields the server may name in `fields`; any other key is shown above the form. */
export function isQuoteFormField(key: string): boolean {
  return /^(?:freightType|pol|pod|incoterms|cargoReadyDate|containers|packages|services|cargoDescription)(?:\.|$)/.test(
    key,
  );
}
