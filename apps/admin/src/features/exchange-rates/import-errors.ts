import { ApiError } from '@baro/client';

// A refused import (400 EXCHANGE_RATE_IMPORT_INVALID) lists its problems in `fields`:
// `rows.{Excel row}.{column}` for a cell (`date` or a currency code), `key` for the file as a
// whole. The screen shows the cells as a table in sheet order and the rest above it.

export interface ImportRowError {
  /** The Excel row number, as staff see it in the sheet. */
  readonly row: number;
  /** `date` or a currency code. */
  readonly column: string;
  readonly message: string;
}

export interface ImportErrors {
  readonly rows: readonly ImportRowError[];
  /** Problems with the file itself (unreadable, no header, too many rows). */
  readonly file: readonly string[];
}

const ROW_KEY = /^rows\.(\d+)\.(.+)$/;

/** The import errors an API failure carries, or null when it is another failure. */
export function importErrorsOf(error: unknown): ImportErrors | null {
  if (!(error instanceof ApiError) || error.code !== 'EXCHANGE_RATE_IMPORT_INVALID') return null;
  const rows: ImportRowError[] = [];
  const file: string[] = [];
  for (const [key, message] of Object.entries(error.fields ?? {})) {
    const match = ROW_KEY.exec(key);
    if (match) rows.push({ row: Number(match[1]), column: match[2] as string, message });
    else file.push(message);
  }
  rows.sort((a, b) => a.row - b.row);
  return { rows, file };
}
