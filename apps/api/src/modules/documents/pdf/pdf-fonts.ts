import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

// Noto Sans KR (OFL) from npm covers Hangul, Latin and the symbols business documents use. pdfkit
// embeds a subset with a ToUnicode map, so the text stays real, searchable and extractable.

const FONT_FILES = {
  regular: '@expo-google-fonts/noto-sans-kr/400Regular/NotoSansKR_400Regular.ttf',
  bold: '@expo-google-fonts/noto-sans-kr/700Bold/NotoSansKR_700Bold.ttf',
} as const;

export type FontWeight = keyof typeof FONT_FILES;

/** The names fonts are registered under in every document. */
export const FONT: Record<FontWeight, string> = { regular: 'NotoSansKR', bold: 'NotoSansKR-Bold' };

const require = createRequire(import.meta.url);
const cache = new Map<FontWeight, Buffer>();

/** Where the font file is (renderers that load fonts by path, such as the label rasteriser). */
export function fontPath(weight: FontWeight): string {
  return require.resolve(FONT_FILES[weight]);
}

/** The font file's bytes, read once per process; resolved from the package, so any cwd works. */
export function fontBytes(weight: FontWeight): Buffer {
  let bytes = cache.get(weight);
  if (!bytes) {
    bytes = readFileSync(fontPath(weight));
    cache.set(weight, bytes);
  }
  return bytes;
}

/** Registers both weights with a new document (once per document). */
export function registerFonts(doc: PDFKit.PDFDocument): void {
  doc.registerFont(FONT.regular, fontBytes('regular'));
  doc.registerFont(FONT.bold, fontBytes('bold'));
}
