import PDFDocument from 'pdfkit';
import { drawBlock, drawHeader } from './pdf/pdf-blocks.ts';
import { registerFonts } from './pdf/pdf-fonts.ts';
import { FIRST_PAGE_TOP, type Frame, PAGE_MARGIN } from './pdf/pdf-layout.ts';
import { drawPageFurniture } from './pdf/pdf-page-furniture.ts';
import type { PdfDocument } from './pdf/pdf-spec.ts';

export type * from './pdf/pdf-spec.ts';

/**
 * Lays out a business document on A4 pages: header, blocks, running header and "1 / 3" footers.
 * Text is set in Noto Sans KR (embedded subset), so Korean stays real, extractable text. The same
 * spec renders the same bytes (the dates come from `spec.createdAt`).
 */
export async function renderPdf(spec: PdfDocument): Promise<Uint8Array> {
  const doc = new PDFDocument({
    size: 'A4',
    margins: PAGE_MARGIN,
    bufferPages: true,
    lang: spec.lang,
    displayTitle: true,
    info: {
      Title: spec.title,
      Author: 'Baro',
      Creator: 'Baro',
      ...(spec.subject ? { Subject: spec.subject } : {}),
      CreationDate: spec.createdAt,
      ModDate: spec.createdAt,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Uint8Array>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  try {
    registerFonts(doc);
    const frame: Frame = { doc, y: FIRST_PAGE_TOP };
    drawHeader(frame, spec.header);
    for (const block of spec.blocks) drawBlock(frame, block);
    drawPageFurniture(doc, spec);
  } finally {
    doc.end();
  }
  return done;
}
