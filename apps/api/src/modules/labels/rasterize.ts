import { Resvg } from '@resvg/resvg-js';
import { fontPath } from '../documents/documents.api.ts';
import { FONT_FAMILY } from './render-label-svg.ts';

// Rasterising label SVG with resvg (Rust, prebuilt per platform as npm packages; no system fonts
// are read, only Noto Sans KR from npm, so every machine draws the same pixels).

const options = () => ({
  font: {
    fontFiles: [fontPath('regular'), fontPath('bold')],
    loadSystemFonts: false,
    defaultFontFamily: FONT_FAMILY,
  },
  background: 'white',
  shapeRendering: 1 as const,
});

export function renderSvgToPng(svg: string): Uint8Array {
  return new Resvg(svg, options()).render().asPng();
}

/** A 1-bit image, rows padded to whole bytes, 1 = black (ZPL's ^GF convention). */
export interface MonoBitmap {
  width: number;
  height: number;
  bytesPerRow: number;
  bits: Uint8Array;
}

/** The SVG as a thermal printer would print it: each pixel black when darker than mid-grey. */
export function renderSvgToMono(svg: string): MonoBitmap {
  const image = new Resvg(svg, options()).render();
  const { width, height } = image;
  const pixels = image.pixels;
  const bytesPerRow = Math.ceil(width / 8);
  const bits = new Uint8Array(bytesPerRow * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      const luminance =
        0.299 * (pixels[i] ?? 255) + 0.587 * (pixels[i + 1] ?? 255) + 0.114 * (pixels[i + 2] ?? 255);
      if (luminance < 128)
        bits[y * bytesPerRow + (x >> 3)] = (bits[y * bytesPerRow + (x >> 3)] ?? 0) | (0x80 >> (x & 7));
    }
  }
  return { width, height, bytesPerRow, bits };
}

/** A rectangle of a bitmap (clipped to it), as a bitmap of its own. */
export function cropMono(
  source: MonoBitmap,
  x: number,
  y: number,
  width: number,
  height: number,
): MonoBitmap {
  const left = Math.max(0, x);
  const top = Math.max(0, y);
  const w = Math.max(0, Math.min(source.width, x + width) - left);
  const h = Math.max(0, Math.min(source.height, y + height) - top);
  const bytesPerRow = Math.ceil(w / 8);
  const bits = new Uint8Array(bytesPerRow * h);
  for (let row = 0; row < h; row++) {
    for (let col = 0; col < w; col++) {
      const sx = left + col;
      const sy = top + row;
      if (((source.bits[sy * source.bytesPerRow + (sx >> 3)] ?? 0) & (0x80 >> (sx & 7))) !== 0) {
        bits[row * bytesPerRow + (col >> 3)] =
          (bits[row * bytesPerRow + (col >> 3)] ?? 0) | (0x80 >> (col & 7));
      }
    }
  }
  return { width: w, height: h, bytesPerRow, bits };
}
