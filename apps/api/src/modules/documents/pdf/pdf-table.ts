import {
  contentLeft,
  contentWidth,
  drawRule,
  drawText,
  ensureSpace,
  type Frame,
  fillRect,
  imageHeight,
  measureText,
  type TextStyle,
  THEME,
} from './pdf-layout.ts';
import type { PdfAlign, PdfBlock, PdfImage, PdfTableCell, PdfTableRow } from './pdf-spec.ts';
import { opaquePng } from './png.ts';

// Line-item tables: a tinted header row, rows with wrapped cells, an optional highlighted row and
// totals. A row never splits; when the next one does not fit, the table continues on a new page
// under a repeated header.

export type PdfTable = Extract<PdfBlock, { kind: 'table' }>;

const PAD_X = 5;
const PAD_Y = 4;

/** Splits `total` points between columns in proportion to their width ratios. */
export function columnWidths(total: number, ratios: readonly number[]): number[] {
  if (ratios.length === 0 || ratios.some((ratio) => !(ratio > 0))) {
    throw new Error('table columns need positive width ratios');
  }
  const sum = ratios.reduce((a, b) => a + b, 0);
  return ratios.map((ratio) => (total * ratio) / sum);
}

export function rowCells(row: PdfTableRow): { cells: readonly PdfTableCell[]; highlight: boolean } {
  return 'cells' in row
    ? { cells: row.cells, highlight: row.highlight ?? false }
    : { cells: row, highlight: false };
}

interface Cell {
  text: string;
  x: number;
  width: number;
  align: PdfAlign;
  /** Drawn under the text. */
  image?: PdfImage;
}

/** The gap between a cell's text and its image. */
const IMAGE_GAP = 2;

/** The width an image is drawn at in a cell: its own, or the cell's inner width when narrower. */
const imageWidth = (cell: Cell, image: PdfImage) => Math.min(image.width, cell.width - 2 * PAD_X);

function cellHeight(frame: Frame, cell: Cell, style: TextStyle): number {
  const text =
    cell.text === '' && cell.image ? 0 : measureText(frame.doc, cell.text, cell.width - 2 * PAD_X, style);
  if (!cell.image) return text;
  return text + (text > 0 ? IMAGE_GAP : 0) + imageHeight(cell.image.png, imageWidth(cell, cell.image));
}

interface Band {
  cells: Cell[];
  style: TextStyle;
  fill?: string;
  /** An accent bar on the left edge (the highlighted row). */
  marker?: boolean;
}

function bandHeight(frame: Frame, band: Band): number {
  const heights = band.cells.map((cell) => cellHeight(frame, cell, band.style));
  return Math.max(...heights) + 2 * PAD_Y;
}

function drawBand(frame: Frame, band: Band, height: number): void {
  const { doc } = frame;
  const left = contentLeft();
  const width = contentWidth(doc);
  if (band.fill) fillRect(doc, left, frame.y, width, height, band.fill);
  if (band.marker) fillRect(doc, left, frame.y, 2.5, height, THEME.accent);
  for (const cell of band.cells) {
    const inner = cell.width - 2 * PAD_X;
    const textHeight = cell.text === '' && cell.image ? 0 : measureText(doc, cell.text, inner, band.style);
    if (textHeight > 0)
      drawText(doc, cell.text, cell.x + PAD_X, frame.y + PAD_Y, inner, { ...band.style, align: cell.align });
    if (cell.image) {
      const width = imageWidth(cell, cell.image);
      const x =
        cell.align === 'right'
          ? cell.x + PAD_X + inner - width
          : cell.align === 'center'
            ? cell.x + PAD_X + (inner - width) / 2
            : cell.x + PAD_X;
      const y = frame.y + PAD_Y + textHeight + (textHeight > 0 ? IMAGE_GAP : 0);
      doc.image(opaquePng(cell.image.png), x, y, { width, height: imageHeight(cell.image.png, width) });
    }
  }
  frame.y += height;
  drawRule(doc, frame.y);
}

export function drawTable(frame: Frame, table: PdfTable): void {
  const { doc } = frame;
  const widths = columnWidths(
    contentWidth(doc),
    table.columns.map((column) => column.width),
  );
  const xs = widths.map((_, i) => contentLeft() + widths.slice(0, i).reduce((a, b) => a + b, 0));
  const cellsOf = (cells: readonly PdfTableCell[]): Cell[] =>
    cells.map((cell, i) => ({
      text: typeof cell === 'string' ? cell : cell.text,
      x: xs[i] ?? 0,
      width: widths[i] ?? 0,
      align: table.columns[i]?.align ?? 'left',
      ...(typeof cell === 'string' ? {} : { image: cell.image }),
    }));

  const header: Band = {
    cells: cellsOf(table.columns.map((column) => column.header)),
    style: { weight: 'bold', size: THEME.size.small },
    fill: THEME.headerFill,
  };
  const headerHeight = bandHeight(frame, header);

  const bands: Band[] = table.rows.map((row) => {
    const { cells, highlight } = rowCells(row);
    if (cells.length !== table.columns.length) {
      throw new Error(`table row has ${cells.length} cells for ${table.columns.length} columns`);
    }
    return highlight
      ? {
          cells: cellsOf(cells),
          style: { weight: 'bold' },
          fill: THEME.highlightFill,
          marker: true,
        }
      : { cells: cellsOf(cells), style: {} };
  });
  if (bands.length === 0 && table.emptyText) {
    bands.push({
      cells: [{ text: table.emptyText, x: contentLeft(), width: contentWidth(doc), align: 'center' }],
      style: { color: THEME.muted },
    });
  }
  const last = table.columns.length - 1;
  // The label spans every column but the last (the whole width when there is only one column).
  const labelWidth = last > 0 ? (xs[last] ?? 0) - contentLeft() : contentWidth(doc);
  for (const total of table.totals ?? []) {
    bands.push({
      cells: [
        { text: total.label, x: contentLeft(), width: labelWidth, align: 'right' },
        { text: total.value, x: xs[last] ?? 0, width: widths[last] ?? 0, align: 'right' },
      ],
      style: total.emphasis ? { weight: 'bold' } : {},
      fill: total.emphasis ? THEME.totalFill : undefined,
    });
  }

  const heights = bands.map((band) => bandHeight(frame, band));
  // Keep the header with the first row.
  ensureSpace(frame, headerHeight + (heights[0] ?? 0));
  drawRule(doc, frame.y);
  drawBand(frame, header, headerHeight);
  bands.forEach((band, i) => {
    const height = heights[i] ?? 0;
    if (ensureSpace(frame, height)) {
      drawRule(doc, frame.y);
      drawBand(frame, header, headerHeight);
    }
    drawBand(frame, band, height);
  });
}
