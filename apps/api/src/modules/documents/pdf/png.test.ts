import { crc32, deflateSync, inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { opaquePng, pngSize, unfilterRows } from './png.ts';

// A PNG encoder for the tests: every row uses a different filter (none, sub, up, average, paeth).
function encodePng(
  width: number,
  height: number,
  colorType: number,
  pixels: Uint8Array,
  extra: string[] = [],
) {
  const bpp = { 0: 1, 2: 3, 4: 2, 6: 4 }[colorType] ?? 1;
  const stride = width * bpp;
  const data = new Uint8Array(height * (stride + 1));
  const at = (x: number, y: number) => (x < 0 || y < 0 ? 0 : (pixels[y * stride + x] ?? 0));
  for (let y = 0; y < height; y++) {
    const filter = y % 5;
    data[y * (stride + 1)] = filter;
    for (let x = 0; x < stride; x++) {
      const a = at(x - bpp, y);
      const b = at(x, y - 1);
      const c = at(x - bpp, y - 1);
      const p = a + b - c;
      const paeth =
        Math.abs(p - a) <= Math.abs(p - b) && Math.abs(p - a) <= Math.abs(p - c)
          ? a
          : Math.abs(p - b) <= Math.abs(p - c)
            ? b
            : c;
      const predicted = [0, a, b, (a + b) >> 1, paeth][filter] ?? 0;
      data[y * (stride + 1) + 1 + x] = (at(x, y) - predicted) & 0xff;
    }
  }
  const chunk = (type: string, body: Uint8Array) => {
    const typed = Buffer.concat([Buffer.from(type, 'latin1'), body]);
    const out = Buffer.alloc(typed.length + 8);
    out.writeUInt32BE(body.length, 0);
    typed.copy(out, 4);
    out.writeUInt32BE(crc32(typed), typed.length + 4);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8;
  ihdr[9] = colorType;
  return new Uint8Array(
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', ihdr),
      ...extra.map((type) => chunk(type, new Uint8Array(1))),
      chunk('IDAT', deflateSync(data)),
      chunk('IEND', new Uint8Array()),
    ]),
  );
}

/** The decoded pixel bytes and colour type of a PNG produced by opaquePng. */
function decode(png: Uint8Array) {
  const buffer = Buffer.from(png);
  const colorType = buffer[25];
  const { width, height } = pngSize(png);
  const idatLength = buffer.readUInt32BE(33);
  const idat = buffer.subarray(41, 41 + idatLength);
  const bpp = colorType === 2 ? 3 : 1;
  return { colorType, pixels: Array.from(unfilterRows(inflateSync(idat), width, height, bpp)) };
}

describe('opaquePng', () => {
  it('composites RGBA onto white through every row filter', () => {
    const width = 2;
    const height = 6;
    const pixels = new Uint8Array(width * height * 4);
    for (let i = 0; i < width * height; i++)
      pixels.set([(i * 37) % 256, (i * 91) % 256, (i * 53) % 256, 255], i * 4);
    pixels.set([0, 0, 0, 0], 4); // transparent → white
    pixels.set([0, 0, 0, 128], 8); // half black → grey
    const flat = opaquePng(encodePng(width, height, 6, pixels));
    const { colorType, pixels: rgb } = decode(flat);
    expect(colorType).toBe(2);
    const expected: number[] = [];
    for (let i = 0; i < width * height; i++) {
      const alpha = pixels[i * 4 + 3] ?? 0;
      for (let k = 0; k < 3; k++) {
        expected.push(Math.round(((pixels[i * 4 + k] ?? 0) * alpha + 255 * (255 - alpha)) / 255));
      }
    }
    expect(rgb).toEqual(expected);
    expect(rgb.slice(3, 6)).toEqual([255, 255, 255]);
    expect(rgb.slice(6, 9)).toEqual([127, 127, 127]);
    expect(pngSize(flat)).toEqual({ width, height });
  });

  it('turns grey+alpha into grey and leaves opaque images alone', () => {
    const greyAlpha = encodePng(3, 1, 4, Uint8Array.of(0, 255, 0, 0, 200, 255));
    expect(decode(opaquePng(greyAlpha))).toEqual({ colorType: 0, pixels: [0, 255, 200] });
    const rgb = encodePng(1, 1, 2, Uint8Array.of(1, 2, 3));
    expect(Buffer.compare(opaquePng(rgb), Buffer.from(rgb))).toBe(0);
  });

  it('refuses what it cannot flatten synchronously, and what is not PNG', () => {
    const palette = encodePng(1, 1, 3, Uint8Array.of(0), ['PLTE', 'tRNS']);
    expect(() => opaquePng(palette)).toThrow('non-interlaced PNGs');
    expect(() => opaquePng(new TextEncoder().encode('GIF89a'.padEnd(46)))).toThrow('must be PNG');
    const badFilter = Uint8Array.of(7, 0, 0, 0);
    expect(() => unfilterRows(badFilter, 1, 1, 3)).toThrow('unknown PNG filter 7');
  });
});
