import PDFDocument from 'pdfkit';
import { FONT, type FontWeight, registerFonts } from '../documents/documents.api.ts';

// Text measurement for the label layout, with the same font engine that sets the PDF (pdfkit's
// fontkit on Noto Sans KR), so lines break at the same place in every output.

export const PT_PER_MM = 72 / 25.4;

let measurer: PDFKit.PDFDocument | undefined;
function doc(): PDFKit.PDFDocument {
  if (!measurer) {
    measurer = new PDFDocument({ autoFirstPage: false });
    registerFonts(measurer);
  }
  return measurer;
}

/** Width in mm of `text` at `sizeMm` (the em size). */
export function textWidthMm(text: string, sizeMm: number, weight: FontWeight): number {
  return (
    doc()
      .font(FONT[weight])
      .fontSize(sizeMm * PT_PER_MM)
      .widthOfString(text) / PT_PER_MM
  );
}

/** The font's ascent as a fraction of the em, to put the baseline where pdfkit puts it. */
export function ascentRatio(weight: FontWeight): number {
  const font = doc().font(FONT[weight]) as unknown as { _font: { ascender: number } };
  return font._font.ascender / 1000;
}

/**
 * Breaks text into at most `maxLines` lines no wider than `widthMm`: at spaces where it can, inside
 * a word where it must (Korean addresses often run long without a space). The last line ends with
 * "…" when text is left over.
 */
export function wrapText(
  text: string,
  widthMm: number,
  sizeMm: number,
  weight: FontWeight,
  maxLines: number,
): string[] {
  const fits = (line: string) => textWidthMm(line, sizeMm, weight) <= widthMm;
  const lines: string[] = [];
  let rest = text.replace(/\s+/g, ' ').trim();
  while (rest.length > 0 && lines.length < maxLines) {
    if (fits(rest)) {
      lines.push(rest);
      rest = '';
      break;
    }
    let cut = 1;
    while (cut < rest.length && fits(rest.slice(0, cut + 1))) cut++;
    const space = rest.lastIndexOf(' ', cut);
    const end = space > cut * 0.5 ? space : cut;
    lines.push(rest.slice(0, end).trimEnd());
    rest = rest.slice(end).trimStart();
  }
  if (rest.length > 0 && lines.length > 0) {
    let last = `${lines.pop() ?? ''}…`;
    while (last.length > 1 && !fits(last)) last = `${last.slice(0, -2)}…`;
    lines.push(last);
  }
  return lines;
}

/** Shrinks the size until `text` fits on one line (down to `minSizeMm`). */
export function fitSize(
  text: string,
  widthMm: number,
  sizeMm: number,
  minSizeMm: number,
  weight: FontWeight,
): number {
  let size = sizeMm;
  while (size > minSizeMm && textWidthMm(text, size, weight) > widthMm) size -= 0.25;
  return size;
}
