import {
  BID_FIELD_MESSAGES,
  guessChargeCode,
  type Language,
  MissingExchangeRateError,
  type PartnerBidDetail,
  priceLine,
  quoteChangeError,
  quoteTotals,
  quoteValidityError,
  requestedServiceName,
  requestedServicesOf,
  type SubmitQuoteRequest,
  serviceAnswerProblems,
  serviceField,
  toSeoulDateString,
} from '@baro/core';
import { newId } from '../../db/new-id.ts';
import { AppError } from '../../http/app-error.ts';
import type { PartnerCaller } from '../../http/callers.ts';
import { findLocationNames, findRatesOn } from '../reference/reference.api.ts';
import {
  findLiveQuote,
  hasPartnerQuoted,
  insertQuote,
  lockBid,
  type QuoteRow,
  scheduleQuoteDigest,
  withdrawQuote,
} from './bids.repository.ts';
import { enforce, partnerMaySeeBid, quoteDigestDueAt, readCargo } from './bids.rules.ts';
import { presentPartnerBidDetail } from './present-bid.ts';
import { inSettledTransaction, type SettleDeps } from './settle-bids.ts';

type QuoteInput = Required<Pick<SubmitQuoteRequest, 'lines' | 'validUntil' | 'transitDays' | 'carrier'>> &
  Pick<SubmitQuoteRequest, 'memo' | 'declinedServices'>;

/**
 * `POST /api/partner/bids/{id}/quotes`: the partner's one live quote on an open bid (estimating,
 * before the deadline; else BID_CLOSED). Posting again revises: the old version is withdrawn and
 * the new one inserted in one transaction. Line amounts and the totals are computed here, with
 * the exchange rates of today (Seoul); a currency without a rate is refused under its line.
 * Each service the request asks for is priced (lines of its charge code) or declined, else
 * VALIDATION_FAILED under `services.<service>`; declines are kept with the quote. The quote
 * schedules the customer's quote digest, or joins the pending one (send-quote-digests.ts).
 */
export async function submitQuote(
  deps: SettleDeps,
  caller: PartnerCaller,
  bidId: string,
  input: QuoteInput,
  lang: Language,
): Promise<PartnerBidDetail> {
  return inSettledTransaction(deps, { bidId }, async (trx, now) => {
    const bid = await lockBid(trx, bidId);
    if (!bid || !partnerMaySeeBid(bid, await hasPartnerQuoted(trx, bid.id, caller.partnerId), now)) {
      throw new AppError('NOT_FOUND');
    }
    enforce(quoteChangeError(bid, now));
    if (quoteValidityError(input.validUntil, bid.deadline)) {
      const day = toSeoulDateString(bid.deadline);
      throw new AppError('VALIDATION_FAILED', {
        fields: { validUntil: BID_FIELD_MESSAGES[lang].quoteValidTooShort(day) },
      });
    }

    // A line without a code (a client from before codes) gets the one its name reads as.
    const cargo = readCargo(bid.cargo);
    const request = {
      freightType: bid.freight_type,
      containerTypes: cargo.containers.map((container) => container.type),
    };
    const lines = input.lines.map(({ chargeCode, ...line }) =>
      priceLine({ chargeCode: chargeCode ?? guessChargeCode(line.name, request), ...line }),
    );
    const declinedServices = (input.declinedServices ?? []).map((item) => ({
      service: item.service,
      reason: item.reason ?? null,
    }));
    const problems = serviceAnswerProblems(requestedServicesOf(cargo.services), { lines, declinedServices });
    const serviceFields = Object.fromEntries(
      Object.entries(problems).map(([service, problem]) => {
        const name = requestedServiceName(service as keyof typeof problems, lang);
        return [
          serviceField(service as keyof typeof problems),
          BID_FIELD_MESSAGES[lang].serviceAnswer(problem, name),
        ];
      }),
    );
    if (Object.keys(serviceFields).length > 0)
      throw new AppError('VALIDATION_FAILED', { fields: serviceFields });

    const rates = await findRatesOn(trx, toSeoulDateString(now));
    let totals: ReturnType<typeof quoteTotals>;
    try {
      totals = quoteTotals(lines, rates?.rates ?? {});
    } catch (error) {
      if (!(error instanceof MissingExchangeRateError)) throw error;
      const index = lines.findIndex((line) => line.currency === error.currency);
      const field = index < 0 ? 'lines' : `lines.${index}.currency`;
      throw new AppError('VALIDATION_FAILED', {
        fields: { [field]: BID_FIELD_MESSAGES[lang].noExchangeRate(error.currency) },
      });
    }

    const previous = await findLiveQuote(trx, bid.id, caller.partnerId);
    if (previous) await withdrawQuote(trx, previous.id, now);
    const quote: QuoteRow = {
      id: newId('bq'),
      bid_id: bid.id,
      partner_id: caller.partnerId,
      created_by: caller.userId,
      status: 'active',
      lines,
      declined_services: declinedServices,
      total_krw: String(totals.totalKRW),
      total_usd: totals.totalUSD.toFixed(2),
      valid_until: input.validUntil,
      transit_days: input.transitDays,
      carrier: input.carrier,
      memo: input.memo ?? null,
      created_at: now,
      updated_at: now,
    };
    await insertQuote(trx, {
      ...quote,
      lines: JSON.stringify(lines),
      declined_services: JSON.stringify(declinedServices),
    });
    await scheduleQuoteDigest(trx, bid.id, quoteDigestDueAt(now, bid.quote_digest_sent_at));
    const locations = await findLocationNames(trx, [bid.pol, bid.pod]);
    return presentPartnerBidDetail({ bid, myQuote: quote, locations, now });
  });
}
