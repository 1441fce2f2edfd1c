import { ApiError } from '@baro/client';
import { describe, expect, it } from 'vitest';
import { importErrorsOf, parseImportErrors } from './import-errors.ts';

describe('import errors', () => {
  it('splits row errors (by Excel row, then as listed) from file errors', () => {
    const errors = parseImportErrors({
      'rows.12.price': '0 이상이어야 합니다',
      key: '가져올 운임 행이 없습니다',
      'rows.5.pol': '등록되지 않은 항구·공항 코드입니다',
      'rows.5.weightBreaks.1.minKg': '중량 구간은 작은 값부터 중복 없이 입력해 주세요',
      'rows.5.carrier': '필수 입력 항목입니다',
    });
    expect(errors.file).toEqual(['가져올 운임 행이 없습니다']);
    expect(errors.rows).toEqual([
      { row: 5, field: 'pol', detail: '', message: '등록되지 않은 항구·공항 코드입니다' },
      {
        row: 5,
        field: 'weightBreaks',
        detail: '1.minKg',
        message: '중량 구간은 작은 값부터 중복 없이 입력해 주세요',
      },
      { row: 5, field: 'carrier', detail: '', message: '필수 입력 항목입니다' },
      { row: 12, field: 'price', detail: '', message: '0 이상이어야 합니다' },
    ]);
  });

  it('reads them only from a RATE_IMPORT_INVALID answer', () => {
    const target = { method: 'POST', url: '/api/partner/rates/import' };
    const refused = new ApiError(
      400,
      { code: 'RATE_IMPORT_INVALID', message: 'x', fields: { 'rows.3.currency': 'bad' } },
      target,
    );
    expect(importErrorsOf(refused)?.rows).toEqual([
      { row: 3, field: 'currency', detail: '', message: 'bad' },
    ]);
    expect(importErrorsOf(new ApiError(404, { code: 'NOT_FOUND', message: 'x' }, target))).toBeNull();
    expect(importErrorsOf(new Error('boom'))).toBeNull();
  });
});
