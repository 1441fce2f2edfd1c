import PDFDocument from 'pdfkit';
import { FONT, registerFonts } from '../documents/documents.api.ts';
import { code128Bars } from './label-barcode.ts';
import { type LabelLayout, LINE_HEIGHT } from './label-layout.ts';
import { PT_PER_MM } from './label-text.ts';

/**
 * The label as a PDF page of exactly 4×6 in (one page per layout when given several: the box
 * labels of an inbound): text set in Noto Sans KR (a subset embedded
 * with a ToUnicode map, so Korean stays extractable text), the barcode drawn as vector bars.
 * Fixed dates in the metadata, so the same label gives the same bytes.
 */
export async function renderLabelPdf(
  layouts: LabelLayout | readonly LabelLayout[],
  title: string,
): Promise<Uint8Array> {
  const pages = Array.isArray(layouts) ? (layouts as readonly LabelLayout[]) : [layouts as LabelLayout];
  const first = pages[0];
  if (!first) throw new Error('a label PDF needs a page');
  const pt = (mm: number) => mm * PT_PER_MM;
  const doc = new PDFDocument({
    size: [pt(first.widthMm), pt(first.heightMm)],
    margin: 0,
    lang: 'ko',
    info: { Title: title, Author: 'Baro', Creator: 'Baro', CreationDate: new Date(0), ModDate: new Date(0) },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Uint8Array>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  try {
    registerFonts(doc);
    pages.forEach((layout, index) => {
      if (index > 0) doc.addPage({ size: [pt(layout.widthMm), pt(layout.heightMm)], margin: 0 });
      drawPage(doc, layout);
    });
  } finally {
    doc.end();
  }
  return done;
}

function drawPage(doc: PDFKit.PDFDocument, layout: LabelLayout) {
  const pt = (mm: number) => mm * PT_PER_MM;
  doc.fillColor('black');
  for (const element of layout.elements) {
    if (element.kind === 'box') {
      if (element.thickness >= element.height)
        doc.rect(pt(element.x), pt(element.y), pt(element.width), pt(element.height)).fill();
      else
        doc
          .lineWidth(pt(element.thickness))
          .rect(pt(element.x), pt(element.y), pt(element.width), pt(element.height))
          .stroke();
    } else if (element.kind === 'barcode') {
      const { modules, bars } = code128Bars(element.data);
      const module = element.width / modules;
      for (const bar of bars) {
        doc
          .rect(pt(element.x + bar.x * module), pt(element.y), pt(bar.width * module), pt(element.height))
          .fill();
      }
    } else {
      doc.font(FONT[element.weight]).fontSize(pt(element.size));
      element.lines.forEach((line, index) => {
        doc.text(line, pt(element.x), pt(element.y + index * element.size * LINE_HEIGHT), {
          width: pt(element.width),
          align: element.align,
          lineBreak: false,
        });
      });
    }
  }
}
