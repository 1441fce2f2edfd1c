import { FONT, type FontWeight } from './pdf-fonts.ts';
import type { PdfAlign } from './pdf-spec.ts';
import { pngSize } from './png.ts';

// Page geometry, type scale and the write cursor shared by the block and table drawers. Blocks draw
// at `frame.y` and move it down; `ensureSpace` starts a new page when the next piece would not fit.

export const PAGE_MARGIN = { top: 60, bottom: 60, left: 42, right: 42 } as const;
/** The first page has no running header, so its content starts higher. */
export const FIRST_PAGE_TOP = 40;

export const THEME = {
  text: '#1f2933',
  muted: '#6b7280',
  accent: '#1d4ed8',
  border: '#d1d5db',
  headerFill: '#f1f3f5',
  highlightFill: '#e7efff',
  totalFill: '#f5f7fa',
  size: { title: 20, heading: 11.5, body: 9, small: 8, tiny: 7.5 },
  lineGap: 1.5,
  blockGap: 12,
} as const;

export interface Frame {
  doc: PDFKit.PDFDocument;
  /** Where the next piece is drawn on the current page. */
  y: number;
}

export const contentLeft = (): number => PAGE_MARGIN.left;
export const contentWidth = (doc: PDFKit.PDFDocument): number =>
  doc.page.width - PAGE_MARGIN.left - PAGE_MARGIN.right;
export const contentBottom = (doc: PDFKit.PDFDocument): number => doc.page.height - PAGE_MARGIN.bottom;

export function newPage(frame: Frame): void {
  frame.doc.addPage();
  frame.y = PAGE_MARGIN.top;
}

/** Starts a new page unless `height` more points fit above the bottom margin (or the page is empty). */
export function ensureSpace(frame: Frame, height: number): boolean {
  if (frame.y + height <= contentBottom(frame.doc) || frame.y <= PAGE_MARGIN.top) return false;
  newPage(frame);
  return true;
}

export interface TextStyle {
  weight?: FontWeight;
  size?: number;
  color?: string;
  align?: PdfAlign;
}

export function setStyle(doc: PDFKit.PDFDocument, style: TextStyle = {}): void {
  doc
    .font(FONT[style.weight ?? 'regular'])
    .fontSize(style.size ?? THEME.size.body)
    .fillColor(style.color ?? THEME.text);
}

/** The height `text` takes when wrapped to `width` (at least one line, so empty cells keep their row). */
export function measureText(
  doc: PDFKit.PDFDocument,
  text: string,
  width: number,
  style: TextStyle = {},
): number {
  setStyle(doc, style);
  const line = doc.currentLineHeight(true);
  if (text === '') return line;
  return Math.max(line, wrapText(doc, text, width).length * (line + THEME.lineGap));
}

/**
 * Draws wrapped text with its top-left at (x, y); `doc.y` is left under it (on a later page when
 * a long paragraph flowed onto one).
 */
export function drawText(
  doc: PDFKit.PDFDocument,
  text: string,
  x: number,
  y: number,
  width: number,
  style: TextStyle = {},
): void {
  if (text === '') return;
  setStyle(doc, style);
  const options = { width, align: style.align ?? 'left', lineGap: THEME.lineGap } as const;
  doc.y = y;
  // One call a line: a line break inside the text would count as a glyph of its line's width
  // (pdfkit measures "\n" with the font's blank glyph, a full em) and push words down.
  for (const line of wrapText(doc, text, width)) {
    if (line === '') doc.y += doc.currentLineHeight(true) + THEME.lineGap;
    else doc.text(line, x, undefined, options);
  }
}

/**
 * Points kept free at the end of a line we break ourselves, so pdfkit (which adds up the widths of
 * a line's pieces one by one, losing the kerning between them) never finds it a hair too long and
 * breaks it again inside a word.
 */
const WRAP_SLACK = 0.5;

/**
 * The lines of `text` wrapped to `width` between words, in the document's current font and size.
 * pdfkit follows Unicode line breaking, which allows a break between any two Hangul syllables, so
 * a narrow cell read "직" on one line and "접" on the next; Korean is set by words instead (CSS's
 * `word-break: keep-all`). A word wider than the line on its own is still broken, between
 * characters, as a last resort.
 */
export function wrapText(doc: PDFKit.PDFDocument, text: string, width: number): string[] {
  const limit = width - WRAP_SLACK;
  return wrapByWords(text, (piece) => doc.widthOfString(piece) <= limit);
}

/** The word-by-word wrapping of {@link wrapText}, given whether a piece of text fits on a line. */
export function wrapByWords(text: string, fits: (piece: string) => boolean): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(' ')) {
      const joined = line === '' ? word : `${line} ${word}`;
      if (fits(joined)) {
        line = joined;
        continue;
      }
      if (line !== '') lines.push(line);
      line = '';
      if (fits(word)) {
        line = word;
        continue;
      }
      for (const character of word) {
        if (line !== '' && !fits(line + character)) {
          lines.push(line);
          line = '';
        }
        line += character;
      }
    }
    lines.push(line);
  }
  return lines;
}

export function drawRule(
  doc: PDFKit.PDFDocument,
  y: number,
  color: string = THEME.border,
  width = 0.5,
): void {
  doc
    .save()
    .moveTo(contentLeft(), y)
    .lineTo(contentLeft() + contentWidth(doc), y)
    .lineWidth(width)
    .strokeColor(color)
    .stroke()
    .restore();
}

export function fillRect(
  doc: PDFKit.PDFDocument,
  x: number,
  y: number,
  w: number,
  h: number,
  color: string,
): void {
  doc.save().rect(x, y, w, h).fillColor(color).fill().restore();
}

/** The drawn height of a PNG scaled to `width` points. */
export function imageHeight(png: Uint8Array, width: number): number {
  const size = pngSize(png);
  return (width * size.height) / size.width;
}
