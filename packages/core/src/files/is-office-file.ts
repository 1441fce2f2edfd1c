import { normalizeText } from '../text/normalize-text.ts';

/** Office document extensions the upload screens accept as "documents" (SPEC §5). */
export const OFFICE_FILE_EXTENSIONS = Object.freeze([
  'doc',
  'docx',
  'ppt',
  'pptx',
  'xls',
  'xlsx',
  'rtf',
  'txt',
] as const);

const EXTENSIONS: ReadonlySet<string> = new Set(OFFICE_FILE_EXTENSIONS);

/**
 * True when the file name ends in an office extension, case-insensitively (`견적서.XLSX`).
 * The name is normalised first, so trailing spaces or full-width letters do not hide the
 * extension. A bare extension without a dot (`'docx'`) is not a file name; non-strings are false.
 */
export function isOfficeFile(fileName: unknown): boolean {
  const name = normalizeText(fileName);
  const dot = name.lastIndexOf('.');
  return dot >= 0 && EXTENSIONS.has(name.slice(dot + 1).toLowerCase());
}
