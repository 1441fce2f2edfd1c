import {
  formatDateTime,
  formatDay,
  type Handover,
  type HandoverStatus,
  type Language,
  PARCEL_COMPANIES,
  seoulToday,
} from '@baro/core';
import { floorDocumentHeader, type PdfDocument } from '../documents/documents.api.ts';

// A carrier handover manifest (`GET /api/warehouse/handovers/{id}/manifest.pdf`, 인수인계서): the
// carrier, the warehouse, the day in Seoul, every parcel with its waybill and order, the count, and
// signature boxes for the warehouse and the driver. In the reader's language (Korean by default).

interface Labels {
  company: string;
  title: string;
  handoverNo: string;
  printedAt: string;
  summary: string;
  carrier: string;
  warehouse: string;
  day: string;
  status: string;
  statuses: Record<HandoverStatus, string>;
  closedAt: string;
  notClosed: string;
  count: string;
  counts: (parcels: number, orders: number) => string;
  parcels: string;
  no: string;
  waybill: string;
  orderNo: string;
  team: string;
  recipient: string;
  total: string;
  noParcels: string;
  signatures: string;
  handedBy: string;
  receivedBy: string;
  signatureLines: readonly string[];
  footer: (no: string) => string;
  fileName: (no: string) => string;
}

const LABELS: Record<Language, Labels> = {
  ko: {
    company: '바로 풀필먼트',
    title: '택배 인수인계서',
    handoverNo: '인계서 번호',
    printedAt: '출력 일시',
    summary: '인계 정보',
    carrier: '택배사',
    warehouse: '창고',
    day: '인계일',
    status: '상태',
    statuses: { open: '스캔 중', closed: '마감' },
    closedAt: '마감 일시',
    notClosed: '마감 전',
    count: '수량',
    counts: (parcels, orders) => `송장 ${parcels}건 · 주문 ${orders}건`,
    parcels: '송장 목록',
    no: '순번',
    waybill: '송장번호',
    orderNo: '주문번호',
    team: '고객사',
    recipient: '받는 분',
    total: '합계',
    noParcels: '인계할 송장이 없습니다',
    signatures: '인수인계 확인',
    handedBy: '인계자 (창고)',
    receivedBy: '인수자 (택배 기사)',
    signatureLines: ['성명', '서명', '일시'],
    footer: (no) => `바로 · 택배 인수인계서 ${no}`,
    fileName: (no) => `인수인계서_${no}.pdf`,
  },
  en: {
    company: 'Baro Fulfillment',
    title: 'Carrier handover manifest',
    handoverNo: 'Manifest no.',
    printedAt: 'Printed',
    summary: 'Handover',
    carrier: 'Carrier',
    warehouse: 'Warehouse',
    day: 'Date',
    status: 'Status',
    statuses: { open: 'Scanning', closed: 'Closed' },
    closedAt: 'Closed at',
    notClosed: 'Not closed yet',
    count: 'Count',
    counts: (parcels, orders) => `${parcels} parcels · ${orders} orders`,
    parcels: 'Parcels',
    no: 'No.',
    waybill: 'Waybill no.',
    orderNo: 'Order no.',
    team: 'Customer',
    recipient: 'Recipient',
    total: 'Total parcels',
    noParcels: 'There are no parcels to hand over',
    signatures: 'Handover confirmation',
    handedBy: 'Handed over by (warehouse)',
    receivedBy: 'Received by (driver)',
    signatureLines: ['Name', 'Signature', 'Time'],
    footer: (no) => `Baro · Carrier handover ${no}`,
    fileName: (no) => `Handover_${no}.pdf`,
  },
};

/** The PDF spec and file name of a manifest; `barcode` is the manifest number as code128. */
export function buildManifestDocument(input: {
  handover: Handover;
  lang: Language;
  now: Date;
  barcode: Uint8Array;
}): { pdf: PdfDocument; fileName: string } {
  const { handover, lang, now } = input;
  const labels = LABELS[lang];
  const company = PARCEL_COMPANIES[handover.parcelCompany];
  const carrier = lang === 'ko' ? company.nameKo : company.nameEn;
  // The day of the handover: when it closed, else today (both in Seoul).
  const day = seoulToday(handover.closedAt ? new Date(handover.closedAt) : now);
  // On paper in scan order: the first parcel scanned is number 1.
  const parcels = [...handover.parcels].reverse();
  const pdf: PdfDocument = {
    title: `${labels.title} ${handover.handoverNo}`,
    lang,
    createdAt: now,
    header: floorDocumentHeader({
      labels: { ...labels, number: labels.handoverNo },
      warehouse: handover.warehouse,
      number: handover.handoverNo,
      barcode: input.barcode,
      now,
      lang,
    }),
    blocks: [
      {
        kind: 'keyValues',
        title: labels.summary,
        items: [
          { label: labels.carrier, value: `${carrier} (${company.code})` },
          { label: labels.warehouse, value: `${handover.warehouse.name} (${handover.warehouse.code})` },
          { label: labels.day, value: formatDay(day, lang) },
          { label: labels.status, value: labels.statuses[handover.status] },
          {
            label: labels.closedAt,
            value: handover.closedAt ? formatDateTime(handover.closedAt, lang) : labels.notClosed,
          },
          { label: labels.count, value: labels.counts(handover.parcelCount, handover.orderCount) },
        ],
      },
      {
        kind: 'table',
        title: labels.parcels,
        columns: [
          { header: labels.no, width: 0.8, align: 'right' },
          { header: labels.waybill, width: 2.4 },
          { header: labels.orderNo, width: 2.2 },
          { header: labels.team, width: 2 },
          { header: labels.recipient, width: 1.6 },
        ],
        rows: parcels.map((p, i) => [
          String(i + 1),
          p.invoiceNo,
          p.order.orderNo,
          p.order.teamName,
          p.order.recipientName,
        ]),
        totals: [{ label: labels.total, value: String(handover.parcelCount), emphasis: true }],
        emptyText: labels.noParcels,
      },
      {
        kind: 'signatures',
        title: labels.signatures,
        boxes: [
          { title: labels.handedBy, lines: labels.signatureLines },
          { title: labels.receivedBy, lines: labels.signatureLines },
        ],
      },
    ],
    footer: { text: labels.footer(handover.handoverNo) },
  };
  return { pdf, fileName: labels.fileName(handover.handoverNo) };
}
