import { type EmailEstimateResponse, type FreightType, formatDay, formatMoney, laneLabel } from '@baro/core';
import type { AppDeps } from '../../app-deps.ts';
import { transact } from '../../db/transact.ts';
import { AppError } from '../../http/app-error.ts';
import type { Caller } from '../../http/callers.ts';
import { consumeWriteQuota } from '../quotas/quotas.api.ts';
import { estimateOf, loadEstimateLog } from './estimate-log.ts';
import { findCustomerContact } from './estimates.repository.ts';

/** The customer app's estimate page, which downloads the quotation through the e-mailed call. */
export const estimatePageLink = (
  publicUrl: string,
  estimateLogId: string,
  estimateId: string,
  freightType: FreightType,
) =>
  `${publicUrl}/forwarding/estimate/${encodeURIComponent(estimateLogId)}?${new URLSearchParams({
    estimateId,
    freightType,
  }).toString()}`;

/**
 * `POST /api/searchEstimate/{estimateLogId}/email` (customer): mails the estimate's summary and a
 * link to its page to the caller, in the caller's language. The log must be readable by the
 * caller (their team's, their own, or an anonymous one they hold the id of).
 */
export async function emailEstimate(
  deps: Pick<AppDeps, 'db' | 'mailer' | 'env' | 'now'>,
  caller: Caller,
  estimateLogId: string,
  estimateId: string,
): Promise<EmailEstimateResponse> {
  if (caller.kind !== 'customer') throw new AppError('FORBIDDEN');
  const log = await loadEstimateLog(deps, caller, estimateLogId);
  const { estimate } = estimateOf(log, estimateId);
  const contact = await findCustomerContact(deps.db, caller.userId);
  if (!contact) throw new AppError('NOT_FOUND');
  const lang = contact.locale;
  const place = (row: { name_ko: string; name_en: string }) => ({ nameKo: row.name_ko, nameEn: row.name_en });

  await transact(deps.db, async (trx) => {
    await consumeWriteQuota(trx, 'estimate.email', caller.userId, deps.now());
    await deps.mailer.queue(trx, {
      to: contact.email,
      locale: lang,
      template: 'estimate-quotation',
      params: {
        name: contact.name,
        lane: laneLabel(place(log.pol), place(log.pod), lang),
        freightType: log.row.freight_type,
        partnerName: estimate.partner.name,
        carrier: estimate.carrier,
        transitDays: String(estimate.transitDays),
        totalKRW: formatMoney(estimate.totalKRW, 'KRW', lang),
        totalUSD: formatMoney(estimate.totalUSD, 'USD', lang),
        validUntil: formatDay(estimate.validUntil, lang),
        link: estimatePageLink(deps.env.PUBLIC_URL, log.row.id, estimate.id, log.row.freight_type),
      },
    });
  });
  void deps.mailer.flush();
  return { email: contact.email };
}
