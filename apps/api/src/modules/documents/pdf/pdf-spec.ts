// The declarative description of a business document (quotation, bid details, label sheet, report)
// that `renderPdf` lays out on A4. Every string is shown as given: callers format numbers, money
// and dates (Asia/Seoul) in the reader's language before building the spec.

/** A label with its value, e.g. `{ label: '견적번호 / No.', value: 'Q-2026-0001' }`. */
export interface PdfLabelValue {
  label: string;
  value: string;
}

/** A PNG (barcode, QR code, logo) drawn `width` points wide; the height follows its aspect ratio. */
export interface PdfImage {
  png: Uint8Array;
  width: number;
  /** A small line under the image. */
  caption?: string;
}

export interface PdfHeader {
  /** The issuing company, top left in bold. */
  companyName: string;
  /** Lines under the company name: address, telephone, registration number. */
  companyLines?: readonly string[];
  /** The document title, e.g. '견적서 / Quotation'. */
  title: string;
  documentNumber?: PdfLabelValue;
  issueDate?: PdfLabelValue;
  /** Drawn top right on the first page (a QR code linking to the document, a logo). */
  image?: PdfImage;
}

export type PdfAlign = 'left' | 'center' | 'right';

export interface PdfTableColumn {
  header: string;
  /** Share of the table width, relative to the other columns (e.g. 3, 1, 1, 2). */
  width: number;
  align?: PdfAlign;
}

/**
 * One cell: its text, or its text with an image under it (a pick list row's Code 128), drawn at
 * the image's width or the cell's, whichever is narrower.
 */
export type PdfTableCell = string | { text: string; image: PdfImage };

/** A row's cells, one per column; the object form can highlight the row (an accepted quote). */
export type PdfTableRow = readonly PdfTableCell[] | { cells: readonly PdfTableCell[]; highlight?: boolean };

/** A line under the rows: the label spans every column but the last, which holds the value. */
export interface PdfTableTotal {
  label: string;
  value: string;
  /** Bold on a tinted band (the grand total). */
  emphasis?: boolean;
}

export type PdfBlock =
  /** A section title. */
  | { kind: 'heading'; text: string }
  /** A grid of "label: value" pairs, two per line unless `columns` is 1. */
  | { kind: 'keyValues'; title?: string; items: readonly PdfLabelValue[]; columns?: 1 | 2 }
  /** Line items; a table longer than the page continues on the next one under a repeated header. */
  | {
      kind: 'table';
      title?: string;
      columns: readonly PdfTableColumn[];
      rows: readonly PdfTableRow[];
      totals?: readonly PdfTableTotal[];
      /** Shown in place of the rows when there are none. */
      emptyText?: string;
    }
  /** Running text; each string is one paragraph. */
  | { kind: 'paragraph'; title?: string; text: string | readonly string[]; muted?: boolean }
  /** A bulleted list (terms, remarks). */
  | { kind: 'notes'; title?: string; items: readonly string[] }
  /** Images side by side (a code128 barcode and a QR code). */
  | { kind: 'images'; images: readonly PdfImage[]; align?: PdfAlign }
  /**
   * Boxes side by side for people to sign on paper (a handover manifest: the warehouse and the
   * driver), each with its title and a ruled line per label (name, signature, time).
   */
  | { kind: 'signatures'; title?: string; boxes: readonly { title: string; lines: readonly string[] }[] }
  | { kind: 'pageBreak' };

export interface PdfDocument {
  /** The PDF's Title; its Author is always 'Baro'. */
  title: string;
  subject?: string;
  /** Language of the text (the PDF's /Lang). */
  lang: 'ko' | 'en';
  /** CreationDate and ModDate: the same spec always renders the same bytes. */
  createdAt: Date;
  header: PdfHeader;
  blocks: readonly PdfBlock[];
  /** Footer text on every page, left of the page number ("1 / 3"). */
  footer?: { text?: string };
}
