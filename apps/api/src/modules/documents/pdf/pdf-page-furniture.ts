import { contentLeft, contentWidth, drawRule, drawText, PAGE_MARGIN, THEME } from './pdf-layout.ts';
import type { PdfDocument } from './pdf-spec.ts';

// What every page carries, drawn once all content is laid out (pages are buffered): a running
// header from the second page on and a footer with "page / pages".

export function pageLabel(page: number, pages: number): string {
  return `${page} / ${pages}`;
}

export function drawPageFurniture(doc: PDFKit.PDFDocument, spec: PdfDocument): void {
  const range = doc.bufferedPageRange();
  const running = [spec.header.companyName, spec.header.title, spec.header.documentNumber?.value]
    .filter(Boolean)
    .join('  ·  ');
  const width = contentWidth(doc);
  const style = { size: THEME.size.tiny, color: THEME.muted } as const;
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    // Text inside the margins must not make pdfkit start a new page.
    const margins = { ...doc.page.margins };
    doc.page.margins = { top: 0, bottom: 0, left: margins.left, right: margins.right };
    const page = i - range.start + 1;
    if (page > 1) {
      drawText(doc, running, contentLeft(), PAGE_MARGIN.top - 30, width, style);
      drawRule(doc, PAGE_MARGIN.top - 14);
    }
    const footerY = doc.page.height - PAGE_MARGIN.bottom + 20;
    drawRule(doc, footerY - 6);
    if (spec.footer?.text) drawText(doc, spec.footer.text, contentLeft(), footerY, width * 0.8, style);
    drawText(doc, pageLabel(page, range.count), contentLeft() + width * 0.8, footerY, width * 0.2, {
      ...style,
      align: 'right',
    });
    doc.page.margins = margins;
  }
}
