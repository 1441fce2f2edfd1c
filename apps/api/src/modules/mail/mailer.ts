import type { Language } from '@baro/core';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** The e-mails Baro sends; each has a ko and an en template. */
export type MailTemplateName =
  | 'password-reset'
  | 'team-invitation'
  | 'shipment-milestone'
  | 'bid-quotes-ready'
  | 'bid-quote-digest'
  | 'bid-expired'
  | 'bid-canceled-by-staff'
  | 'estimate-quotation'
  | 'partner-welcome'
  | 'fulfillment-approved'
  | 'fulfillment-rejected'
  | 'partner-bid-request'
  | 'partner-quote-won'
  | 'partner-quote-lost'
  | 'shipment-schedule-changed';

/**
 * The parameters each template needs (all required):
 * - `password-reset`: `name`, `link`, `expiresAt` (the link is valid for 30 minutes)
 * - `team-invitation`: `teamName`, `inviterName`, `role` (`admin` | `member`, shown translated),
 *   `link`, `expiresAt` (7 days)
 * - `shipment-milestone`: `name`, `milestone` (a kind, shown translated), `lane`, `seoulTime`,
 *   `link`; optional `place`, `localTime`, `note`
 * - `bid-quotes-ready`: `name`, `lane`, `quoteCount`, `lowestTotal` (formatted), `link`
 * - `bid-quote-digest`: `name`, `lane`, `count`, `quotes` (one formatted quote a line),
 *   `deadline` (formatted), `link`
 * - `bid-expired`: `name`, `lane`, `link`
 * - `bid-canceled-by-staff`: `name`, `number`, `lane`, `reason` (staff's words), `link`
 * - `estimate-quotation`: `name`, `lane`, `freightType`, `partnerName`, `carrier`, `transitDays`,
 *   `totalKRW`, `totalUSD` (formatted), `validUntil` (formatted), `link`
 * - `partner-welcome`: `name`, `partnerName`, `link`, `expiresAt` (7 days)
 *
 * - `fulfillment-approved`: `name`, `companyName`, `warehouseName`, `link`
 * - `fulfillment-rejected`: `name`, `companyName`, `reason`, `link`
 * - `partner-bid-request`: `name`, `lane`, `cargo` (a summary), `deadline` (formatted), `link`
 * - `partner-quote-won`: `name`, `lane`, `total` (formatted), `link`
 * - `partner-quote-lost`: `name`, `lane`, `link`
 * - `shipment-schedule-changed`: `name`, `milestone` (`departed` | `arrived`), `lane`, `before`,
 *   `after` (formatted, Seoul), `link`
 *
 * `expiresAt` is already formatted for the reader: `formatDate(expiresAt, locale, true)`.
 */
export interface MailRequest {
  to: string;
  locale: Language;
  template: MailTemplateName;
  /** Values the template fills in (names, links, dates already formatted for the reader). */
  params: Record<string, string>;
  /**
   * Values inside the params that must never be stored readable: a reset token, an invitation id.
   * The outbox keeps the message with them redacted; only an encrypted copy can be delivered.
   */
  secrets?: readonly string[];
}

/**
 * Sending mail is two steps so that no e-mail leaves for a change that rolled back: `queue` records
 * the rendered message in the outbox inside the caller's transaction, and `flush` (after commit)
 * delivers what is queued. Without SMTP_URL the outbox itself is the destination.
 */
export interface Mailer {
  readonly transport: 'outbox' | 'smtp';
  queue(db: Kysely<Database> | Transaction<Database>, mail: MailRequest): Promise<string>;
  /** Delivers queued messages; never throws (failures stay queued for the retry job). */
  flush(): Promise<void>;
}

/** The part of a pino (Fastify) logger the mailer uses. */
export interface MailLogger {
  info(details: Record<string, unknown>, message: string): void;
  warn(details: Record<string, unknown>, message: string): void;
  error(details: Record<string, unknown>, message: string): void;
}
