import type { DownloadLink, Language } from '@baro/core';
import type { AppDeps } from '../../app-deps.ts';
import { PDF_CONTENT_TYPE, renderBarcode, renderPdf, storeDocument } from '../documents/documents.api.ts';
import type { FloorCaller } from '../warehouses/warehouses.api.ts';
import { getWave } from './get-wave.ts';
import { buildPickListDocument } from './pick-list-document.ts';

/** What Code 128 encodes: printable ASCII (a barcode with anything else is printed as text). */
const CODE128_TEXT = /^[\x20-\x7e]+$/;

/**
 * `GET /api/warehouse/waves/{id}/pick-list.pdf`: the wave's pick list as a PDF (A4, Noto Sans KR,
 * page numbers, the wave number as a code128 barcode for the handheld to scan, and each row's SKU
 * barcode as Code 128 — white background and quiet zone, so it scans from paper), stored privately
 * and answered as a signed link like every document download. A wave of another warehouse is 404.
 */
export async function downloadPickList(
  deps: Pick<AppDeps, 'db' | 'storage' | 'now'>,
  floor: FloorCaller,
  waveId: string,
  lang: Language,
): Promise<DownloadLink> {
  const wave = await getWave(deps.db, floor, waveId);
  const barcode = await renderBarcode({ type: 'code128', text: wave.waveNo, scale: 2 });
  const skuBarcodes = [...new Set(wave.tasks.map((task) => task.sku.barcode))].filter((code) =>
    CODE128_TEXT.test(code),
  );
  const rowBarcodes = new Map(
    await Promise.all(
      skuBarcodes.map(
        async (code) => [code, await renderBarcode({ type: 'code128', text: code, scale: 2 })] as const,
      ),
    ),
  );
  const document = buildPickListDocument({ wave, lang, now: deps.now(), barcode, rowBarcodes });
  const bytes = await renderPdf(document.pdf);
  return storeDocument(deps, { bytes, fileName: document.fileName, contentType: PDF_CONTENT_TYPE });
}
