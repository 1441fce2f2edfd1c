import { describe, expect, it } from 'vitest';
import { OFFICE_FILE_EXTENSIONS } from '../files/is-office-file.ts';
import {
  FILE_UPLOAD_TYPES,
  fileBindingRequestSchema,
  fileExtensionOf,
  fileKeySchema,
  fileUploadRequestSchema,
  isUploadTypeAllowed,
  mimeEssenceOf,
} from './files.ts';

describe('file upload types', () => {
  it('cover PDF, images, CSV, ZIP and every office extension', () => {
    expect(Object.keys(FILE_UPLOAD_TYPES)).toEqual(
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
  });

  it.each([
    ['견적서.PDF', 'pdf'],
    ['archive.tar.zip', 'zip'],
    ['noext', ''],
    ['.pdf', ''],
    ['name.', ''],
    [' spaced.Docx ', 'docx'],
  ])('fileExtensionOf(%j) = %j', (name, extension) => {
    expect(fileExtensionOf(name)).toBe(extension);
  });

  it('mimeEssenceOf drops parameters and case', () => {
    expect(mimeEssenceOf(' Text/CSV ; charset=UTF-8')).toBe('text/csv');
  });

  it.each([
    ['invoice.pdf', 'application/pdf', true],
    ['list.csv', 'application/vnd.ms-excel', true],
    ['photo.HEIC', 'image/heic', true],
    ['invoice.pdf', 'image/png', false],
    ['setup.exe', 'application/octet-stream', false],
    ['toString', 'application/pdf', false],
  ])('isUploadTypeAllowed(%j, %j) = %s', (name, type, allowed) => {
    expect(isUploadTypeAllowed(name, type)).toBe(allowed);
  });
});

describe('file contracts', () => {
  it('keys are lower-case paths without dots', () => {
    expect(fileKeySchema.safeParse('u/2030/01/0123456789abcdef').success).toBe(true);
    for (const key of ['../etc/passwd', 'U/2030/01/ABC', '/u/2030', 'short', 'u/2030/01/a.b.c']) {
      expect(fileKeySchema.safeParse(key).success, key).toBe(false);
    }
  });

  it('uploads are never public and carry 1..20 files', () => {
    const option = { fileName: 'a.pdf', mimeType: 'application/pdf', size: 1 };
    expect(fileUploadRequestSchema.parse({ presignedUrlOptions: [option] }).isPublic).toBe(false);
    expect(fileUploadRequestSchema.safeParse({ presignedUrlOptions: [option], isPublic: true }).success).toBe(
      false,
    );
    expect(fileUploadRequestSchema.safeParse({ presignedUrlOptions: [] }).success).toBe(false);
    expect(fileUploadRequestSchema.safeParse({ presignedUrlOptions: Array(21).fill(option) }).success).toBe(
      false,
    );
  });

  it('bind lists name a known target and file type', () => {
    const item = {
      key: 'u/2030/01/0123456789abcdef',
      targetType: 'shipment',
      targetId: 'shp_1',
      fileType: 'billOfLading',
    };
    expect(fileBindingRequestSchema.safeParse({ bindList: [item] }).success).toBe(true);
    expect(fileBindingRequestSchema.safeParse({ bindList: [{ ...item, targetType: 'user' }] }).success).toBe(
      false,
    );
    expect(fileBindingRequestSchema.safeParse({ bindList: [{ ...item, fileType: 'photo' }] }).success).toBe(
      false,
    );
  });
});
