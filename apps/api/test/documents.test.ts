import { spawnSync } from 'node:child_process';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FILE_LINK_TTL_SECONDS, fileKeySchema } from '@baro/core';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDF_CONTENT_TYPE } from '../src/modules/documents/content-types.ts';
import { renderBarcode } from '../src/modules/documents/render-barcode.ts';
import { type PdfDocument, renderPdf } from '../src/modules/documents/render-pdf.ts';
import { readXlsx, renderXlsx, xlsxDate } from '../src/modules/documents/render-xlsx.ts';
import {
  SAMPLE_QUOTATION,
  sampleQuotation,
  sampleRateWorkbook,
} from '../src/modules/documents/sample-document.ts';
import { storeDocument } from '../src/modules/documents/store-document.ts';
import { createLocalStorage } from '../src/storage/local-storage.ts';
import { createTestApp, type TestApp, TestClock } from './support/test-app.ts';
import { createTestDatabase, type TestDatabase } from './support/test-database.ts';

// The document service end to end: the sample quotation's Korean text must come back out of the
// PDF through poppler's pdftotext, its barcodes must decode with zbar, spreadsheets must read back
// with their types, and stored documents must come back byte for byte through a signed link.
// poppler-utils and zbar-tools are Debian packages (.ci/run installs them).

const TOOLS = {
  pdftotext: 'poppler-utils',
  pdfinfo: 'poppler-utils',
  pdfimages: 'poppler-utils',
  zbarimg: 'zbar-tools',
};

function run(tool: keyof typeof TOOLS, args: string[]): string {
  const result = spawnSync(tool, args, { encoding: 'utf8' });
  if (result.error) throw result.error;
  if (result.status !== 0)
    throw new Error(`${tool} ${args.join(' ')} exited ${result.status}: ${result.stderr}`);
  return result.stdout;
}

let dir: string;
let count = 0;
const tempFile = async (bytes: Uint8Array, extension: string): Promise<string> => {
  const path = join(dir, `file-${++count}.${extension}`);
  await writeFile(path, bytes);
  return path;
};
const pdfText = async (pdf: Uint8Array, page?: number): Promise<string> =>
  run('pdftotext', [
    '-layout',
    ...(page ? ['-f', String(page), '-l', String(page)] : []),
    await tempFile(pdf, 'pdf'),
    '-',
  ]);
const pdfInfo = async (pdf: Uint8Array): Promise<Record<string, string>> =>
  Object.fromEntries(
    run('pdfinfo', [await tempFile(pdf, 'pdf')])
      .split('\n')
      .map((line) => /^([^:]+):\s*(.*)$/.exec(line))
      .filter((match) => match !== null)
      .map((match) => [match[1], match[2]]),
  );
const decode = async (png: Uint8Array | string): Promise<string> =>
  run('zbarimg', ['--raw', '-q', typeof png === 'string' ? png : await tempFile(png, 'png')]).trim();

beforeAll(async () => {
  const missing = Object.entries(TOOLS).filter(
    ([tool]) => spawnSync(tool, ['-v'], { stdio: 'ignore' }).error,
  );
  if (missing.length > 0) {
    throw new Error(
      `documents tests need ${missing.map(([tool, pkg]) => `${tool} (${pkg})`).join(', ')}: ` +
        'apt-get install -y poppler-utils zbar-tools',
    );
  }
  dir = await mkdtemp(join(tmpdir(), 'baro-documents-'));
});
afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('PDF', () => {
  it('the sample quotation keeps its Korean and English text extractable, on one A4 page', async () => {
    const pdf = await renderPdf(await sampleQuotation());
    expect(Buffer.from(pdf.subarray(0, 5)).toString()).toBe('%PDF-');
    const text = await pdfText(pdf);
    for (const expected of [
      '견적서 / Quotation',
      '바로 포워딩 Baro Forwarding',
      '견적번호 No.',
      SAMPLE_QUOTATION.number,
      '부산항 Busan, KR (KRPUS)',
      '상하이항 Shanghai, CN (CNSHA)',
      '바로무역 (Baro Trading Co.)',
      '터미널 처리비 THC (부산)',
      '합계 (USD) Total',
      '5,001,600원',
      'Blue Ocean Logistics (선택됨 Accepted)',
      '관세, 부가세 및 목적지 비용은 포함되지 않았습니다.',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).toMatch(/1\s*\/\s*1/);

    const info = await pdfInfo(pdf);
    expect(info).toMatchObject({
      Title: `견적서 / Quotation ${SAMPLE_QUOTATION.number}`,
      Author: 'Baro',
      Pages: '1',
      'Page size': expect.stringContaining('(A4)'),
    });
    expect(new Date(info.CreationDate ?? '').toISOString()).toBe(SAMPLE_QUOTATION.createdAt.toISOString());
  });

  it('embeds the barcode and QR code as images that still decode from inside the PDF', async () => {
    const pdf = await renderPdf(await sampleQuotation());
    const out = await mkdtemp(join(dir, 'extracted-'));
    run('pdfimages', ['-png', await tempFile(pdf, 'pdf'), join(out, 'image')]);
    const decoded = new Set<string>();
    for (const name of await readdir(out)) {
      const result = spawnSync('zbarimg', ['--raw', '-q', join(out, name)], { encoding: 'utf8' });
      if (result.status === 0) decoded.add(result.stdout.trim());
    }
    expect(decoded).toEqual(new Set([SAMPLE_QUOTATION.number, SAMPLE_QUOTATION.url]));
  });

  it('renders the same spec to the same bytes, even several at once', async () => {
    const spec = await sampleQuotation();
    const [first, ...others] = await Promise.all(Array.from({ length: 4 }, () => renderPdf(spec)));
    for (const other of others) expect(Buffer.compare(Buffer.from(other), Buffer.from(first ?? []))).toBe(0);
  });

  it('continues a long table on new pages under a repeated header, with "page / pages" footers', async () => {
    const pdf = await renderPdf(await sampleQuotation({ extraLines: 90 }));
    const pages = Number((await pdfInfo(pdf)).Pages);
    expect(pages).toBeGreaterThanOrEqual(3);
    const all = await pdfText(pdf);
    for (let i = 1; i <= 90; i++) expect(all.match(new RegExp(`Extra charge ${i}\\b`, 'g'))).toHaveLength(1);
    for (let page = 1; page <= pages; page++) {
      const text = await pdfText(pdf, page);
      expect(text).toMatch(new RegExp(`${page}\\s*/\\s*${pages}`));
      if (page > 1) expect(text).toContain(SAMPLE_QUOTATION.number); // the running header
      if (page < pages) expect(text).toContain('항목 Item'); // the table's header on every page it spans
    }
    expect(await pdfText(pdf, pages)).toContain('1,320,000원'); // the totals after the last line
  });

  it('an English document, a one-column grid, an empty table and a page break', async () => {
    const spec: PdfDocument = {
      title: 'Bid details',
      lang: 'en',
      createdAt: new Date('2026-11-21T00:00:00Z'),
      header: { companyName: 'Baro', title: 'Bid details' },
      blocks: [
        { kind: 'heading', text: 'Summary' },
        { kind: 'keyValues', columns: 1, items: [{ label: 'Route', value: 'Incheon → Qingdao' }] },
        { kind: 'pageBreak' },
        {
          kind: 'table',
          columns: [
            { header: 'Partner', width: 2 },
            { header: 'Amount', width: 1, align: 'right' },
          ],
          rows: [],
          emptyText: 'No quotes yet',
        },
      ],
    };
    const pdf = await renderPdf(spec);
    expect((await pdfInfo(pdf)).Pages).toBe('2');
    expect(await pdfText(pdf, 1)).toContain('Incheon → Qingdao');
    expect(await pdfText(pdf, 2)).toContain('No quotes yet');
  });

  it('sets Korean by words in narrow cells and paragraphs, never a syllable or two on a line of their own', async () => {
    // A sentence pdfkit alone broke inside its words at these widths ("직 / 접", "견적했 / 습니다").
    const sentence = '화주가 지정한 관세사를 통해 수입 통관을 직접 진행하시는 조건으로 견적했습니다';
    const spec: PdfDocument = {
      title: '입찰 견적 비교',
      lang: 'ko',
      createdAt: new Date('2026-11-21T00:00:00Z'),
      header: { companyName: '바로', title: '입찰 견적 비교' },
      blocks: [
        {
          kind: 'table',
          columns: [
            { header: '항목', width: 5 },
            { header: '파트너 A', width: 1 },
            { header: '파트너 B', width: 1.3, align: 'right' },
          ],
          rows: [['통관', sentence, sentence]],
        },
        { kind: 'notes', items: [`${sentence} ${sentence} ${sentence}`] },
      ],
    };
    const lines = (await pdfText(await renderPdf(spec)))
      .split('\n')
      .flatMap((line) => line.trim().split(/\s{2,}/))
      .filter((piece) => /[가-힣]/.test(piece));
    const words = new Set(sentence.split(' '));
    // Every piece of text on a line is made of whole words of the sentence.
    for (const piece of lines.filter(
      (line) => !['항목', '파트너 A', '파트너 B', '통관', '바로', '입찰 견적 비교'].includes(line),
    ))
      for (const word of piece.replace(/^• ?/, '').split(' '))
        expect({ piece, word, whole: words.has(word) }).toMatchObject({ whole: true });
  });

  it('refuses a row whose cells do not match the columns, and images that are not PNG', async () => {
    const base = await sampleQuotation();
    const table: PdfDocument['blocks'][number] = {
      kind: 'table',
      columns: [{ header: 'A', width: 1 }],
      rows: [['a', 'b']],
    };
    await expect(renderPdf({ ...base, blocks: [table] })).rejects.toThrow(
      'table row has 2 cells for 1 columns',
    );
    const notPng = { kind: 'images', images: [{ png: new Uint8Array(64), width: 50 }] } as const;
    await expect(renderPdf({ ...base, blocks: [notPng] })).rejects.toThrow('PDF images must be PNG');
  });
});

describe('barcodes', () => {
  it('code128 and QR codes decode to exactly their text', async () => {
    expect(await decode(await renderBarcode({ type: 'code128', text: 'BARO-SHP-0001234' }))).toBe(
      'BARO-SHP-0001234',
    );
    expect(await decode(await renderBarcode({ type: 'code128', text: 'KR12345678', scale: 2 }))).toBe(
      'KR12345678',
    );
    const url = 'https://baro.example/tracking/견적?id=BQ-20261121-0001';
    expect(await decode(await renderBarcode({ type: 'qrcode', text: url }))).toBe(url);
  });

  it('is an opaque PNG (white background) and refuses text code128 cannot carry', async () => {
    const png = await renderBarcode({ type: 'qrcode', text: 'x' });
    expect(Buffer.from(png.subarray(1, 4)).toString()).toBe('PNG');
    await expect(renderBarcode({ type: 'code128', text: '견적' })).rejects.toThrow('printable ASCII');
    await expect(renderBarcode({ type: 'qrcode', text: '' })).rejects.toThrow('needs text');
  });
});

describe('XLSX', () => {
  it('reads back what it wrote: titles, Korean headers, numbers and dates', async () => {
    const bytes = await renderXlsx(sampleRateWorkbook());
    const [sheet, ...others] = await readXlsx(bytes);
    expect(others).toEqual([]);
    expect(sheet?.sheetName).toBe('운임표');
    expect(sheet?.rows).toEqual([
      ['해상 운임표 / Ocean rates', null, null, null, null, null],
      ['2026년 11월 · Blue Ocean Logistics', null, null, null, null, null],
      [],
      ['출발지', '도착지', '컨테이너', '운임 (USD)', '유효 시작일', '등록 시각'],
      ['부산 KRPUS', '상하이 CNSHA', '40HC', 1450, xlsxDate('2026-11-01'), new Date('2026-11-21T14:30:00Z')],
      ['인천 KRINC', '칭다오 CNTAO', '20GP', 780.5, xlsxDate('2026-11-15'), null],
    ]);
  });

  it('freezes and filters a bold header row and formats money and dates', async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(
      Buffer.from(await renderXlsx(sampleRateWorkbook())) as unknown as ExcelJS.Buffer,
    );
    const ws = workbook.getWorksheet('운임표');
    expect(ws?.views[0]).toMatchObject({ state: 'frozen', ySplit: 4 });
    expect(ws?.autoFilter).toBe('A4:F4');
    expect(ws?.getCell('A4').font?.bold).toBe(true);
    expect(ws?.getCell('D5').numFmt).toBe('#,##0.00');
    expect(ws?.getCell('E5').numFmt).toBe('yyyy-mm-dd');
    expect(workbook.creator).toBe('Baro');
  });

  it('normalises uploaded cells: rich text, links, formulas, errors, merged ranges', async () => {
    const workbook = new ExcelJS.Workbook();
    const ws = workbook.addWorksheet('Rates');
    ws.addRow([
      { richText: [{ text: '부산 ', font: { bold: true } }, { text: 'Busan' }] },
      { text: 'Baro', hyperlink: 'https://baro.example' },
      { formula: 'B9*2', result: 3000 },
      { error: '#N/A' },
      true,
    ]);
    ws.addRow(['merged', 'hidden']);
    ws.mergeCells('A2:B2');
    const [sheet] = await readXlsx(new Uint8Array(await workbook.xlsx.writeBuffer()));
    expect(sheet?.rows).toEqual([
      ['부산 Busan', 'Baro', 3000, '#N/A', true],
      ['merged', null],
    ]);
  });

  it('refuses bytes that are not a workbook and sheet names Excel would refuse', async () => {
    await expect(readXlsx(new TextEncoder().encode('not a zip'))).rejects.toThrow();
    await expect(renderXlsx({ sheets: [{ name: 'a/b', columns: [], rows: [] }] })).rejects.toThrow(
      'invalid sheet name',
    );
  });
});

describe('storeDocument', () => {
  it('stores a rendered PDF privately and links to exactly those bytes under its Korean name', async () => {
    const clock = new TestClock();
    const storage = createLocalStorage({
      rootDir: join(dir, 'storage'),
      secret: 'documents-test-secret',
      publicBaseUrl: 'https://baro.example',
      now: clock.now,
    });
    const bytes = await renderPdf(await sampleQuotation());
    const fileName = `견적서_${SAMPLE_QUOTATION.number}.pdf`;
    const link = await storeDocument(
      { storage, now: clock.now },
      { bytes, fileName, contentType: PDF_CONTENT_TYPE },
    );

    const expected = clock.now().getTime() + FILE_LINK_TTL_SECONDS * 1000;
    expect(Math.abs(new Date(link.expirationTime).getTime() - expected)).toBeLessThan(5_000);
    const url = new URL(link.preSignedUrl);
    expect(url.origin).toBe('https://baro.example');
    const target = storage.verifyDownload(Object.fromEntries(url.searchParams));
    expect(target).toMatchObject({ fileName, contentType: PDF_CONTENT_TYPE });
    expect(target.key).toMatch(/^doc\/\d{4}\/\d{2}\/[0-9a-f]{32}$/);
    expect(fileKeySchema.safeParse(target.key).success).toBe(true);
    expect(Buffer.compare(Buffer.from((await storage.read(target.key)) ?? []), Buffer.from(bytes))).toBe(0);

    // Every document gets its own key; a longer life than the file links' is cut to theirs.
    const again = await storeDocument(
      { storage, now: clock.now },
      { bytes, fileName, contentType: PDF_CONTENT_TYPE, expiresInSeconds: 3600 },
    );
    expect(new URL(again.preSignedUrl).searchParams.get('key')).not.toBe(target.key);
    expect(new Date(again.expirationTime).getTime() - clock.now().getTime()).toBeLessThanOrEqual(
      FILE_LINK_TTL_SECONDS * 1000,
    );
  });

  it('files documents under the month in Seoul', async () => {
    const clock = new TestClock();
    const storage = createLocalStorage({
      rootDir: join(dir, 'storage'),
      secret: 'documents-test-secret',
      publicBaseUrl: 'https://baro.example',
      now: clock.now,
    });
    // 2026-11-30T20:00Z is already December 1st in Seoul.
    const now = () => new Date('2026-11-30T20:00:00Z');
    const link = await storeDocument(
      { storage, now },
      { bytes: new Uint8Array([1, 2, 3]), fileName: 'a.bin', contentType: 'application/octet-stream' },
    );
    expect(new URL(link.preSignedUrl).searchParams.get('key')).toMatch(/^doc\/2026\/12\//);
  });
});

describe('a stored document through the API (local driver)', () => {
  let database: TestDatabase;
  let app: TestApp;
  beforeAll(async () => {
    database = await createTestDatabase();
    app = await createTestApp(database);
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('downloads byte for byte with its Korean name, and not once the link has expired', async () => {
    const bytes = await renderPdf(await sampleQuotation());
    const link = await storeDocument(
      { storage: app.services.storage, now: app.clock.now },
      { bytes, fileName: '견적서 BQ-20261121-0001.pdf', contentType: PDF_CONTENT_TYPE },
    );
    const url = new URL(link.preSignedUrl);
    const response = await app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(response.statusCode).toBe(200);
    expect(Buffer.compare(response.rawPayload, Buffer.from(bytes))).toBe(0);
    expect(response.headers['content-type']).toBe(PDF_CONTENT_TYPE);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent('견적서 BQ-20261121-0001.pdf')}`,
    );

    app.clock.advance((FILE_LINK_TTL_SECONDS + 1) * 1000);
    const expired = await app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(expired.statusCode).toBe(410);
  });
});
