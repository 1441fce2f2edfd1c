import {
  formatDay,
  formatQuantity,
  type Language,
  PARCEL_COMPANIES,
  type Wave,
  type WaveStatus,
} from '@baro/core';
import { floorDocumentHeader, type PdfDocument, type PdfTableCell } from '../documents/documents.api.ts';

/** A row's barcode: its Code 128 image (the digits are printed under the bars), else the text. */
function barcodeCell(barcode: string, images: ReadonlyMap<string, Uint8Array> | undefined): PdfTableCell {
  const png = images?.get(barcode);
  return png ? { text: '', image: { png, width: ROW_BARCODE_WIDTH } } : barcode;
}

// The pick list of a wave (`GET /api/warehouse/waves/{id}/pick-list.pdf`): the tasks in the order
// to walk them (location path), each with the orders its pieces are for and a box to tick, then
// the wave's orders. In the reader's language (Korean by default), times in Seoul.

interface Labels {
  company: string;
  title: string;
  waveNo: string;
  printedAt: string;
  summary: string;
  warehouse: string;
  status: string;
  statuses: Record<WaveStatus, string>;
  filters: string;
  cutoff: { today: string; all: string };
  kind: { single: string; multi: string; any: string };
  anyCarrier: string;
  counts: (orders: number, tasks: number, units: string) => string;
  tasks: string;
  no: string;
  location: string;
  sku: string;
  barcode: string;
  quantity: string;
  picked: string;
  forOrders: string;
  orders: string;
  orderNo: string;
  team: string;
  recipient: string;
  promised: string;
  pieces: string;
  noTasks: string;
  footer: (waveNo: string) => string;
  fileName: (waveNo: string) => string;
}

const LABELS: Record<Language, Labels> = {
  ko: {
    company: '바로 풀필먼트',
    title: '피킹 리스트',
    waveNo: '웨이브 번호',
    printedAt: '출력 일시',
    summary: '웨이브 정보',
    warehouse: '창고',
    status: '상태',
    statuses: {
      open: '대기',
      released: '단말기 전송',
      picking: '피킹 중',
      picked: '피킹 완료',
      cancelled: '취소됨',
    },
    filters: '조건',
    cutoff: { today: '오늘 마감분', all: '전체 출고일' },
    kind: { single: '단품 주문', multi: '합포장 주문', any: '전체 주문' },
    anyCarrier: '전체 택배사',
    counts: (orders, tasks, units) => `주문 ${orders}건 · 작업 ${tasks}건 · ${units}개`,
    tasks: '피킹 작업 (로케이션 순)',
    no: '순번',
    location: '로케이션',
    sku: '상품',
    barcode: '바코드',
    quantity: '수량',
    picked: '확인',
    forOrders: '주문 (수량)',
    orders: '주문',
    orderNo: '주문번호',
    team: '고객사',
    recipient: '받는 분',
    promised: '출고 예정일',
    pieces: '수량',
    noTasks: '피킹할 작업이 없습니다',
    footer: (waveNo) => `바로 · 피킹 리스트 ${waveNo}`,
    fileName: (waveNo) => `피킹리스트_${waveNo}.pdf`,
  },
  en: {
    company: 'Baro Fulfillment',
    title: 'Pick list',
    waveNo: 'Wave no.',
    printedAt: 'Printed',
    summary: 'Wave',
    warehouse: 'Warehouse',
    status: 'Status',
    statuses: {
      open: 'Open',
      released: 'Sent to handhelds',
      picking: 'Picking',
      picked: 'Picked',
      cancelled: 'Cancelled',
    },
    filters: 'Filters',
    cutoff: { today: 'Due today', all: 'Any ship date' },
    kind: { single: 'Single-item orders', multi: 'Multi-item orders', any: 'All orders' },
    anyCarrier: 'Any carrier',
    counts: (orders, tasks, units) => `${orders} orders · ${tasks} tasks · ${units} pcs`,
    tasks: 'Pick tasks (by location)',
    no: 'No.',
    location: 'Location',
    sku: 'Product',
    barcode: 'Barcode',
    quantity: 'Qty',
    picked: 'Check',
    forOrders: 'Orders (qty)',
    orders: 'Orders',
    orderNo: 'Order no.',
    team: 'Customer',
    recipient: 'Recipient',
    promised: 'Ship by',
    pieces: 'Qty',
    noTasks: 'There is nothing to pick',
    footer: (waveNo) => `Baro · Pick list ${waveNo}`,
    fileName: (waveNo) => `PickList_${waveNo}.pdf`,
  },
};

/** How wide a row's barcode is drawn (points): about 0.8 pt a module for a 13-digit code. */
const ROW_BARCODE_WIDTH = 120;

/**
 * The PDF spec and file name of a wave's pick list; `barcode` is the wave number as code128, and
 * `rowBarcodes` each SKU barcode's Code 128 (PNG on white with its quiet zone), drawn in the row
 * of every task of that SKU so it scans from the paper. A barcode without one is printed as text.
 */
export function buildPickListDocument(input: {
  wave: Wave;
  lang: Language;
  now: Date;
  barcode: Uint8Array;
  rowBarcodes?: ReadonlyMap<string, Uint8Array>;
}): { pdf: PdfDocument; fileName: string } {
  const { wave, lang, now } = input;
  const labels = LABELS[lang];
  const qty = (n: number) => formatQuantity(n);
  const carrier = wave.filters.parcelCompany
    ? PARCEL_COMPANIES[wave.filters.parcelCompany][lang === 'ko' ? 'nameKo' : 'nameEn']
    : labels.anyCarrier;
  const pdf: PdfDocument = {
    title: `${labels.title} ${wave.waveNo}`,
    lang,
    createdAt: now,
    header: floorDocumentHeader({
      labels: { ...labels, number: labels.waveNo },
      warehouse: wave.warehouse,
      number: wave.waveNo,
      barcode: input.barcode,
      now,
      lang,
    }),
    blocks: [
      {
        kind: 'keyValues',
        title: labels.summary,
        items: [
          { label: labels.warehouse, value: wave.warehouse.name },
          { label: labels.status, value: labels.statuses[wave.status] },
          {
            label: labels.filters,
            value: [labels.cutoff[wave.filters.cutoff], labels.kind[wave.filters.kind], carrier].join(' · '),
          },
          {
            label: labels.quantity,
            value: labels.counts(wave.totals.orders, wave.totals.tasks, qty(wave.totals.units)),
          },
        ],
      },
      {
        kind: 'table',
        title: labels.tasks,
        columns: [
          { header: labels.no, width: 0.7, align: 'right' },
          { header: labels.location, width: 1.9 },
          { header: labels.sku, width: 2.4 },
          { header: labels.barcode, width: 2.8, align: 'center' },
          { header: labels.quantity, width: 0.8, align: 'right' },
          { header: labels.forOrders, width: 2.4 },
          { header: labels.picked, width: 0.9, align: 'center' },
        ],
        rows: wave.tasks.map((task, i) => [
          String(i + 1),
          task.location.code,
          task.sku.name,
          barcodeCell(task.sku.barcode, input.rowBarcodes),
          qty(task.quantity),
          task.orders.map((o) => `${o.orderNo} (${qty(o.quantity)})`).join(', '),
          task.pickedQuantity === null ? '' : qty(task.pickedQuantity),
        ]),
        emptyText: labels.noTasks,
      },
      {
        kind: 'table',
        title: labels.orders,
        columns: [
          { header: labels.orderNo, width: 2 },
          { header: labels.team, width: 2 },
          { header: labels.recipient, width: 1.5 },
          { header: labels.promised, width: 2 },
          { header: labels.pieces, width: 1, align: 'right' },
        ],
        rows: wave.orders.map((o) => [
          o.orderNo,
          o.teamName,
          o.recipientName,
          formatDay(o.promisedShipDate, lang),
          qty(o.quantity),
        ]),
      },
    ],
    footer: { text: labels.footer(wave.waveNo) },
  };
  return { pdf, fileName: labels.fileName(wave.waveNo) };
}
