import type { DownloadLink, EstimateDocumentFormat, FreightType, Language } from '@baro/core';
import type { AppDeps } from '../../app-deps.ts';
import { AppError } from '../../http/app-error.ts';
import {
  PDF_CONTENT_TYPE,
  renderPdf,
  renderXlsx,
  storeDocument,
  supplierOf,
  XLSX_CONTENT_TYPE,
} from '../documents/documents.api.ts';
import { estimateOf, loadEstimateLog } from './estimate-log.ts';
import { buildQuotation } from './estimate-quotation.ts';

export interface EstimateDownload {
  estimateLogId: string;
  estimateId: string;
  format: EstimateDocumentFormat;
  /** The e-mailed link names the freight type too; a different one is not found. */
  freightType?: FreightType;
}

/**
 * `PUT /api/searchEstimate/download` and `PUT /api/searchEstimate/download/{id}`: the quotation of
 * one logged estimate in the reader's language, rendered, stored privately and answered as a
 * signed link. Readable by whoever may read the log (canReadEstimateLog); anyone else: NOT_FOUND.
 */
export async function downloadEstimate(
  deps: Pick<AppDeps, 'db' | 'now' | 'storage' | 'env'>,
  reader: { caller: { userId: string; teamId: string | null } | null; lang: Language },
  download: EstimateDownload,
): Promise<DownloadLink> {
  const log = await loadEstimateLog(deps, reader.caller, download.estimateLogId);
  if (download.freightType && download.freightType !== log.row.freight_type) throw new AppError('NOT_FOUND');
  const { estimate, index } = estimateOf(log, download.estimateId);
  const quotation = buildQuotation(
    log,
    estimate,
    index,
    reader.lang,
    deps.now(),
    supplierOf(deps.env, reader.lang),
  );
  const bytes =
    download.format === 'xlsx' ? await renderXlsx(quotation.xlsx) : await renderPdf(quotation.pdf);
  return storeDocument(deps, {
    bytes,
    fileName: `${quotation.fileName}.${download.format}`,
    contentType: download.format === 'xlsx' ? XLSX_CONTENT_TYPE : PDF_CONTENT_TYPE,
  });
}
