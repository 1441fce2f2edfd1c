import ExcelJS from 'exceljs';

// Spreadsheets (exceljs): report and export sheets with a bold frozen header row and a filter, and
// the reader the rate import uses on uploaded workbooks.
//
// Excel has no time zones: a Date is written by its UTC fields. Pass calendar days through
// `xlsxDate('2026-11-21')` and instants through `xlsxSeoulDateTime(instant)` so people see Seoul's
// wall clock; `readXlsx` hands date cells back the same way (UTC fields = what the cell shows).

export type XlsxCellValue = string | number | boolean | Date | null | undefined;

/** Number formats for `XlsxColumn.numFmt`. */
export const XLSX_FORMAT = {
  integer: '#,##0',
  money: '#,##0',
  money2: '#,##0.00',
  percent: '0.0%',
  date: 'yyyy-mm-dd',
  dateTime: 'yyyy-mm-dd hh:mm',
} as const;

export interface XlsxColumn {
  header: string;
  /** The property of each row that fills this column. */
  key: string;
  /** In characters (default 14). */
  width?: number;
  /** An Excel number format, e.g. XLSX_FORMAT.money2. */
  numFmt?: string;
}

export interface XlsxSheet {
  /** 1..31 characters, none of : \ / ? * [ ]. */
  name: string;
  /** Lines above the table (a report title, its period); the first is large and bold. */
  titleRows?: readonly string[];
  columns: readonly XlsxColumn[];
  rows: readonly Readonly<Record<string, XlsxCellValue>>[];
  /** A filter on the header row (default true). */
  autoFilter?: boolean;
}

export interface XlsxWorkbook {
  sheets: readonly XlsxSheet[];
  /** The workbook's created/modified dates. */
  createdAt?: Date;
}

/** A calendar day ('YYYY-MM-DD') as the Date Excel shows as that day. */
export function xlsxDate(day: string): Date {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) throw new Error(`not a YYYY-MM-DD day: ${day}`);
  return new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
}

/** An instant as the Date Excel shows as its Asia/Seoul wall-clock time (Korea has no DST). */
export function xlsxSeoulDateTime(instant: Date): Date {
  return new Date(instant.getTime() + 9 * 60 * 60 * 1000);
}

const HEADER_FILL: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFF1F3F5' } };

function addSheet(workbook: ExcelJS.Workbook, sheet: XlsxSheet): void {
  if (!/^[^:\\/?*[\]]{1,31}$/.test(sheet.name)) throw new Error(`invalid sheet name: ${sheet.name}`);
  const ws = workbook.addWorksheet(sheet.name);
  const count = sheet.columns.length;
  ws.columns = sheet.columns.map((column) => ({ key: column.key, width: column.width ?? 14 }));

  const titles = sheet.titleRows ?? [];
  titles.forEach((title, i) => {
    const row = ws.addRow([title]);
    row.font = i === 0 ? { bold: true, size: 14 } : { size: 10, color: { argb: 'FF6B7280' } };
    if (count > 1) ws.mergeCells(row.number, 1, row.number, count);
  });
  if (titles.length > 0) ws.addRow([]);

  const header = ws.addRow(sheet.columns.map((column) => column.header));
  header.eachCell((cell) => {
    cell.font = { bold: true };
    cell.fill = HEADER_FILL;
    cell.alignment = { vertical: 'middle' };
    cell.border = { bottom: { style: 'thin', color: { argb: 'FFD1D5DB' } } };
  });
  ws.views = [{ state: 'frozen', xSplit: 0, ySplit: header.number }];
  if (sheet.autoFilter ?? true) {
    ws.autoFilter = { from: { row: header.number, column: 1 }, to: { row: header.number, column: count } };
  }

  for (const values of sheet.rows) {
    const row = ws.addRow(sheet.columns.map((column) => values[column.key] ?? null));
    sheet.columns.forEach((column, i) => {
      if (column.numFmt) row.getCell(i + 1).numFmt = column.numFmt;
    });
  }
}

export async function renderXlsx(spec: XlsxWorkbook): Promise<Uint8Array> {
  if (spec.sheets.length === 0) throw new Error('a workbook needs a sheet');
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Baro';
  workbook.lastModifiedBy = 'Baro';
  if (spec.createdAt) {
    workbook.created = spec.createdAt;
    workbook.modified = spec.createdAt;
  }
  for (const sheet of spec.sheets) addSheet(workbook, sheet);
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

export interface XlsxSheetData {
  sheetName: string;
  /** `rows[i]` is spreadsheet row i + 1; `rows[i][j]` its column j + 1 (null when empty). */
  rows: unknown[][];
}

/** A cell's value as plain data: rich text and links → string, formulas → their result, errors → '#N/A'. */
export function normaliseCell(value: ExcelJS.CellValue | unknown): unknown {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'object' || value instanceof Date) return value;
  if ('richText' in value && Array.isArray(value.richText)) {
    return value.richText.map((part: { text?: unknown }) => String(part.text ?? '')).join('');
  }
  if ('formula' in value || 'sharedFormula' in value) {
    return normaliseCell('result' in value ? value.result : null);
  }
  if ('hyperlink' in value && 'text' in value) return normaliseCell(value.text);
  if ('error' in value) return String(value.error);
  return null;
}

/** Every sheet's cell values, for imports of uploaded workbooks. Throws on a file that is not XLSX. */
export async function readXlsx(bytes: Uint8Array): Promise<XlsxSheetData[]> {
  const workbook = new ExcelJS.Workbook();
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  await workbook.xlsx.load(buffer as unknown as ExcelJS.Buffer);
  return workbook.worksheets.map((ws) => {
    const rows: unknown[][] = [];
    for (let r = 1; r <= ws.rowCount; r++) {
      const row = ws.getRow(r);
      const cells: unknown[] = [];
      for (let c = 1; c <= row.cellCount; c++) {
        const cell = row.getCell(c);
        // A merged range holds its value once, in its top-left cell.
        cells.push(cell.isMerged && cell.master !== cell ? null : normaliseCell(cell.value));
      }
      rows.push(cells);
    }
    return { sheetName: ws.name, rows };
  });
}
