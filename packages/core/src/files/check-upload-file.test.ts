import { describe, expect, it } from 'vitest';
import { DEFAULT_MAX_UPLOAD_BYTES, FILE_UPLOAD_TYPES, isUploadTypeAllowed } from '../contracts/files.ts';
import {
  acceptedUploadExtensions,
  checkUploadFile,
  UPLOAD_EXTENSIONS,
  uploadExtensionOf,
} from './check-upload-file.ts';
import { OFFICE_FILE_EXTENSIONS } from './is-office-file.ts';

const MB = 1024 * 1024;

describe('checkUploadFile', () => {
  it('accepts PDF, JPEG, PNG, GIF, WebP, HEIC, CSV, ZIP and every office file', () => {
    expect(UPLOAD_EXTENSIONS).toEqual(Object.keys(FILE_UPLOAD_TYPES));
    expect(UPLOAD_EXTENSIONS).toEqual(
      expect.arrayContaining([
        'pdf',
        'jpg',
        'jpeg',
        'png',
        'gif',
        'webp',
        'heic',
        'csv',
        'zip',
        ...OFFICE_FILE_EXTENSIONS,
      ]),
    );
    for (const extension of UPLOAD_EXTENSIONS) {
      expect(checkUploadFile({ name: `문서.${extension}`, size: 1 })).toEqual({
        ok: true,
        extension,
        mimeType: FILE_UPLOAD_TYPES[extension][0],
      });
    }
  });

  it('declares every file with a type the server accepts for its name', () => {
    for (const extension of UPLOAD_EXTENSIONS) {
      for (const reported of ['', ...FILE_UPLOAD_TYPES[extension]]) {
        const name = `File.${extension.toUpperCase()}`;
        const check = checkUploadFile({ name, size: 1, type: reported });
        expect(check.ok).toBe(true);
        if (check.ok) expect(isUploadTypeAllowed(name, check.mimeType)).toBe(true);
      }
    }
  });

  it('declares the type from the extension, whatever the browser said', () => {
    expect(checkUploadFile({ name: 'IMG_0001.HEIC', size: 10, type: '' })).toMatchObject({
      mimeType: 'image/heic',
    });
    expect(checkUploadFile({ name: 'orders.csv', size: 10, type: 'application/vnd.ms-excel' })).toMatchObject(
      { ok: true, mimeType: 'text/csv' },
    );
    expect(checkUploadFile({ name: 'a.zip', size: 10, type: 'application/x-zip-compressed' })).toMatchObject({
      ok: true,
      mimeType: 'application/zip',
    });
    expect(checkUploadFile({ name: 'a.txt', size: 10, type: 'Text/Plain; charset=UTF-8' })).toMatchObject({
      ok: true,
    });
    expect(checkUploadFile({ name: 'a.pdf', size: 10, type: 'application/octet-stream' })).toMatchObject({
      ok: true,
    });
  });

  it.each([
    'setup.exe',
    'script.js',
    'page.html',
    'image.svg',
    'archive.tar.gz',
    'invoice.pdf.exe',
    'no-extension',
    'pdf',
    '.pdf',
    'name.',
    '',
    '.',
    'toString',
    'a.constructor',
    'a.__proto__',
  ])('refuses %j as FILE_TYPE_NOT_ALLOWED', (name) => {
    expect(checkUploadFile({ name, size: 10 })).toEqual({ ok: false, code: 'FILE_TYPE_NOT_ALLOWED' });
  });

  it('refuses a browser type that contradicts the extension', () => {
    expect(checkUploadFile({ name: 'invoice.pdf', size: 10, type: 'application/x-msdownload' })).toEqual({
      ok: false,
      code: 'FILE_TYPE_NOT_ALLOWED',
    });
    expect(checkUploadFile({ name: 'photo.png', size: 10, type: 'image/jpeg' })).toEqual({
      ok: false,
      code: 'FILE_TYPE_NOT_ALLOWED',
    });
  });

  it('reads the extension as the server does, case-insensitively', () => {
    expect(uploadExtensionOf('견적서.PDF')).toBe('pdf');
    expect(uploadExtensionOf(' report.final.XLSX ')).toBe('xlsx');
    expect(uploadExtensionOf('.pdf')).toBeNull();
    expect(uploadExtensionOf('constructor')).toBeNull();
    expect(uploadExtensionOf(42)).toBeNull();
  });

  it('allows up to DEFAULT_MAX_UPLOAD_BYTES (30 MB) by default', () => {
    expect(DEFAULT_MAX_UPLOAD_BYTES).toBe(30 * MB);
    expect(checkUploadFile({ name: 'a.pdf', size: 30 * MB }).ok).toBe(true);
    expect(checkUploadFile({ name: 'a.pdf', size: 30 * MB + 1 })).toEqual({
      ok: false,
      code: 'FILE_TOO_LARGE',
    });
  });

  it('takes a configured limit', () => {
    expect(checkUploadFile({ name: 'a.pdf', size: MB }, { maxBytes: MB }).ok).toBe(true);
    expect(checkUploadFile({ name: 'a.pdf', size: MB + 1 }, { maxBytes: MB })).toEqual({
      ok: false,
      code: 'FILE_TOO_LARGE',
    });
    expect(checkUploadFile({ name: 'a.pdf', size: 40 * MB }, { maxBytes: 50 * MB }).ok).toBe(true);
  });

  it('judges the type before the size', () => {
    expect(checkUploadFile({ name: 'big.exe', size: 2 ** 31 })).toEqual({
      ok: false,
      code: 'FILE_TYPE_NOT_ALLOWED',
    });
  });

  it.each([0, -1, Number.NaN])('refuses a size of %s as FILE_EMPTY', (size) => {
    expect(checkUploadFile({ name: 'a.pdf', size })).toEqual({
      ok: false,
      code: Number.isNaN(size) ? 'FILE_TOO_LARGE' : 'FILE_EMPTY',
    });
  });

  it('refuses an endless size as FILE_TOO_LARGE', () => {
    expect(checkUploadFile({ name: 'a.pdf', size: Number.POSITIVE_INFINITY })).toEqual({
      ok: false,
      code: 'FILE_TOO_LARGE',
    });
  });

  it('narrows the accepted types by extension, MIME type or family, never widens them', () => {
    const images = { accept: ['image/*'] };
    expect(checkUploadFile({ name: 'a.png', size: 1 }, images).ok).toBe(true);
    expect(checkUploadFile({ name: 'a.heic', size: 1 }, images).ok).toBe(true);
    expect(checkUploadFile({ name: 'a.pdf', size: 1 }, images)).toEqual({
      ok: false,
      code: 'FILE_TYPE_NOT_ALLOWED',
    });
    const documents = { accept: ['.PDF', 'xlsx', 'text/csv'] };
    expect(checkUploadFile({ name: 'a.pdf', size: 1 }, documents).ok).toBe(true);
    expect(checkUploadFile({ name: 'a.xlsx', size: 1 }, documents).ok).toBe(true);
    expect(checkUploadFile({ name: 'a.csv', size: 1 }, documents).ok).toBe(true);
    expect(checkUploadFile({ name: 'a.docx', size: 1 }, documents).ok).toBe(false);
    expect(checkUploadFile({ name: 'a.exe', size: 1 }, { accept: ['.exe'] }).ok).toBe(false);
    expect(checkUploadFile({ name: 'a.exe', size: 1 }, { accept: ['*/*'] }).ok).toBe(false);
    expect(checkUploadFile({ name: 'a.doc', size: 1 }, { accept: [] }).ok).toBe(true);
  });

  it('lists the extensions a field accepts', () => {
    expect(acceptedUploadExtensions()).toEqual([...UPLOAD_EXTENSIONS]);
    expect(acceptedUploadExtensions(['image/*'])).toEqual(
      UPLOAD_EXTENSIONS.filter((extension) => FILE_UPLOAD_TYPES[extension][0].startsWith('image/')),
    );
    expect(acceptedUploadExtensions(['.pdf', 'application/zip'])).toEqual(['pdf', 'zip']);
  });
});
