import {
  describeServiceStatus,
  formatDate,
  formatMoney,
  type Language,
  quoteServiceStatuses,
  requestedServicesOf,
} from '@baro/core';
import type { Transaction } from 'kysely';
import type { AppDeps } from '../../app-deps.ts';
import type { Database } from '../../db/schema.ts';
import { transact } from '../../db/transact.ts';
import { bidCustomerMail } from './bid-customer-mail.ts';
import {
  type BidRow,
  finishQuoteDigest,
  listQuotesSubmittedBetween,
  lockDueQuoteDigests,
} from './bids.repository.ts';
import { quoteDigestStillUseful, readCargo } from './bids.rules.ts';
import { readDeclinedServices, readLines } from './present-bid.ts';

// Issue 18, "nobody misses a bid": customers hear of arriving quotes in a digest, not a mail per
// quote. A submitted quote schedules the bid's digest (or joins the pending one; submit-quote.ts);
// this job, every minute, sends each due digest to the bid's author (the team's master if they
// left) listing the live quotes submitted since the last one. The mail is queued in the same
// transaction that clears the due time, so a re-run (or a second worker) never sends twice.

export type QuoteDigestDeps = Pick<AppDeps, 'db' | 'now' | 'mailer' | 'env'>;

/** Sends every due quote digest. Returns how many mails were queued. */
export async function sendDueQuoteDigests(deps: QuoteDigestDeps): Promise<number> {
  const now = deps.now();
  const sent = await transact(deps.db, async (trx) => {
    let queued = 0;
    for (const bid of await lockDueQuoteDigests(trx, now)) {
      if (await sendQuoteDigest(trx, deps, bid, now)) queued += 1;
    }
    return queued;
  });
  if (sent > 0) void deps.mailer.flush();
  return sent;
}

/**
 * One bid's due digest: queued when quoting is still open and live quotes arrived since the last
 * digest; either way the due time is cleared (a closed bid's quotes are in the quoting-closed mail).
 */
async function sendQuoteDigest(
  trx: Transaction<Database>,
  deps: Pick<AppDeps, 'mailer' | 'env'>,
  bid: BidRow,
  now: Date,
): Promise<boolean> {
  if (!quoteDigestStillUseful(bid, now)) {
    await finishQuoteDigest(trx, bid.id, null);
    return false;
  }
  const quotes = await listQuotesSubmittedBetween(trx, bid.id, bid.quote_digest_sent_at, now);
  const mail = quotes.length > 0 ? await bidCustomerMail(trx, deps, bid) : undefined;
  if (!mail) {
    await finishQuoteDigest(trx, bid.id, null);
    return false;
  }
  const lang: Language = mail.locale;
  const requested = requestedServicesOf(readCargo(bid.cargo).services);
  const lines = quotes.map((quote) => {
    const validity =
      lang === 'ko'
        ? `${formatDate(quote.valid_until, lang)}까지 유효`
        : `valid until ${formatDate(quote.valid_until, lang)}`;
    const services = quoteServiceStatuses(requested, {
      lines: readLines(quote.lines),
      declinedServices: readDeclinedServices(quote.declined_services),
    }).map((status) => describeServiceStatus(status, lang));
    return [
      `${quote.partner_name}: ${formatMoney(Number(quote.total_krw), 'KRW', lang)}`,
      validity,
      quote.carrier,
      ...services,
    ].join(' · ');
  });
  await deps.mailer.queue(trx, {
    to: mail.to,
    locale: lang,
    template: 'bid-quote-digest',
    params: {
      ...mail.params,
      count: String(quotes.length),
      quotes: lines.join('\n'),
      deadline: formatDate(bid.deadline, lang, true),
    },
  });
  await finishQuoteDigest(trx, bid.id, now);
  return true;
}
