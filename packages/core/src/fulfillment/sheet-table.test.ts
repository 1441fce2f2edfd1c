import { describe, expect, it } from 'vitest';
import { cellNumber, cellText, readSheetTable } from './sheet-table.ts';

const columns = [
  { key: 'name', names: ['상품명', 'Name'] },
  { key: 'barcode', names: ['바코드', 'Barcode'] },
  { key: 'weight', names: ['무게(g)', 'Weight (g)'] },
] as const;

describe('reading a sheet table', () => {
  it('finds the header by its names in any order and language, under a title', () => {
    const table = readSheetTable(
      [
        ['상품 목록'],
        [],
        ['Barcode', '상품명 / Name', 'WEIGHT (G)', '메모'],
        [8801234567893, '물티슈', 120, 'x'],
        [null, '', null],
        ['SKU-2', '  칫솔 ', '1,200'],
      ],
      columns,
      2,
    );
    expect(table?.found).toEqual(['barcode', 'name', 'weight']);
    expect(table?.records).toEqual([
      { row: 4, values: { barcode: 8801234567893, name: '물티슈', weight: 120 } },
      { row: 6, values: { barcode: 'SKU-2', name: '  칫솔 ', weight: '1,200' } },
    ]);
  });

  it('answers null without a header', () => {
    expect(
      readSheetTable(
        [
          ['a', 'b'],
          [1, 2],
        ],
        columns,
        2,
      ),
    ).toBeNull();
  });

  it('reads cells as people typed them', () => {
    expect(cellText(8801234567893)).toBe('8801234567893');
    expect(cellText('  ０６２３６ ')).toBe('06236');
    expect(cellText('')).toBeUndefined();
    expect(cellNumber('1,200')).toBe(1200);
    expect(cellNumber('열두')).toBe('열두');
    expect(cellNumber(3)).toBe(3);
  });
});
