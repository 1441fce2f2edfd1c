import type { DownloadLink, Language } from '@baro/core';
import type { AppDeps } from '../../app-deps.ts';
import { AppError } from '../../http/app-error.ts';
import type { Caller } from '../../http/callers.ts';
import { PDF_CONTENT_TYPE, renderPdf, storeDocument } from '../documents/documents.api.ts';
import { findLocationNames } from '../reference/reference.api.ts';
import { buildBidDocument } from './bid-document.ts';
import { findBid, findTeamName, findUser, listLiveQuotesOfBid } from './bids.repository.ts';
import { inSettledTransaction, type SettleDeps } from './settle-bids.ts';

/**
 * `GET /api/bid/download/{id}`: the bid quotation detail as a PDF in the reader's language,
 * stored privately and answered as a signed link. A customer reads its team's bids (another
 * team's: NOT_FOUND); staff read any.
 */
export async function downloadBid(
  deps: SettleDeps & Pick<AppDeps, 'storage'>,
  caller: Caller,
  bidId: string,
  lang: Language,
): Promise<DownloadLink> {
  const document = await inSettledTransaction(deps, { bidId }, async (trx, now) => {
    const bid = await findBid(trx, bidId);
    const mayRead = caller.kind === 'staff' || (caller.kind === 'customer' && bid?.team_id === caller.teamId);
    if (!bid || !mayRead) throw new AppError('NOT_FOUND');
    const [team, author, quotes, locations] = await Promise.all([
      findTeamName(trx, bid.team_id),
      findUser(trx, bid.created_by),
      listLiveQuotesOfBid(trx, bid.id),
      findLocationNames(trx, [bid.pol, bid.pod]),
    ]);
    return buildBidDocument({
      bid,
      teamName: team?.name ?? '',
      authorName: author?.name ?? '',
      quotes,
      locations,
      lang,
      now,
    });
  });
  const bytes = await renderPdf(document.pdf);
  return storeDocument(deps, { bytes, fileName: document.fileName, contentType: PDF_CONTENT_TYPE });
}
