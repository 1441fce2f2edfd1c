import { normalizeText } from '../text/normalize-text.ts';

// Reading a table out of an uploaded spreadsheet (SKU and order imports): the header row is found
// by its names, in any column order, and each header may be Korean, English or both
// (`상품명 / Name`). Pure, so a screen can preview what the server will read.

export interface SheetColumn<K extends string> {
  key: K;
  /** Names this column may carry (compared without case, spaces or punctuation). */
  names: readonly string[];
}

export interface SheetRecord<K extends string> {
  /** The spreadsheet's row number (1-based), as people see it in Excel. */
  row: number;
  values: Partial<Record<K, unknown>>;
}

const fold = (text: string) =>
  normalizeText(text)
    .toLowerCase()
    .replace(/[\s()[\]._\-:·*]/g, '');

function headerKey<K extends string>(cell: unknown, columns: readonly SheetColumn<K>[]): K | undefined {
  if (typeof cell !== 'string') return undefined;
  const parts = [cell, ...cell.split('/')].map(fold).filter(Boolean);
  return columns.find((column) => column.names.some((name) => parts.includes(fold(name))))?.key;
}

const isEmpty = (value: unknown) =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

/**
 * The records under the first row that names at least `minimumColumns` of the columns; null when
 * no row does. Empty rows are skipped.
 */
export function readSheetTable<K extends string>(
  rows: readonly (readonly unknown[])[],
  columns: readonly SheetColumn<K>[],
  minimumColumns = 1,
): { records: SheetRecord<K>[]; found: K[] } | null {
  for (let r = 0; r < rows.length; r++) {
    const header = rows[r] ?? [];
    const map = new Map<number, K>();
    header.forEach((cell, index) => {
      const key = headerKey(cell, columns);
      if (key && ![...map.values()].includes(key)) map.set(index, key);
    });
    if (map.size < minimumColumns) continue;
    const records: SheetRecord<K>[] = [];
    for (let d = r + 1; d < rows.length; d++) {
      const cells = rows[d] ?? [];
      if (cells.every(isEmpty)) continue;
      const values: Partial<Record<K, unknown>> = {};
      for (const [index, key] of map) if (!isEmpty(cells[index])) values[key] = cells[index];
      records.push({ row: d + 1, values });
    }
    return { records, found: [...map.values()] };
  }
  return null;
}

/** A cell as text: numbers without exponent or grouping (barcodes, zip codes typed as numbers). */
export function cellText(value: unknown): string | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'number') return Number.isInteger(value) ? BigInt(value).toString() : String(value);
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  const text = normalizeText(String(value));
  return text === '' ? undefined : text;
}

/** A cell as a number when it holds one (`1,200` typed as text included), else the text, for the schema to judge. */
export function cellNumber(value: unknown): number | string | undefined {
  if (typeof value === 'number') return value;
  const text = cellText(value);
  if (text === undefined) return undefined;
  const plain = text.replace(/,/g, '');
  return /^-?\d+(\.\d+)?$/.test(plain) ? Number(plain) : text;
}
