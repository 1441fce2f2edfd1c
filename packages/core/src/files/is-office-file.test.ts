import { describe, expect, it } from 'vitest';
import { isOfficeFile, OFFICE_FILE_EXTENSIONS } from './is-office-file.ts';

describe('isOfficeFile', () => {
  it('lists exactly the SPEC §5 extensions', () => {
    expect([...OFFICE_FILE_EXTENSIONS]).toEqual(['doc', 'docx', 'ppt', 'pptx', 'xls', 'xlsx', 'rtf', 'txt']);
  });

  it.each(OFFICE_FILE_EXTENSIONS)('accepts .%s in any case', (extension) => {
    expect(isOfficeFile(`견적서.${extension}`)).toBe(true);
    expect(isOfficeFile(`INVOICE.${extension.toUpperCase()}`)).toBe(true);
    expect(isOfficeFile(`Mixed.${extension[0]?.toUpperCase()}${extension.slice(1)}`)).toBe(true);
  });

  it('looks only at the last extension', () => {
    expect(isOfficeFile('report.final.xlsx')).toBe(true);
    expect(isOfficeFile('report.xlsx.exe')).toBe(false);
    expect(isOfficeFile('archive.docx.zip')).toBe(false);
  });

  it.each([
    'image.png',
    'scan.pdf',
    'data.csv',
    'slides.key',
    'doc',
    'docx',
    'file.',
    'file',
    '',
    'file.docxx',
    'file.xl',
  ])('refuses %s', (name) => {
    expect(isOfficeFile(name)).toBe(false);
  });

  it('normalises the name, so trailing spaces or full-width letters do not hide the extension', () => {
    expect(isOfficeFile('invoice.docx ')).toBe(true);
    expect(isOfficeFile('invoice．ＤＯＣＸ')).toBe(true);
  });

  it.each([null, undefined, 42, {}, ['a.doc'], true])('answers false for %s', (value) => {
    expect(isOfficeFile(value)).toBe(false);
  });

  it('answers quickly for a megabyte-long name', () => {
    expect(isOfficeFile(`${'a.'.repeat(500_000)}txt`)).toBe(true);
  });
});
