import { describe, expect, test } from 'vitest';
import { createUploadFileItem, formatFileSize, toProgress, updateUploadFileItem } from './upload-items.ts';

describe('upload items', () => {
  test('a new row is queued at 0 % with a unique id', () => {
    const file = new File(['x'], 'a.pdf');
    const first = createUploadFileItem(file);
    const second = createUploadFileItem(file);
    expect(first).toMatchObject({ file, status: 'queued', progress: 0 });
    expect(first.id).not.toBe(second.id);
  });

  test('updateUploadFileItem changes only the row asked for', () => {
    const rows = [
      createUploadFileItem(new File(['a'], 'a.pdf')),
      createUploadFileItem(new File(['b'], 'b.pdf')),
    ];
    const id = rows[1]?.id ?? '';
    const next = updateUploadFileItem(rows, id, { status: 'done', progress: 100, key: 'uploads/b' });
    expect(next[0]).toBe(rows[0]);
    expect(next[1]).toMatchObject({ status: 'done', progress: 100, key: 'uploads/b' });
    expect(rows[1]?.status).toBe('queued');
  });

  test('toProgress is a whole percent within 0..100', () => {
    expect(toProgress(1, 3)).toBe(33);
    expect(toProgress(5, 5)).toBe(100);
    expect(toProgress(7, 5)).toBe(100);
    expect(toProgress(1, 0)).toBe(0);
    expect(toProgress(Number.NaN, 10)).toBe(0);
  });

  test('formatFileSize counts in 1024s', () => {
    expect(formatFileSize(0, 'ko')).toBe('0 B');
    expect(formatFileSize(900, 'en')).toBe('900 B');
    expect(formatFileSize(1536, 'en')).toBe('1.5 KB');
    expect(formatFileSize(30 * 1024 * 1024, 'ko')).toBe('30 MB');
    expect(formatFileSize(1.25 * 1024 ** 3, 'en')).toBe('1.3 GB');
  });
});
