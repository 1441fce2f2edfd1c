import type { DownloadLink, Language } from '@baro/core';
import type { AppDeps } from '../../app-deps.ts';
import { PDF_CONTENT_TYPE, renderBarcode, renderPdf, storeDocument } from '../documents/documents.api.ts';
import type { FloorCaller } from '../warehouses/warehouses.api.ts';
import { getHandover } from './get-handover.ts';
import { buildManifestDocument } from './manifest-document.ts';

/**
 * `GET /api/warehouse/handovers/{id}/manifest.pdf`: the manifest as a PDF (A4, Noto Sans KR, the
 * manifest number as a code128 barcode, page numbers), stored privately and answered as a signed
 * link like every document download. Printable while open (a check list) and once closed (what the
 * driver signs). A manifest of another warehouse is 404.
 */
export async function downloadManifest(
  deps: Pick<AppDeps, 'db' | 'storage' | 'now'>,
  floor: FloorCaller,
  handoverId: string,
  lang: Language,
): Promise<DownloadLink> {
  const handover = await getHandover(deps.db, floor, handoverId);
  const barcode = await renderBarcode({ type: 'code128', text: handover.handoverNo, scale: 2 });
  const document = buildManifestDocument({ handover, lang, now: deps.now(), barcode });
  const bytes = await renderPdf(document.pdf);
  return storeDocument(deps, { bytes, fileName: document.fileName, contentType: PDF_CONTENT_TYPE });
}
