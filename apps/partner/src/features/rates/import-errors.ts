import { ApiError } from '@baro/client';

// A refused import (400 RATE_IMPORT_INVALID) lists its problems in `fields`: `rows.{Excel row}.{column}`
// for a cell (the column may go deeper: `rows.7.weightBreaks.1.minKg`), anything else (`key`) for
// the file as a whole. The screen shows the rows as a table, in sheet order, and the rest above it.

export interface ImportRowError {
  /** The Excel row number, as the partner sees it in the sheet. */
  readonly row: number;
  /** The column key (`price`, `weightBreaks`), the first part after the row. */
  readonly field: string;
  /** The rest of the path for nested cells (`1.minKg`), or ''. */
  readonly detail: string;
  readonly message: string;
}

export interface ImportErrors {
  readonly rows: readonly ImportRowError[];
  /** Problems with the file itself (unreadable, no header, too many rows). */
  readonly file: readonly string[];
}

const ROW_KEY = /^rows\.(\d+)\.([^.]+)(?:\.(.+))?$/;

/** Splits the `fields` of a refused import into row errors (by row, then as listed) and file errors. */
export function parseImportErrors(fields: Readonly<Record<string, string>> | undefined): ImportErrors {
  const rows: (ImportRowError & { order: number })[] = [];
  const file: string[] = [];
  Object.entries(fields ?? {}).forEach(([key, message], order) => {
    const match = ROW_KEY.exec(key);
    if (match)
      rows.push({ row: Number(match[1]), field: match[2] as string, detail: match[3] ?? '', message, order });
    else file.push(message);
  });
  rows.sort((a, b) => a.row - b.row || a.order - b.order);
  return { rows: rows.map(({ order: _order, ...error }) => error), file };
}

/** The import errors an API failure carries, or null when it is another failure. */
export function importErrorsOf(error: unknown): ImportErrors | null {
  if (!(error instanceof ApiError) || error.code !== 'RATE_IMPORT_INVALID') return null;
  return parseImportErrors(error.fields);
}
