// A spreadsheet import that fails (SKU_IMPORT_INVALID, ORDER_IMPORT_INVALID) names each bad cell
// as `rows.{Excel row}.{column}` and a problem with the file as a whole as `key`; nothing is saved.
// These are the lines a person fixes, in sheet order.

export interface RowError {
  /** The Excel row (1-based, as the sheet shows it); null for the file as a whole. */
  readonly row: number | null;
  /** The column's key (`barcode`, `recipient.phone`); null for the file or a whole row. */
  readonly column: string | null;
  readonly message: string;
}

export function toRowErrors(fields: Readonly<Record<string, string>> | undefined): RowError[] {
  const errors: RowError[] = [];
  for (const [path, message] of Object.entries(fields ?? {})) {
    const match = /^rows\.(\d+)(?:\.(.+))?$/.exec(path);
    if (match) {
      errors.push({ row: Number(match[1]), column: match[2] ?? null, message });
    } else {
      errors.push({ row: null, column: path === 'key' ? null : path, message });
    }
  }
  // The file's own problems first, then by row; a row's cells keep the server's order.
  return errors
    .map((error, index) => ({ error, index }))
    .sort((a, b) => (a.error.row ?? -1) - (b.error.row ?? -1) || a.index - b.index)
    .map(({ error }) => error);
}
