import { type DownloadLink, type RateExportQuery, toSeoulDateString } from '@baro/core';
import type { AppDeps } from '../../app-deps.ts';
import { AppError } from '../../http/app-error.ts';
import type { PartnerCaller } from '../../http/callers.ts';
import { renderXlsx, storeDocument, XLSX_CONTENT_TYPE } from '../documents/documents.api.ts';
import { exampleRates, rateSheet } from './rate-import.rules.ts';
import { findPartner, listRates } from './rates.repository.ts';
import { presentRate } from './rates.rules.ts';

/**
 * `GET /api/partner/rates/export?format=xlsx`: the partner's rates (narrowed by the same filters
 * as the list) as a spreadsheet the import reads back unchanged, behind a download link.
 */
export async function exportRates(
  deps: Pick<AppDeps, 'db' | 'now' | 'storage'>,
  caller: PartnerCaller,
  query: RateExportQuery,
): Promise<DownloadLink> {
  const partner = await findPartner(deps.db, caller.partnerId);
  if (!partner) throw new AppError('NOT_FOUND');
  const rows = await listRates(deps.db, {
    partnerId: caller.partnerId,
    freightType: query.freightType,
    pol: query.pol,
    pod: query.pod,
    containerType: query.containerType,
    validOn: query.validOn,
  });
  const now = deps.now();
  const today = toSeoulDateString(now);
  const bytes = await renderXlsx({
    createdAt: now,
    sheets: [rateSheet(rows.map(presentRate), `운임표 · Rate table — ${partner.name} (${today})`)],
  });
  return storeDocument(deps, { bytes, fileName: `운임표_${today}.xlsx`, contentType: XLSX_CONTENT_TYPE });
}

/** `GET /api/partner/rates/template?format=xlsx`: the import sheet with its notes and three example rows. */
export async function rateTemplate(deps: Pick<AppDeps, 'now' | 'storage'>): Promise<DownloadLink> {
  const now = deps.now();
  const bytes = await renderXlsx({
    createdAt: now,
    sheets: [rateSheet(exampleRates(toSeoulDateString(now)), '운임표 양식 · Rate table template')],
  });
  return storeDocument(deps, { bytes, fileName: '운임표_양식.xlsx', contentType: XLSX_CONTENT_TYPE });
}
