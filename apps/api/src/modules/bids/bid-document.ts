import {
  type BidCargo,
  type BidStatus,
  chargeCodeName,
  compareQuotes,
  formatDateTime,
  formatDay,
  formatMoney,
  formatQuantity,
  formatUnitPrice,
  type Language,
  measureCargo,
  placeLabel,
  type QuoteServiceStatus,
  type QuoteUnit,
  REQUESTED_SERVICE_CHARGE_CODES,
  type RequestedService,
  requestedServiceName,
  requestedServicesOf,
} from '@baro/core';
import type { PdfDocument, PdfTableRow } from '../documents/documents.api.ts';
import type { LocationNames } from '../reference/reference.api.ts';
import type { BidRow, QuoteWithPartnerRow } from './bids.repository.ts';
import { readCargo } from './bids.rules.ts';
import { readDeclinedServices, readLines } from './present-bid.ts';

// The bid quotation detail (`GET /api/bid/download/{id}`): the request, every live quote side by
// side and each one's lines, the accepted one marked — in the reader's language, dates in Seoul,
// money by @baro/core's one rule (`4,373,450원`, `USD 3,000.00`).

interface Labels {
  company: string;
  companyLines: string[];
  title: string;
  number: string;
  issueDate: string;
  request: string;
  team: string;
  author: string;
  status: string;
  statuses: Record<BidStatus, string>;
  freightType: string;
  origin: string;
  destination: string;
  incoterms: string;
  cargoReadyDate: string;
  deadline: string;
  requestedAt: string;
  cargo: string;
  containers: string;
  packages: string;
  packagesValue: (pieces: number, kg: string, cbm: string) => string;
  services: string;
  serviceNames: { customsClearance: string; insurance: string; inlandTransport: string };
  none: string;
  description: string;
  comparison: string;
  partner: string;
  carrier: string;
  transit: string;
  days: (n: number) => string;
  validUntil: string;
  totalKRW: string;
  totalUSD: string;
  choice: string;
  accepted: string;
  noQuotes: string;
  charges: (part: number, parts: number) => string;
  charge: string;
  notQuoted: string;
  /** The row of a requested service in the charge comparison. */
  serviceRow: (service: string) => string;
  serviceDeclined: (reason: string | null) => string;
  serviceUnanswered: string;
  /** Under a quote's lines: the requested services it declines. */
  declinedServices: (items: string) => string;
  scopeNote: string;
  quoteTitle: (partner: string, carrier: string, accepted: boolean) => string;
  item: string;
  unit: string;
  units: Record<QuoteUnit, string>;
  quantity: string;
  unitPrice: string;
  amount: string;
  partnerMemo: (memo: string) => string;
  notes: string;
  memo: (memo: string) => string;
  noteLines: string[];
  footer: string;
  fileName: (bidNumber: string) => string;
}

const LABELS: Record<Language, Labels> = {
  ko: {
    company: '바로 (Baro)',
    companyLines: ['국제 물류 · 포워딩 플랫폼'],
    title: '입찰 견적 상세',
    number: '입찰번호',
    issueDate: '발행일',
    request: '입찰 요청',
    team: '요청 회사',
    author: '요청자',
    status: '상태',
    statuses: {
      estimating: '견적 접수 중',
      waiting: '견적 선택 대기',
      accepted: '견적 선택 완료',
      in_progress: '운송 중',
      finished: '운송 완료',
      canceled: '취소됨',
      expired: '만료됨',
    },
    freightType: '운송 방식',
    origin: '출발지',
    destination: '도착지',
    incoterms: '인코텀즈',
    cargoReadyDate: '화물 준비일',
    deadline: '견적 마감',
    requestedAt: '요청일',
    cargo: '화물 정보',
    containers: '컨테이너',
    packages: '포장',
    packagesValue: (pieces, kg, cbm) => `${pieces}개 · 총중량 ${kg} kg · 용적 ${cbm} CBM`,
    services: '추가 서비스',
    serviceNames: { customsClearance: '통관', insurance: '적하보험', inlandTransport: '내륙운송' },
    none: '없음',
    description: '화물 설명',
    comparison: '견적 비교',
    partner: '포워더',
    carrier: '선사·항공사',
    transit: '운송 기간',
    days: (n) => `${n}일`,
    validUntil: '유효기간',
    totalKRW: '원화 합계',
    totalUSD: '달러 환산',
    choice: '선택',
    accepted: '선택됨',
    noQuotes: '받은 견적이 없습니다',
    charges: (part, parts) => (parts > 1 ? `항목별 비교 (${part}/${parts})` : '항목별 비교'),
    charge: '비용 항목',
    notQuoted: '미포함',
    serviceRow: (service) => `요청 서비스: ${service}`,
    serviceDeclined: (reason) => (reason ? `제공 불가 (${reason})` : '제공 불가'),
    serviceUnanswered: '답변 없음',
    declinedServices: (items) => `제공하지 않는 요청 서비스: ${items}`,
    scopeNote:
      "견적마다 포함된 비용 항목이 다릅니다. '미포함' 항목은 그 견적에 없어 따로 청구될 수 있으니 합계만으로 비교하지 마세요.",
    quoteTitle: (partner, carrier, accepted) => `${partner} · ${carrier}${accepted ? ' (선택됨)' : ''}`,
    item: '항목',
    unit: '단위',
    units: { BL: 'B/L', CNTR: 'CNTR', RT: 'R/T', KG: 'kg' },
    quantity: '수량',
    unitPrice: '단가',
    amount: '금액',
    partnerMemo: (memo) => `포워더 메모: ${memo}`,
    notes: '비고',
    memo: (memo) => `요청 메모: ${memo}`,
    noteLines: [
      '원화·달러 합계는 각 견적을 제출한 날의 환율로 환산한 금액입니다.',
      '견적은 유효기간이 지나면 선택할 수 없습니다. 최종 금액은 선적 예약 시 확정됩니다.',
    ],
    footer: '바로 · 입찰 견적 상세',
    fileName: (bidNumber) => `바로입찰견적_${bidNumber}`,
  },
  en: {
    company: 'Baro',
    companyLines: ['Freight forwarding platform'],
    title: 'Bid Quotation Details',
    number: 'Bid no.',
    issueDate: 'Issue date',
    request: 'Request',
    team: 'Company',
    author: 'Requested by',
    status: 'Status',
    statuses: {
      estimating: 'Collecting quotes',
      waiting: 'Awaiting choice',
      accepted: 'Quote accepted',
      in_progress: 'In transit',
      finished: 'Finished',
      canceled: 'Canceled',
      expired: 'Expired',
    },
    freightType: 'Mode',
    origin: 'Origin',
    destination: 'Destination',
    incoterms: 'Incoterms',
    cargoReadyDate: 'Cargo ready',
    deadline: 'Quotes close',
    requestedAt: 'Requested',
    cargo: 'Cargo',
    containers: 'Containers',
    packages: 'Packages',
    packagesValue: (pieces, kg, cbm) => `${pieces} pcs · ${kg} kg gross · ${cbm} CBM`,
    services: 'Services',
    serviceNames: {
      customsClearance: 'Customs clearance',
      insurance: 'Insurance',
      inlandTransport: 'Inland transport',
    },
    none: 'None',
    description: 'Description',
    comparison: 'Quotes compared',
    partner: 'Forwarder',
    carrier: 'Carrier',
    transit: 'Transit',
    days: (n) => `${n} ${n === 1 ? 'day' : 'days'}`,
    validUntil: 'Valid until',
    totalKRW: 'Total in KRW',
    totalUSD: 'In USD',
    choice: 'Choice',
    accepted: 'Accepted',
    noQuotes: 'No quotes received',
    charges: (part, parts) => (parts > 1 ? `Charges compared (${part}/${parts})` : 'Charges compared'),
    charge: 'Charge',
    notQuoted: 'Not quoted',
    serviceRow: (service) => `Requested: ${service}`,
    serviceDeclined: (reason) => (reason ? `Declined (${reason})` : 'Declined'),
    serviceUnanswered: 'No answer',
    declinedServices: (items) => `Requested services not provided: ${items}`,
    scopeNote:
      'The quotes do not cover the same charges. A charge marked "Not quoted" is missing from that quote and may be billed separately: do not compare totals alone.',
    quoteTitle: (partner, carrier, accepted) => `${partner} · ${carrier}${accepted ? ' (accepted)' : ''}`,
    item: 'Item',
    unit: 'Unit',
    units: { BL: 'B/L', CNTR: 'CNTR', RT: 'R/T', KG: 'kg' },
    quantity: 'Qty',
    unitPrice: 'Unit price',
    amount: 'Amount',
    partnerMemo: (memo) => `Forwarder's note: ${memo}`,
    notes: 'Notes',
    memo: (memo) => `Request memo: ${memo}`,
    noteLines: [
      'KRW and USD totals are converted at the exchange rates of the day each quote was submitted.',
      'A quote cannot be accepted after its validity date. The final price is confirmed on booking.',
    ],
    footer: 'Baro · Bid quotation details',
    fileName: (bidNumber) => `Baro_Bid_Quotation_${bidNumber}`,
  },
};

const place = (locations: ReadonlyMap<string, LocationNames>, code: string, lang: Language) =>
  placeLabel(locations.get(code) ?? { code }, lang);

function cargoItems(cargo: BidCargo, labels: Labels) {
  const items = [];
  if (cargo.containers.length > 0) {
    items.push({
      label: labels.containers,
      value: cargo.containers.map((container) => `${container.type} × ${container.quantity}`).join(', '),
    });
  }
  if (cargo.packages.length > 0) {
    const measures = measureCargo(cargo.packages);
    items.push({
      label: labels.packages,
      value: labels.packagesValue(
        measures.pieces,
        formatQuantity(measures.actualKg),
        formatQuantity(measures.cbm),
      ),
    });
  }
  const services = (['customsClearance', 'insurance', 'inlandTransport'] as const)
    .filter((name) => cargo.services[name])
    .map((name) => labels.serviceNames[name]);
  items.push({ label: labels.services, value: services.length > 0 ? services.join(', ') : labels.none });
  if (cargo.description) items.push({ label: labels.description, value: cargo.description });
  return items;
}

/** Partners per charge table: more would not fit the page's width, so the table continues. */
const QUOTES_PER_CHARGE_TABLE = 4;

/** A quote's answer to a requested service, in a cell. */
function serviceCell(status: QuoteServiceStatus | undefined, labels: Labels, lang: Language): string {
  if (!status || status.status === 'unanswered') return labels.serviceUnanswered;
  if (status.status === 'declined') return labels.serviceDeclined(status.reason);
  return status.amounts.map((item) => formatMoney(item.amount, item.currency, lang)).join(' + ');
}

/**
 * The quotes charge by charge, as the customer's screen lines them up (@baro/core compareQuotes):
 * one row per charge code, one column per quote, "미포함" where a quote lacks the charge, then one
 * row per requested service (its price, or declined with the reason), and the totals in won last;
 * four quotes per table.
 */
function chargeComparison(
  quotes: readonly QuoteWithPartnerRow[],
  requested: readonly RequestedService[],
  labels: Labels,
  lang: Language,
) {
  if (quotes.length === 0) return [];
  const read = quotes.map((quote) => ({
    ...quote,
    totalKRW: Number(quote.total_krw),
    lines: readLines(quote.lines),
    declinedServices: readDeclinedServices(quote.declined_services),
  }));
  const comparison = compareQuotes(read, requested);
  const serviceCodes = new Set<string>(requested.map((service) => REQUESTED_SERVICE_CHARGE_CODES[service]));
  // A requested service's charge is on its own row below, with declines said as such.
  const rows = comparison.rows.filter((row) => !serviceCodes.has(row.code));
  const parts = Math.ceil(read.length / QUOTES_PER_CHARGE_TABLE);
  return Array.from({ length: parts }, (_, part) => {
    const slice = read.slice(part * QUOTES_PER_CHARGE_TABLE, (part + 1) * QUOTES_PER_CHARGE_TABLE);
    return {
      kind: 'table' as const,
      title: labels.charges(part + 1, parts),
      columns: [
        { header: labels.charge, width: 3 },
        ...slice.map((quote) => ({ header: quote.partner_name, width: 2.5, align: 'right' as const })),
      ],
      rows: [
        ...rows.map((row) => [
          chargeCodeName(row.code, lang),
          ...slice.map((quote) => {
            const lines = row.lines.get(quote.id) ?? [];
            if (lines.length === 0) return labels.notQuoted;
            return lines.map((line) => formatMoney(line.amount, line.currency, lang)).join(' + ');
          }),
        ]),
        ...comparison.services.map((row) => [
          labels.serviceRow(requestedServiceName(row.service, lang)),
          ...slice.map((quote) => serviceCell(row.statuses.get(quote.id), labels, lang)),
        ]),
        {
          cells: [labels.totalKRW, ...slice.map((quote) => formatMoney(quote.totalKRW, 'KRW', lang))],
          highlight: true,
        },
      ],
    };
  });
}

export interface BidDocumentInput {
  bid: BidRow;
  teamName: string;
  authorName: string;
  quotes: QuoteWithPartnerRow[];
  locations: ReadonlyMap<string, LocationNames>;
  lang: Language;
  now: Date;
}

/** The PDF spec and file name of a bid's quotation detail. */
export function buildBidDocument(input: BidDocumentInput): { pdf: PdfDocument; fileName: string } {
  const { bid, quotes, lang } = input;
  const labels = LABELS[lang];
  const cargo = readCargo(bid.cargo);
  const requested = requestedServicesOf(cargo.services);
  const day = (value: string | Date) => formatDay(value, lang);
  const money = (amount: number | string, currency: string) => formatMoney(Number(amount), currency, lang);
  const comparison: PdfTableRow[] = quotes.map((quote) => {
    const accepted = bid.accepted_quote_id === quote.id;
    return {
      cells: [
        quote.partner_name,
        quote.carrier,
        labels.days(quote.transit_days),
        day(quote.valid_until),
        money(quote.total_krw, 'KRW'),
        money(quote.total_usd, 'USD'),
        accepted ? labels.accepted : '',
      ],
      highlight: accepted,
    };
  });
  const quoteBlocks = quotes.flatMap((quote) => {
    const lines = readLines(quote.lines);
    const table = {
      kind: 'table' as const,
      title: labels.quoteTitle(quote.partner_name, quote.carrier, bid.accepted_quote_id === quote.id),
      columns: [
        { header: labels.item, width: 4 },
        { header: labels.unit, width: 1, align: 'center' as const },
        { header: labels.quantity, width: 1, align: 'right' as const },
        { header: labels.unitPrice, width: 2.5, align: 'right' as const },
        { header: labels.amount, width: 2.5, align: 'right' as const },
      ],
      rows: lines.map((line) => [
        line.name,
        labels.units[line.unit] ?? line.unit,
        formatQuantity(line.quantity),
        formatUnitPrice(line.unitPrice, line.currency, lang),
        money(line.amount, line.currency),
      ]),
      totals: [
        { label: labels.totalKRW, value: money(quote.total_krw, 'KRW'), emphasis: true },
        { label: labels.totalUSD, value: money(quote.total_usd, 'USD') },
      ],
    };
    const declined = readDeclinedServices(quote.declined_services)
      .filter((item) => requested.includes(item.service))
      .map((item) => {
        const name = requestedServiceName(item.service, lang);
        return item.reason ? `${name} (${item.reason})` : name;
      });
    return [
      table,
      ...(declined.length > 0
        ? [{ kind: 'paragraph' as const, text: labels.declinedServices(declined.join(', ')) }]
        : []),
      ...(quote.memo
        ? [{ kind: 'paragraph' as const, text: labels.partnerMemo(quote.memo), muted: true }]
        : []),
    ];
  });
  const chargeTables = chargeComparison(quotes, requested, labels, lang);
  const compared = compareQuotes(
    quotes.map((quote) => ({
      id: quote.id,
      totalKRW: Number(quote.total_krw),
      lines: readLines(quote.lines),
      declinedServices: readDeclinedServices(quote.declined_services),
    })),
    requested,
  );
  const notes = [
    ...(bid.memo ? [labels.memo(bid.memo)] : []),
    ...(compared.sameScope ? [] : [labels.scopeNote]),
    ...labels.noteLines,
  ];

  const pdf: PdfDocument = {
    title: `${labels.title} ${bid.number}`,
    subject: `${place(input.locations, bid.pol, lang)} → ${place(input.locations, bid.pod, lang)}`,
    lang,
    createdAt: input.now,
    header: {
      companyName: labels.company,
      companyLines: labels.companyLines,
      title: labels.title,
      documentNumber: { label: labels.number, value: bid.number },
      issueDate: { label: labels.issueDate, value: day(input.now) },
    },
    blocks: [
      {
        kind: 'keyValues',
        title: labels.request,
        items: [
          { label: labels.team, value: input.teamName },
          { label: labels.author, value: input.authorName },
          { label: labels.status, value: labels.statuses[bid.status] },
          { label: labels.freightType, value: bid.freight_type },
          { label: labels.origin, value: place(input.locations, bid.pol, lang) },
          { label: labels.destination, value: place(input.locations, bid.pod, lang) },
          { label: labels.incoterms, value: bid.incoterms },
          { label: labels.cargoReadyDate, value: day(bid.cargo_ready_date) },
          { label: labels.requestedAt, value: formatDateTime(bid.created_at, lang) },
          { label: labels.deadline, value: formatDateTime(bid.deadline, lang) },
        ],
      },
      { kind: 'keyValues', title: labels.cargo, items: cargoItems(cargo, labels) },
      {
        kind: 'table',
        title: labels.comparison,
        columns: [
          { header: labels.partner, width: 2.8 },
          { header: labels.carrier, width: 1.6 },
          { header: labels.transit, width: 1.2, align: 'right' },
          { header: labels.validUntil, width: 1.9 },
          { header: labels.totalKRW, width: 2, align: 'right' },
          { header: labels.totalUSD, width: 1.7, align: 'right' },
          { header: labels.choice, width: 1.6, align: 'center' },
        ],
        rows: comparison,
        emptyText: labels.noQuotes,
      },
      ...chargeTables,
      ...quoteBlocks,
      { kind: 'notes', title: labels.notes, items: notes },
    ],
    footer: { text: labels.footer },
  };
  return { pdf, fileName: `${labels.fileName(bid.number)}.pdf` };
}
