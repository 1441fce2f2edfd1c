import { crc32, deflateSync, inflateSync } from 'node:zlib';

// PNG handling for PDF images. pdfkit splits a PNG's alpha channel off asynchronously, so documents with several such images
// would write their objects in whatever order zlib finishes: the same spec, different bytes.
// Images are therefore flattened onto the white page first (the result looks the same) and reach
// pdfkit as plain RGB or grey PNGs, which it embeds synchronously.

const SIGNATURE = Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);
const COLOR = { grey: 0, rgb: 2, palette: 3, greyAlpha: 4, rgba: 6 } as const;

interface Header {
  width: number;
  height: number;
  bitDepth: number;
  colorType: number;
  interlaced: boolean;
}

interface Chunk {
  type: string;
  data: Uint8Array;
}

function readChunks(png: Uint8Array): Chunk[] {
  if (png.byteLength < 33 || SIGNATURE.some((byte, i) => png[i] !== byte)) {
    throw new Error('PDF images must be PNG');
  }
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  const chunks: Chunk[] = [];
  for (let offset = SIGNATURE.length; offset + 12 <= png.byteLength; ) {
    const length = view.getUint32(offset);
    const type = String.fromCharCode(...png.subarray(offset + 4, offset + 8));
    chunks.push({ type, data: png.subarray(offset + 8, offset + 8 + length) });
    offset += 12 + length;
    if (type === 'IEND') break;
  }
  return chunks;
}

function readHeader(ihdr: Chunk | undefined): Header {
  if (ihdr?.type !== 'IHDR' || ihdr.data.byteLength !== 13) throw new Error('PDF images must be PNG');
  const view = new DataView(ihdr.data.buffer, ihdr.data.byteOffset, 13);
  return {
    width: view.getUint32(0),
    height: view.getUint32(4),
    bitDepth: ihdr.data[8] ?? 0,
    colorType: ihdr.data[9] ?? 0,
    interlaced: ihdr.data[12] === 1,
  };
}

/** A PNG's pixel size, read from its header. */
export function pngSize(png: Uint8Array): { width: number; height: number } {
  const { width, height } = readHeader(readChunks(png)[0]);
  return { width, height };
}

const paeth = (a: number, b: number, c: number): number => {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
};

/** Undoes the per-row PNG filters of 8-bit, non-interlaced image data (`bpp` bytes per pixel). */
export function unfilterRows(data: Uint8Array, width: number, height: number, bpp: number): Uint8Array {
  const stride = width * bpp;
  if (data.byteLength < height * (stride + 1)) throw new Error('PNG image data is truncated');
  const out = new Uint8Array(height * stride);
  for (let y = 0; y < height; y++) {
    const filter = data[y * (stride + 1)] ?? 0;
    if (filter > 4) throw new Error(`unknown PNG filter ${filter}`);
    const src = y * (stride + 1) + 1;
    const row = y * stride;
    for (let x = 0; x < stride; x++) {
      const raw = data[src + x] ?? 0;
      const a = x >= bpp ? (out[row + x - bpp] ?? 0) : 0;
      const b = y > 0 ? (out[row - stride + x] ?? 0) : 0;
      const c = x >= bpp && y > 0 ? (out[row - stride + x - bpp] ?? 0) : 0;
      const predicted =
        filter === 0 ? 0 : filter === 1 ? a : filter === 2 ? b : filter === 3 ? (a + b) >> 1 : paeth(a, b, c);
      out[row + x] = (raw + predicted) & 0xff;
    }
  }
  return out;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const out = Buffer.alloc(body.byteLength + 8);
  out.writeUInt32BE(data.byteLength, 0);
  body.copy(out, 4);
  out.writeUInt32BE(crc32(body), body.byteLength + 4);
  return out;
}

/**
 * The PNG as pdfkit can embed it synchronously: 8-bit images with alpha are composited onto white;
 * opaque images pass through unchanged. Interlaced, 16-bit-with-alpha and palette-transparency
 * PNGs are refused (re-export such a logo as 8-bit).
 */
export function opaquePng(png: Uint8Array): Buffer {
  const chunks = readChunks(png);
  const header = readHeader(chunks[0]);
  const hasAlpha = header.colorType === COLOR.rgba || header.colorType === COLOR.greyAlpha;
  const paletteAlpha = header.colorType === COLOR.palette && chunks.some((c) => c.type === 'tRNS');
  if (header.interlaced || paletteAlpha || (hasAlpha && header.bitDepth !== 8)) {
    throw new Error('PDF images must be non-interlaced PNGs, 8-bit when they have transparency');
  }
  if (!hasAlpha) return Buffer.from(png.buffer, png.byteOffset, png.byteLength);

  const colors = header.colorType === COLOR.rgba ? 3 : 1;
  const bpp = colors + 1;
  const idat = Buffer.concat(chunks.filter((c) => c.type === 'IDAT').map((c) => c.data));
  const pixels = unfilterRows(inflateSync(idat), header.width, header.height, bpp);
  const stride = header.width * colors + 1;
  const rows = new Uint8Array(header.height * stride); // filter byte 0 (none) on every row
  for (let y = 0; y < header.height; y++) {
    for (let x = 0; x < header.width; x++) {
      const source = (y * header.width + x) * bpp;
      const alpha = pixels[source + colors] ?? 255;
      for (let k = 0; k < colors; k++) {
        const value = pixels[source + k] ?? 0;
        rows[y * stride + 1 + x * colors + k] = Math.round((value * alpha + 255 * (255 - alpha)) / 255);
      }
    }
  }
  const ihdr = Buffer.from(chunks[0]?.data ?? []);
  ihdr[9] = colors === 3 ? COLOR.rgb : COLOR.grey;
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', new Uint8Array()),
  ]);
}
