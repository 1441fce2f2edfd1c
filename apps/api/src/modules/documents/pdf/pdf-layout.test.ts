import { describe, expect, it } from 'vitest';
import { renderBarcode } from '../render-barcode.ts';
import { imageHeight, wrapByWords } from './pdf-layout.ts';
import { pageLabel } from './pdf-page-furniture.ts';
import { columnWidths, rowCells } from './pdf-table.ts';
import { pngSize } from './png.ts';

describe('pdf layout helpers', () => {
  it('splits a table width between columns by their ratios', () => {
    expect(columnWidths(500, [3, 1, 1])).toEqual([300, 100, 100]);
    expect(columnWidths(510, [1]).reduce((a, b) => a + b, 0)).toBe(510);
    expect(() => columnWidths(500, [])).toThrow('positive width ratios');
    expect(() => columnWidths(500, [1, 0])).toThrow('positive width ratios');
    expect(() => columnWidths(500, [1, -2])).toThrow('positive width ratios');
    expect(() => columnWidths(500, [1, Number.NaN])).toThrow('positive width ratios');
  });

  it('reads rows in both forms', () => {
    expect(rowCells(['a', 'b'])).toEqual({ cells: ['a', 'b'], highlight: false });
    expect(rowCells({ cells: ['a'], highlight: true })).toEqual({ cells: ['a'], highlight: true });
    expect(rowCells({ cells: ['a'] })).toEqual({ cells: ['a'], highlight: false });
  });

  it('reads PNG sizes from their header and keeps the aspect ratio', async () => {
    const png = await renderBarcode({ type: 'qrcode', text: 'BQ-1', scale: 2 });
    const size = pngSize(png);
    expect(size.width).toBe(size.height);
    expect(imageHeight(png, 60)).toBe(60);
    // A view into a larger buffer reads the same.
    const padded = new Uint8Array(png.byteLength + 8);
    padded.set(png, 8);
    expect(pngSize(padded.subarray(8))).toEqual(size);
    expect(() => pngSize(new TextEncoder().encode('GIF89a........................'))).toThrow('must be PNG');
  });

  it('labels pages "page / pages"', () => {
    expect(pageLabel(1, 3)).toBe('1 / 3');
  });

  it('breaks lines between words, Korean included, and inside a word only when it cannot fit alone', () => {
    // Six characters to a line.
    const fits = (piece: string) => [...piece].length <= 6;
    expect(wrapByWords('화주 지정 관세사 이용', fits)).toEqual(['화주 지정', '관세사 이용']);
    expect(wrapByWords('제공 불가 (화주가 지정한 관세사)', fits)).toEqual([
      '제공 불가',
      '(화주가',
      '지정한',
      '관세사)',
    ]);
    // Given line breaks stay; an empty line stays empty.
    expect(wrapByWords('통관\n\n내륙 운송비', fits)).toEqual(['통관', '', '내륙 운송비']);
    // A word longer than a line is cut where it must, the rest going on.
    expect(wrapByWords('BID-20261125-0001 발급', fits)).toEqual(['BID-20', '261125', '-0001', '발급']);
    expect(wrapByWords('', fits)).toEqual(['']);
  });
});
