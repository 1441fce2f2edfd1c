import { describe, expect, test } from 'vitest';
import { toRowErrors } from './row-errors.ts';

describe('toRowErrors', () => {
  test('the file first, then rows in sheet order; a row keeps its cells in the order given', () => {
    expect(
      toRowErrors({
        'rows.12.barcode': 'b',
        'rows.3.name': 'n',
        'rows.3.weightGrams': 'w',
        key: 'unreadable',
        'rows.5': 'whole row',
      }),
    ).toEqual([
      { row: null, column: null, message: 'unreadable' },
      { row: 3, column: 'name', message: 'n' },
      { row: 3, column: 'weightGrams', message: 'w' },
      { row: 5, column: null, message: 'whole row' },
      { row: 12, column: 'barcode', message: 'b' },
    ]);
  });

  test('nested columns stay whole; nothing gives nothing', () => {
    expect(toRowErrors({ 'rows.2.recipient.phone': 'p' })).toEqual([
      { row: 2, column: 'recipient.phone', message: 'p' },
    ]);
    expect(toRowErrors(undefined)).toEqual([]);
  });
});
