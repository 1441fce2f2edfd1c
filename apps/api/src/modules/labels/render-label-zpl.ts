import { code128Bars } from './label-barcode.ts';
import { type LabelLayout, LINE_HEIGHT } from './label-layout.ts';
import { cropMono, renderSvgToMono } from './rasterize.ts';
import { labelSvg } from './render-label-svg.ts';
import { zplGraphicField } from './zpl-graphic.ts';

/**
 * The label in ZPL II for a 203 or 300 dpi thermal printer (4×6 in: 812×1218 or 1200×1800 dots).
 * Printers' built-in fonts have no Hangul, so every text element is rendered from Noto Sans KR to
 * a 1-bit bitmap at the printer's resolution and sent as a `^GFA` graphic field at its place;
 * lines and boxes are `^GB`, the barcode is the printer's own Code 128 (`^BC`), which prints the
 * sharpest bars at any resolution. A printer set to another resolution scales and cuts the label,
 * so the caller must know the printer's dpi.
 */
export function renderLabelZpl(layout: LabelLayout, dpi: 203 | 300): string {
  const dots = (mm: number) => Math.round((mm / 25.4) * dpi);
  const out: string[] = [
    '^XA',
    '^CI28',
    `^PW${dots(layout.widthMm)}`,
    `^LL${dots(layout.heightMm)}`,
    '^LH0,0',
    '^PON',
  ];
  const text = renderSvgToMono(labelSvg(layout, { dpi, textOnly: true }));
  for (const element of layout.elements) {
    if (element.kind === 'box') {
      out.push(
        `^FO${dots(element.x)},${dots(element.y)}^GB${dots(element.width)},${dots(element.height)},${Math.max(1, dots(element.thickness))},B,0^FS`,
      );
    } else if (element.kind === 'barcode') {
      const { modules } = code128Bars(element.data);
      // The widest whole-dot module that fits; 2 dots (0.25 mm at 203 dpi) is the scanners' floor.
      const module = Math.max(2, Math.min(4, Math.floor(dots(element.width) / modules)));
      const left = dots(element.x) + Math.max(0, Math.floor((dots(element.width) - module * modules) / 2));
      out.push(
        `^FO${left},${dots(element.y)}^BY${module},3,${dots(element.height)}^BCN,${dots(element.height)},N,N,N^FD${element.data}^FS`,
      );
    } else {
      // The element's box, with a little room for descenders and the last line's leading.
      const height = element.lines.length * element.size * LINE_HEIGHT + element.size * 0.2;
      const bitmap = cropMono(text, dots(element.x), dots(element.y), dots(element.width) + 1, dots(height));
      if (bitmap.width === 0 || bitmap.height === 0) continue;
      out.push(`^FO${dots(element.x)},${dots(element.y)}${zplGraphicField(bitmap)}^FS`);
    }
  }
  out.push('^PQ1', '^XZ');
  return `${out.join('\n')}\n`;
}
