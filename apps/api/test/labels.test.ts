import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type ShippingLabel, zplJobProblem } from '@baro/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderShippingLabel } from '../src/modules/labels/labels.api.ts';
import { readGraphicFields } from './support/zpl-reader.ts';

// One layout, three outputs: the PDF is read back with poppler (pdftotext for the Korean text,
// pdftoppm + zbarimg for the barcode), the PNG's barcode is decoded with zbarimg, and the ZPL is
// checked for its size, the printer's Code 128 command and Hangul as ^GF graphics, not text.
const label: ShippingLabel = {
  parcelCompany: '04',
  invoiceNo: '612345678905',
  sorting: { code: '4A05', subCode: '81-23', terminal: '곤지암Hub', branch: '부산해운대대리점' },
  sender: {
    name: '바로풀필먼트 인천1센터',
    phone: '032-123-4567',
    address: '인천광역시 서구 로봇랜드로 155-11 B동',
    zipCode: '22850',
  },
  recipient: {
    name: '김민지',
    phone: '010-2345-6789',
    address: '부산광역시 해운대구 센텀중앙로 79 센텀스카이비즈 오피스텔 1203호 (우동, 관리사무소 옆)',
    zipCode: '48058',
  },
  orderReference: 'FO-20260302-0001',
  channelOrderNo: 'SS-2026030212345',
  contents: '무선 이어폰 외 2건',
  deliveryNote: '문 앞에 놓아 주세요',
  box: { index: 1, count: 2 },
  shipDate: '2026-03-02',
};

function run(tool: string, args: string[]): string {
  const result = spawnSync(tool, args, { encoding: 'utf8' });
  if (result.error)
    throw new Error(`${tool} is needed (apt-get install poppler-utils zbar-tools): ${result.error.message}`);
  if (result.status !== 0) throw new Error(`${tool} exited ${result.status}: ${result.stderr}`);
  return result.stdout;
}

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'baro-labels-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('shipping label', () => {
  it('as PDF: a 4×6 in page with the Korean text and a barcode that scans', async () => {
    const pdf = await renderShippingLabel(label, 'pdf');
    expect(pdf.contentType).toBe('application/pdf');
    const path = join(dir, 'label.pdf');
    await writeFile(path, pdf.bytes);
    expect(run('pdfinfo', [path])).toMatch(/Page size:\s+288 x 432 pts/);
    const text = run('pdftotext', ['-layout', path, '-']);
    for (const expected of [
      'CJ대한통운',
      '4A05',
      '김민지',
      '010-****-6789',
      '(48058) 부산광역시 해운대구 센텀중앙로 79',
      '바로풀필먼트 인천1센터',
      '주문번호 FO-20260302-0001',
      '6123-4567-8905',
      '문 앞에 놓아 주세요',
    ]) {
      expect(text).toContain(expected);
    }
    run('pdftoppm', ['-r', '200', '-png', '-singlefile', path, join(dir, 'label-pdf')]);
    expect(run('zbarimg', ['--raw', '-q', join(dir, 'label-pdf.png')]).trim()).toBe('612345678905');
    // The same label gives the same bytes.
    expect(Buffer.from((await renderShippingLabel(label, 'pdf')).bytes).equals(Buffer.from(pdf.bytes))).toBe(
      true,
    );
  });

  it('as PNG: a preview whose barcode scans', async () => {
    const png = await renderShippingLabel(label, 'png', 203);
    const path = join(dir, 'label.png');
    await writeFile(path, png.bytes);
    expect(Buffer.from(png.bytes).readUInt32BE(16)).toBe(812);
    expect(Buffer.from(png.bytes).readUInt32BE(20)).toBe(1218);
    expect(run('zbarimg', ['--raw', '-q', path]).trim()).toBe('612345678905');
    expect((await readFile(path)).length).toBeGreaterThan(10_000);
  });

  it.each([
    [203, 812, 1218],
    [300, 1200, 1800],
  ] as const)(
    'as ZPL at %i dpi: %i×%i dots, ^BC barcode, Hangul only as graphics',
    async (dpi, width, height) => {
      const zpl = Buffer.from((await renderShippingLabel(label, 'zpl', dpi)).bytes).toString('ascii');
      expect(zpl.startsWith('^XA')).toBe(true);
      expect(zpl.trimEnd().endsWith('^XZ')).toBe(true);
      expect(zpl).toContain(`^PW${width}`);
      expect(zpl).toContain(`^LL${height}`);
      expect(zpl).toMatch(/\^BY[2-4],3,\d+\^BCN,\d+,N,N,N\^FD612345678905\^FS/);
      // No Hangul and no printer-font text: every character is ASCII and there is no ^A font field.
      expect([...zpl].every((char) => char === '\n' || (char >= ' ' && char <= '~'))).toBe(true);
      expect(zpl).not.toMatch(/\^A[0-9A-Z@]/);
      expect(zplJobProblem(zpl)).toBeNull();
      const fields = readGraphicFields(zpl);
      expect(fields.length).toBeGreaterThan(15);
      for (const field of fields) {
        expect(field.x + field.width).toBeLessThanOrEqual(width + 8);
        expect(field.y + field.height).toBeLessThanOrEqual(height);
      }
      expect(fields.every((field) => field.ink > 0)).toBe(true);
      // The recipient's name is drawn large enough to read: its field is several millimetres tall.
      const nameField = fields.find((field) => Math.abs(field.y - Math.round((72 / 25.4) * dpi)) <= 1);
      expect(nameField?.height).toBeGreaterThan((7 / 25.4) * dpi);
    },
  );

  it('refuses a label that is not valid', async () => {
    await expect(renderShippingLabel({ ...label, invoiceNo: 'ABC' }, 'pdf')).rejects.toThrow();
  });
});
