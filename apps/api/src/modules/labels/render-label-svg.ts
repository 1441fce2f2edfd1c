import { code128Bars } from './label-barcode.ts';
import { type LabelLayout, type LabelText, LINE_HEIGHT } from './label-layout.ts';
import { ascentRatio } from './label-text.ts';

// The label as SVG in millimetres, for rasterising (the PNG preview, and the text of the ZPL,
// which printers can only take as graphics). Text baselines sit where pdfkit puts them, so the
// PNG, the ZPL and the PDF line up.

export const FONT_FAMILY = 'Noto Sans KR';

const escapeXml = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
  );

function textSvg(element: LabelText): string {
  const anchor = element.align === 'center' ? 'middle' : element.align === 'right' ? 'end' : 'start';
  const x =
    element.align === 'center'
      ? element.x + element.width / 2
      : element.align === 'right'
        ? element.x + element.width
        : element.x;
  const ascent = ascentRatio(element.weight) * element.size;
  return element.lines
    .map((line, index) => {
      const baseline = element.y + index * element.size * LINE_HEIGHT + ascent;
      return `<text x="${x.toFixed(3)}" y="${baseline.toFixed(3)}" font-family="${FONT_FAMILY}" font-size="${element.size}" font-weight="${element.weight === 'bold' ? 700 : 400}" text-anchor="${anchor}">${escapeXml(line)}</text>`;
    })
    .join('');
}

/** The whole label, or only its text (`textOnly`) for the ZPL graphics. */
export function labelSvg(layout: LabelLayout, options: { dpi: number; textOnly?: boolean }): string {
  const widthPx = Math.round((layout.widthMm / 25.4) * options.dpi);
  const heightPx = Math.round((layout.heightMm / 25.4) * options.dpi);
  const parts: string[] = [];
  for (const element of layout.elements) {
    if (element.kind === 'text') parts.push(textSvg(element));
    else if (options.textOnly) continue;
    else if (element.kind === 'box') {
      if (element.thickness >= element.height) {
        parts.push(
          `<rect x="${element.x}" y="${element.y}" width="${element.width}" height="${element.height}" fill="black"/>`,
        );
      } else {
        parts.push(
          `<rect x="${element.x}" y="${element.y}" width="${element.width}" height="${element.height}" fill="none" stroke="black" stroke-width="${element.thickness}"/>`,
        );
      }
    } else {
      const { modules, bars } = code128Bars(element.data);
      const module = element.width / modules;
      for (const bar of bars) {
        parts.push(
          `<rect x="${(element.x + bar.x * module).toFixed(4)}" y="${element.y}" width="${(bar.width * module).toFixed(4)}" height="${element.height}" fill="black"/>`,
        );
      }
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${widthPx}" height="${heightPx}" viewBox="0 0 ${layout.widthMm} ${layout.heightMm}"><rect width="100%" height="100%" fill="white"/>${parts.join('')}</svg>`;
}
