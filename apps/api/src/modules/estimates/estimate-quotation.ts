import {
  BARO_SERVICE_FEES,
  type ContainerType,
  type EstimateLineGroup,
  formatDate,
  formatDay,
  formatExchangeRate,
  formatMoney,
  formatQuantity,
  formatUnitPrice,
  IMPORTER_CHARGE_GROUPS,
  type Language,
  placeLabel,
  type QuoteUnit,
} from '@baro/core';
import type { PdfBlock, PdfDocument, PdfTableRow, Supplier } from '../documents/documents.api.ts';
import { XLSX_FORMAT, type XlsxWorkbook } from '../documents/documents.api.ts';
import type { EstimateLog } from './estimate-log.ts';
import { cargoMeasuresOf, quotationNumber, type StoredEstimate } from './estimates.rules.ts';

// The quotation of one instant estimate, as a PDF (renderPdf) and as a workbook (renderXlsx), in
// the reader's language. Everything is formatted here with @baro/core's functions, as the apps do:
// money by its one rule (`1,234,000원`, `USD 1,250.00`), days as Seoul calendar days. Spreadsheet
// cells keep numbers as numbers, with a number format, so they can be summed.

interface Labels {
  title: string;
  company: string;
  companyLines: string[];
  supplier: string;
  supplierName: string;
  representative: string;
  businessNumber: string;
  address: string;
  phone: string;
  seal: string;
  number: string;
  issueDate: string;
  shipment: string;
  origin: string;
  destination: string;
  freightType: string;
  incoterms: string;
  cargoReadyDate: string;
  partner: string;
  carrier: string;
  transit: string;
  days: (n: number) => string;
  validUntil: string;
  cargo: string;
  commodity: string;
  containers: string;
  packages: string;
  pieces: (n: string) => string;
  grossWeight: string;
  volume: string;
  chargeableWeight: string;
  revenueTons: string;
  charges: string;
  item: string;
  group: string;
  unit: string;
  quantity: string;
  unitPrice: string;
  currency: string;
  amount: string;
  groups: Record<EstimateLineGroup, string>;
  units: Record<QuoteUnit, string>;
  totalKRW: string;
  totalUSD: string;
  exchangeRates: (day: string) => string;
  notes: string;
  noteLines: (validUntil: string, included: string) => string[];
  /** Says, where Baro's service lines are shown, that they are Baro's estimate, not the forwarder's (ADR 0018). */
  serviceNote: string;
  footer: string;
  fileName: (number: string) => string;
  sheet: string;
  rateSheet: string;
  empty: string;
}

const LABELS: Record<Language, Labels> = {
  ko: {
    title: '바로 견적서',
    company: '바로 (Baro)',
    companyLines: ['국제 물류 · 포워딩 플랫폼'],
    supplier: '공급자',
    supplierName: '상호',
    representative: '대표자',
    businessNumber: '사업자등록번호',
    address: '주소',
    phone: '연락처',
    seal: '직인',
    number: '견적번호',
    issueDate: '발행일',
    shipment: '운송 정보',
    origin: '출발지',
    destination: '도착지',
    freightType: '운송 방식',
    incoterms: '인코텀즈',
    cargoReadyDate: '화물 준비일',
    partner: '포워더',
    carrier: '선사·항공사',
    transit: '운송 기간',
    days: (n) => `${n}일`,
    validUntil: '견적 유효기간',
    cargo: '화물 정보',
    commodity: '품명',
    containers: '컨테이너',
    packages: '포장',
    pieces: (n) => `${n}개`,
    grossWeight: '총중량',
    volume: '용적',
    chargeableWeight: '운임 중량',
    revenueTons: '운임톤(RT)',
    charges: '비용 내역',
    item: '항목',
    group: '구분',
    unit: '단위',
    quantity: '수량',
    unitPrice: '단가',
    currency: '통화',
    amount: '금액',
    groups: {
      origin: '출발지',
      freight: '운임',
      destination: '도착지',
      service: '바로 예상 비용 (요청 서비스)',
    },
    units: { BL: 'B/L', CNTR: 'CNTR', RT: 'R/T', KG: 'kg' },
    totalKRW: '합계 (원화)',
    totalUSD: '합계 (미국 달러 환산)',
    exchangeRates: (day) => `적용 환율 (${day} 기준, 1단위당 원)`,
    notes: '비고',
    noteLines: (validUntil, included) => [
      `본 견적은 포워더가 등록한 운임표로 산출한 예상 금액이며 ${validUntil}까지 유효합니다. 선적 예약 시 최종 금액이 확정됩니다.`,
      `인코텀즈에 따라 수입자가 부담하는 비용만 포함했습니다: ${included}.`,
      '관세, 부가가치세 및 검사 비용은 포함되어 있지 않습니다.',
      `'바로 예상 비용' 항목은 포워더의 견적이 아니라, 요청하신 서비스에 대한 바로의 예상 금액입니다(통관 수수료 B/L당 ${formatMoney(BARO_SERVICE_FEES.customsClearancePerBl, 'KRW', 'ko')}, 적하보험료 신고가액의 0.03%·최저 ${formatMoney(BARO_SERVICE_FEES.insuranceMinimum, 'KRW', 'ko')}, 내륙운송 수도권 기준). 입찰을 요청하면 포워더가 통관과 내륙 운송의 가격을 직접 제시합니다.`,
      '원화 합계는 각 금액을 적용 환율로 환산해 더한 뒤 원 단위로 반올림했습니다.',
    ],
    serviceNote: "※ '바로 예상 비용'은 포워더의 견적이 아닌, 요청하신 서비스에 대한 바로의 예상 금액입니다",
    footer: '바로 · 견적서',
    fileName: (number) => `바로견적서_${number}`,
    sheet: '견적서',
    rateSheet: '적용 환율',
    empty: '비용 항목이 없습니다',
  },
  en: {
    title: 'Baro Quotation',
    company: 'Baro',
    companyLines: ['Freight forwarding platform'],
    supplier: 'Supplier',
    supplierName: 'Company',
    representative: 'Representative',
    businessNumber: 'Business registration no.',
    address: 'Address',
    phone: 'Telephone',
    seal: 'Company seal',
    number: 'Quotation no.',
    issueDate: 'Issue date',
    shipment: 'Shipment',
    origin: 'Origin',
    destination: 'Destination',
    freightType: 'Mode',
    incoterms: 'Incoterms',
    cargoReadyDate: 'Cargo ready',
    partner: 'Forwarder',
    carrier: 'Carrier',
    transit: 'Transit time',
    days: (n) => `${n} ${n === 1 ? 'day' : 'days'}`,
    validUntil: 'Valid until',
    cargo: 'Cargo',
    commodity: 'Commodity',
    containers: 'Containers',
    packages: 'Packages',
    pieces: (n) => `${n} pcs`,
    grossWeight: 'Gross weight',
    volume: 'Volume',
    chargeableWeight: 'Chargeable weight',
    revenueTons: 'Revenue tons',
    charges: 'Charges',
    item: 'Item',
    group: 'Type',
    unit: 'Unit',
    quantity: 'Qty',
    unitPrice: 'Unit price',
    currency: 'Cur.',
    amount: 'Amount',
    groups: {
      origin: 'Origin',
      freight: 'Freight',
      destination: 'Destination',
      service: "Baro's estimate (requested service)",
    },
    units: { BL: 'B/L', CNTR: 'CNTR', RT: 'R/T', KG: 'kg' },
    totalKRW: 'Total (KRW)',
    totalUSD: 'Total (USD equivalent)',
    exchangeRates: (day) => `Exchange rates of ${day} (KRW per unit)`,
    notes: 'Notes',
    noteLines: (validUntil, included) => [
      `This estimate is calculated from the forwarder's published rates and is valid until ${validUntil}. The final price is confirmed on booking.`,
      `Only the charges the importer pays under the Incoterm are included: ${included}.`,
      'Customs duties, import VAT and inspection costs are not included.',
      `Lines marked "Baro's estimate" are not the forwarder's quote but Baro's estimate for the services you asked for (customs clearance ${formatMoney(BARO_SERVICE_FEES.customsClearancePerBl, 'KRW', 'en')} per B/L, cargo insurance 0.03% of the declared value with a ${formatMoney(BARO_SERVICE_FEES.insuranceMinimum, 'KRW', 'en')} minimum, inland transport within the Seoul area). In a bid request, forwarders price customs clearance and inland transport themselves.`,
      'The KRW total converts each amount at the rates shown, adds them up and rounds to the won.',
    ],
    serviceNote:
      "※ \"Baro's estimate\" lines are not the forwarder's quote but Baro's estimate for the services you asked for",
    footer: 'Baro · Quotation',
    fileName: (number) => `Baro_Quotation_${number}`,
    sheet: 'Quotation',
    rateSheet: 'Exchange rates',
    empty: 'No charges',
  },
};

export interface QuotationContent {
  number: string;
  fileName: string;
  pdf: PdfDocument;
  xlsx: XlsxWorkbook;
}

/**
 * The supplier block Korean importers need for internal approval (issue 18): 상호, 대표자,
 * 사업자등록번호, 주소, 연락처, and the company seal when one is configured.
 */
function supplierBlocks(supplier: Supplier, t: Labels): PdfBlock[] {
  const blocks: PdfBlock[] = [
    {
      kind: 'keyValues',
      title: t.supplier,
      items: [
        { label: t.supplierName, value: supplier.name },
        { label: t.representative, value: supplier.representative },
        { label: t.businessNumber, value: supplier.businessNumber },
        { label: t.phone, value: supplier.phone },
        { label: t.address, value: supplier.address },
      ],
    },
  ];
  if (supplier.seal)
    blocks.push({
      kind: 'images',
      images: [{ png: supplier.seal, width: 56, caption: t.seal }],
      align: 'right',
    });
  return blocks;
}

/**
 * The quotation of `estimate` (the `index`-th of `log`), issued at `issuedAt` by `supplier`, in
 * `lang`.
 */
export function buildQuotation(
  log: EstimateLog,
  estimate: StoredEstimate,
  index: number,
  lang: Language,
  issuedAt: Date,
  supplier: Supplier,
): QuotationContent {
  const t = LABELS[lang];
  const { search, row } = log;
  const number = quotationNumber(row.id, row.created_at, index);
  const measures = cargoMeasuresOf(search);
  const place = (row: { code: string; name_ko: string; name_en: string }) =>
    placeLabel({ code: row.code, nameKo: row.name_ko, nameEn: row.name_en }, lang);
  const origin = place(log.pol);
  const destination = place(log.pod);
  const validUntil = formatDay(estimate.validUntil, lang);

  const cargo: { label: string; value: string }[] = [];
  // What the cargo is, as typed with the search (optional): importers file the quote by it.
  const commodity = search.cargoDescription?.trim() ?? '';
  if (commodity !== '') cargo.push({ label: t.commodity, value: commodity });
  if (search.freightType === 'FCL') {
    const containers = (search.containers ?? [])
      .map(
        (container: { type: ContainerType; quantity: number }) => `${container.type} × ${container.quantity}`,
      )
      .join(', ');
    cargo.push({ label: t.containers, value: containers });
  }
  if (measures.pieces > 0) {
    cargo.push({ label: t.packages, value: t.pieces(formatQuantity(measures.pieces)) });
    cargo.push({ label: t.grossWeight, value: `${formatQuantity(measures.actualKg)} kg` });
    cargo.push({ label: t.volume, value: `${formatQuantity(measures.cbm)} CBM` });
    if (search.freightType === 'AIR') {
      cargo.push({ label: t.chargeableWeight, value: `${formatQuantity(measures.chargeableKg)} kg` });
    }
    if (search.freightType === 'LCL') {
      cargo.push({ label: t.revenueTons, value: formatQuantity(measures.revenueTons) });
    }
  }

  const lineRows = estimate.lines.map((line) => ({
    item: line.name[lang],
    group: t.groups[line.group],
    unit: t.units[line.unit],
    quantity: formatQuantity(line.quantity),
    unitPrice: formatUnitPrice(line.unitPrice, line.currency, lang),
    amount: formatMoney(line.amount, line.currency, lang),
  }));
  const rates = Object.entries(estimate.exchangeRates).map(([currency, krw]) => ({
    currency,
    krw: formatExchangeRate(Number(krw), lang),
  }));
  const included = IMPORTER_CHARGE_GROUPS[search.incoterms].map((group) => t.groups[group]).join(', ') || '—';
  const totalKRW = formatMoney(estimate.totalKRW, 'KRW', lang);
  const totalUSD = formatMoney(estimate.totalUSD, 'USD', lang);
  const rateDay = formatDay(row.rate_date, lang);
  const issueDate = formatDate(issuedAt, lang);

  const pdf: PdfDocument = {
    title: `${t.title} ${number}`,
    subject: `${origin} → ${destination}`,
    lang,
    createdAt: issuedAt,
    header: {
      companyName: t.company,
      companyLines: t.companyLines,
      title: t.title,
      documentNumber: { label: t.number, value: number },
      issueDate: { label: t.issueDate, value: issueDate },
    },
    blocks: [
      ...supplierBlocks(supplier, t),
      {
        kind: 'keyValues',
        title: t.shipment,
        items: [
          { label: t.origin, value: origin },
          { label: t.destination, value: destination },
          { label: t.freightType, value: search.freightType },
          { label: t.incoterms, value: search.incoterms },
          { label: t.cargoReadyDate, value: formatDay(search.cargoReadyDate, lang) },
          { label: t.partner, value: estimate.partner.name },
          { label: t.carrier, value: estimate.carrier },
          { label: t.transit, value: t.days(estimate.transitDays) },
          { label: t.validUntil, value: validUntil },
        ],
      },
      ...(cargo.length > 0 ? [{ kind: 'keyValues' as const, title: t.cargo, items: cargo }] : []),
      {
        kind: 'table',
        title: t.charges,
        columns: [
          { header: t.item, width: 4 },
          { header: t.group, width: 2 },
          { header: t.unit, width: 1, align: 'center' },
          { header: t.quantity, width: 1.5, align: 'right' },
          { header: t.unitPrice, width: 2.4, align: 'right' },
          { header: t.amount, width: 2.8, align: 'right' },
        ],
        rows: lineRows.map(
          (line): PdfTableRow => [
            line.item,
            line.group,
            line.unit,
            line.quantity,
            line.unitPrice,
            line.amount,
          ],
        ),
        totals: [
          { label: t.totalKRW, value: totalKRW, emphasis: true },
          { label: t.totalUSD, value: totalUSD },
        ],
        emptyText: t.empty,
      },
      {
        kind: 'keyValues',
        title: t.exchangeRates(rateDay),
        columns: 2,
        items: rates.map((rate) => ({ label: `1 ${rate.currency}`, value: rate.krw })),
      },
      { kind: 'notes', title: t.notes, items: t.noteLines(validUntil, included) },
    ],
    footer: { text: `${t.footer} ${number}` },
  };

  const xlsx: XlsxWorkbook = {
    createdAt: issuedAt,
    sheets: [
      {
        name: t.sheet,
        titleRows: [
          `${t.title} ${number}`,
          `${t.issueDate} ${issueDate} · ${origin} → ${destination} · ${search.freightType} · ${search.incoterms}${commodity === '' ? '' : ` · ${t.commodity} ${commodity}`}`,
          `${t.partner} ${estimate.partner.name} · ${t.carrier} ${estimate.carrier} · ${t.transit} ${t.days(estimate.transitDays)} · ${t.validUntil} ${validUntil}`,
          ...(estimate.lines.some((line) => line.group === 'service') ? [t.serviceNote] : []),
        ],
        columns: [
          { header: t.item, key: 'item', width: 34 },
          { header: t.group, key: 'group', width: 14 },
          { header: t.unit, key: 'unit', width: 8 },
          { header: t.quantity, key: 'quantity', width: 10, numFmt: '#,##0.###' },
          { header: t.unitPrice, key: 'unitPrice', width: 14, numFmt: '#,##0.00##' },
          { header: t.currency, key: 'currency', width: 8 },
          { header: t.amount, key: 'amount', width: 16, numFmt: XLSX_FORMAT.money2 },
        ],
        rows: [
          ...estimate.lines.map((line) => ({
            item: line.name[lang],
            group: t.groups[line.group],
            unit: t.units[line.unit],
            quantity: line.quantity,
            unitPrice: line.unitPrice,
            currency: line.currency,
            amount: line.amount,
          })),
          { item: t.totalKRW, currency: 'KRW', amount: estimate.totalKRW },
          { item: t.totalUSD, currency: 'USD', amount: estimate.totalUSD },
        ],
        autoFilter: false,
      },
      {
        name: t.rateSheet,
        titleRows: [t.exchangeRates(rateDay)],
        columns: [
          { header: t.currency, key: 'currency', width: 10 },
          { header: 'KRW', key: 'krw', width: 16, numFmt: '#,##0.00####' },
        ],
        rows: Object.entries(estimate.exchangeRates).map(([currency, krw]) => ({
          currency,
          krw: Number(krw),
        })),
        autoFilter: false,
      },
    ],
  };

  return { number, fileName: t.fileName(number), pdf, xlsx };
}
