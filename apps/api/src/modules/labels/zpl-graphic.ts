import type { MonoBitmap } from './rasterize.ts';

// A bitmap as a ZPL graphic field (`^GFA`) in ZPL's ASCII compression (ZPL II Programming Guide,
// "Alternative Data Compression Scheme for ~DG and ~DB": a run of one hex digit is written as a
// count then the digit, counts G–Y = 1–19 and g–z = 20, 40 … 400, added together; `,` fills the
// rest of a row with 0, `!` with F, and `:` repeats the row above).

const LOW = 'GHIJKLMNOPQRSTUVWXY'; // 1..19
const HIGH = 'ghijklmnopqrstuvwxyz'; // 20..400

function repeatCount(count: number): string {
  let out = '';
  let rest = count;
  while (rest >= 400) {
    out += 'z';
    rest -= 400;
  }
  if (rest >= 20) {
    out += HIGH[Math.floor(rest / 20) - 1];
    rest %= 20;
  }
  if (rest > 0) out += LOW[rest - 1];
  return out;
}

function compressRow(hex: string): string {
  const trimmedZeros = hex.replace(/0+$/, '');
  if (trimmedZeros.length === 0) return ',';
  const tail = trimmedZeros.length < hex.length ? ',' : '';
  const body = tail ? trimmedZeros : hex.replace(/F+$/, '');
  const ones = !tail && body.length < hex.length ? '!' : '';
  let out = '';
  for (let i = 0; i < body.length; ) {
    let j = i + 1;
    while (j < body.length && body[j] === body[i]) j++;
    const run = j - i;
    out += run > 1 ? `${repeatCount(run)}${body[i]}` : body[i];
    i = j;
  }
  return out + tail + ones;
}

/** `^GFA,<total bytes>,<total bytes>,<bytes per row>,<compressed data>`. */
export function zplGraphicField(bitmap: MonoBitmap): string {
  const total = bitmap.bytesPerRow * bitmap.height;
  let data = '';
  let previous: string | undefined;
  for (let y = 0; y < bitmap.height; y++) {
    const row = Buffer.from(bitmap.bits.subarray(y * bitmap.bytesPerRow, (y + 1) * bitmap.bytesPerRow))
      .toString('hex')
      .toUpperCase();
    data += row === previous ? ':' : compressRow(row);
    previous = row;
  }
  return `^GFA,${total},${total},${bitmap.bytesPerRow},${data}`;
}
