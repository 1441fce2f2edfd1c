import { formatMoney } from '@baro/core';
import { renderBarcode } from './render-barcode.ts';
import type { PdfDocument, PdfTableRow } from './render-pdf.ts';
import { XLSX_FORMAT, type XlsxWorkbook, xlsxDate, xlsxSeoulDateTime } from './render-xlsx.ts';

// A bilingual quotation that uses every block kind: the tests' fixture and a template for the
// quotation, bid-details and report documents later issues render. Everything a reader sees is
// already formatted here, as a real caller would do it.

export const SAMPLE_QUOTATION = {
  number: 'BQ-20261121-0001',
  url: 'https://baro.example/quotations/BQ-20261121-0001',
  createdAt: new Date('2026-11-21T05:30:00Z'),
} as const;

export interface SampleQuotationOptions {
  /** Extra charge lines, to make the table run over several pages. */
  extraLines?: number;
}

const won = (amount: number): string => formatMoney(amount, 'KRW', 'ko');

export async function sampleQuotation(options: SampleQuotationOptions = {}): Promise<PdfDocument> {
  const [barcode, qr] = await Promise.all([
    renderBarcode({ type: 'code128', text: SAMPLE_QUOTATION.number }),
    renderBarcode({ type: 'qrcode', text: SAMPLE_QUOTATION.url }),
  ]);
  const charges: PdfTableRow[] = [
    ['해상운임 Ocean freight (40HC)', '2', 'USD', '1,450.00', '2,900.00'],
    ['유류할증료 BAF', '2', 'USD', '210.00', '420.00'],
    ['터미널 처리비 THC (부산)', '2', 'KRW', '185,000', '370,000'],
    ['서류 발급비 Documentation fee', '1', 'KRW', '50,000', '50,000'],
  ];
  const extraLines = options.extraLines ?? 0;
  const krwTotal = 420_000 + extraLines * 10_000;
  for (let i = 1; i <= extraLines; i++) {
    charges.push([`부대비용 Extra charge ${i}`, '1', 'KRW', '10,000', '10,000']);
  }
  return {
    title: `견적서 / Quotation ${SAMPLE_QUOTATION.number}`,
    subject: '부산 → 상하이 해상 운송 견적 / Busan → Shanghai ocean freight',
    lang: 'ko',
    createdAt: SAMPLE_QUOTATION.createdAt,
    header: {
      companyName: '바로 포워딩 Baro Forwarding',
      companyLines: ['서울특별시 중구 세종대로 110', 'Tel 02-1234-5678 · help@baro.example'],
      title: '견적서 / Quotation',
      documentNumber: { label: '견적번호 No.', value: SAMPLE_QUOTATION.number },
      issueDate: { label: '발행일 Date', value: '2026-11-21' },
      image: { png: qr, width: 64 },
    },
    blocks: [
      {
        kind: 'keyValues',
        title: '운송 정보 / Shipment',
        items: [
          { label: '고객 Customer', value: '바로무역 (Baro Trading Co.)' },
          { label: '담당자 Contact', value: '김바로' },
          { label: '출발지 Origin', value: '부산항 Busan, KR (KRPUS)' },
          { label: '도착지 Destination', value: '상하이항 Shanghai, CN (CNSHA)' },
          { label: '운송 조건 Incoterms', value: 'FOB' },
          { label: '유효기간 Valid until', value: '2026-11-30' },
        ],
      },
      {
        kind: 'table',
        title: '비용 내역 / Charges',
        columns: [
          { header: '항목 Item', width: 4 },
          { header: '수량 Qty', width: 1, align: 'right' },
          { header: '통화 Cur.', width: 1, align: 'center' },
          { header: '단가 Unit price', width: 2, align: 'right' },
          { header: '금액 Amount', width: 2, align: 'right' },
        ],
        rows: charges,
        totals: [
          { label: '합계 (USD) Total', value: '3,320.00' },
          { label: '합계 (KRW) Total', value: won(krwTotal) },
          {
            label: '총 합계 (KRW 환산, 1 USD = 1,380원) Grand total',
            value: won(3_320 * 1_380 + krwTotal),
            emphasis: true,
          },
        ],
      },
      {
        kind: 'table',
        title: '파트너 견적 비교 / Partner quotes',
        columns: [
          { header: '파트너 Partner', width: 3 },
          { header: '선사 Carrier', width: 2 },
          { header: '소요일 Transit', width: 1, align: 'right' },
          { header: '금액 Amount (USD)', width: 2, align: 'right' },
        ],
        rows: [
          ['Eastern Star Forwarding', 'HMM', '3일', '3,480.00'],
          { cells: ['Blue Ocean Logistics (선택됨 Accepted)', 'SITC', '2일', '3,320.00'], highlight: true },
        ],
      },
      {
        kind: 'notes',
        title: '비고 / Notes',
        items: [
          '본 견적은 발행일로부터 유효기간까지 유효합니다. This quotation is valid until the date above.',
          '관세, 부가세 및 목적지 비용은 포함되지 않았습니다. Duties, VAT and destination charges are excluded.',
        ],
      },
      {
        kind: 'paragraph',
        text: '문의 사항은 바로 고객센터로 연락 주십시오. For questions, contact Baro customer care.',
        muted: true,
      },
      {
        kind: 'images',
        images: [
          { png: barcode, width: 170 },
          { png: qr, width: 56, caption: '온라인 견적' },
        ],
      },
    ],
    footer: { text: '바로 포워딩 Baro Forwarding · 견적서 / Quotation' },
  };
}

/** A rate sheet in the shape the rate import reads: Korean headers, money, days and instants. */
export function sampleRateWorkbook(): XlsxWorkbook {
  return {
    createdAt: SAMPLE_QUOTATION.createdAt,
    sheets: [
      {
        name: '운임표',
        titleRows: ['해상 운임표 / Ocean rates', '2026년 11월 · Blue Ocean Logistics'],
        columns: [
          { header: '출발지', key: 'origin', width: 14 },
          { header: '도착지', key: 'destination', width: 14 },
          { header: '컨테이너', key: 'container', width: 10 },
          { header: '운임 (USD)', key: 'amount', width: 12, numFmt: XLSX_FORMAT.money2 },
          { header: '유효 시작일', key: 'validFrom', width: 12, numFmt: XLSX_FORMAT.date },
          { header: '등록 시각', key: 'updatedAt', width: 18, numFmt: XLSX_FORMAT.dateTime },
        ],
        rows: [
          {
            origin: '부산 KRPUS',
            destination: '상하이 CNSHA',
            container: '40HC',
            amount: 1450,
            validFrom: xlsxDate('2026-11-01'),
            updatedAt: xlsxSeoulDateTime(SAMPLE_QUOTATION.createdAt),
          },
          {
            origin: '인천 KRINC',
            destination: '칭다오 CNTAO',
            container: '20GP',
            amount: 780.5,
            validFrom: xlsxDate('2026-11-15'),
            updatedAt: null,
          },
        ],
      },
    ],
  };
}
