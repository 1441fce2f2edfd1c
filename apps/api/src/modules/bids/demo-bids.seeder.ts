import {
  acceptQuoteError,
  addBusinessDays,
  type BidCargo,
  bidDeadline,
  type ChargeCode,
  cancelBidError,
  type DeclinedService,
  type FileType,
  priceLine,
  type QuoteUnit,
  quoteServiceStatuses,
  quoteTotals,
  quoteValidityError,
  requestedServicesOf,
  serviceAnswerProblems,
  settleBidStatus,
  toSeoulDateString,
} from '@baro/core';
import type { Transaction } from 'kysely';
import { newId } from '../../db/new-id.ts';
import type { BidStatus, Database, FreightType } from '../../db/schema.ts';
import type { Seeder } from '../../seed/seeder.ts';
import type { ObjectStorage } from '../../storage/object-storage.ts';
import { loadExtraHolidays } from '../calendar/calendar.api.ts';
import { PDF_CONTENT_TYPE, renderPdf } from '../documents/documents.api.ts';
import { attachStoredFile } from '../files/files.api.ts';
import { findRatesOn } from '../reference/reference.api.ts';
import { createShipment, type RecordedMilestone, recordMilestones } from '../shipments/shipments.api.ts';
import {
  type BidRow,
  insertBid,
  insertQuote,
  type QuoteRow,
  takeBidNumber,
  updateBid,
} from './bids.repository.ts';

// The demo teams' bid requests in every status a customer meets on 마이페이지 → 입찰 (open with
// quotes, waiting to be compared, accepted, in progress, finished, canceled, expired), and the
// shipments of the accepted ones with their milestones on 마이페이지 → 운송, around the seed day.
// Each step follows the same core rules the service's own operations apply (deadline by Seoul
// business days, quote validity and totals at that day's exchange rates, settling at the deadline,
// accepting, milestone order), and nothing is e-mailed: the partners' new-request mails, the
// customer's quotes-ready, won/lost and milestone mails describe a past nobody needs to hear of.

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

type Partner = 'partner@baro.demo' | 'partner2@baro.demo';

type DemoLine = {
  chargeCode: ChargeCode;
  name: string;
  unit: QuoteUnit;
  quantity: number;
  unitPrice: number;
  currency: string;
};

interface DemoQuote {
  partner: Partner;
  /** Hours after the request that the partner quoted. */
  afterHours: number;
  lines: DemoLine[];
  transitDays: number;
  carrier: string;
  memo?: string;
  /** Requested services the partner declines (each requested one is priced or declined). */
  declined?: DeclinedService[];
}

/** What a demo quote answers to the requested services. */
type ServiceAnswers = Parameters<typeof quoteServiceStatuses>[1];

type Outcome =
  | { kind: 'open' }
  | { kind: 'deadline' }
  | { kind: 'cancel'; afterHours: number }
  | {
      kind: 'accept';
      /** Index into the quotes. */
      quote: number;
      /** The shipment's history: each update's times from the acceptance or from the seed time. */
      milestones: (now: Date, acceptedAt: Date) => RecordedMilestone[];
      /** Attached after the last milestone before completion (a completed shipment takes none). */
      documents: DemoDocument[];
    };

/** A small PDF the team or the shipment's partner attached to the shipment. */
interface DemoDocument {
  by: 'customer' | 'partner';
  fileType: FileType;
  fileName: string;
  /** The issuer printed on it. */
  issuer: string;
  title: string;
  number: string;
  items: [label: string, value: string][];
}

interface DemoBid {
  team: 'customer@baro.demo' | 'other@baro.demo';
  /** Requested this many Seoul business days before the seed time (0: `hoursAgo` hours before it). */
  businessDaysAgo: number;
  hoursAgo?: number;
  freightType: FreightType;
  pol: string;
  pod: string;
  incoterms: string;
  /** Cargo ready this many days after the request. */
  readyAfterDays: number;
  cargo: Omit<BidCargo, 'services'> & { services?: Partial<BidCargo['services']> };
  memo: string | null;
  quotes: DemoQuote[];
  outcome: Outcome;
  /** The status the rules must give it (a check on the data, not an input). */
  expect: BidStatus;
}

const fcl40hq = (
  ofr: number,
  baf: number,
  thcCny: number,
  doc: number | null,
  names: 'en' | 'ko',
): DemoLine[] => [
  {
    chargeCode: 'OFR_40HQ',
    name: names === 'en' ? 'Ocean freight 40HQ' : '해상운임 40HQ',
    unit: 'CNTR',
    quantity: 2,
    unitPrice: ofr,
    currency: 'USD',
  },
  {
    chargeCode: 'BAF',
    name: names === 'en' ? 'BAF' : '유류할증료',
    unit: 'CNTR',
    quantity: 2,
    unitPrice: baf,
    currency: 'USD',
  },
  {
    chargeCode: 'THC',
    name: names === 'en' ? 'Origin THC' : '선적지 THC',
    unit: 'CNTR',
    quantity: 2,
    unitPrice: thcCny,
    currency: 'CNY',
  },
  ...(doc === null
    ? []
    : [
        {
          chargeCode: 'DOC' as const,
          name: names === 'en' ? 'Documentation fee' : '서류발급비',
          unit: 'BL' as const,
          quantity: 1,
          unitPrice: doc,
          currency: 'CNY',
        },
      ]),
];

const lcl = (
  rt: number,
  perRt: number,
  cfsCny: number,
  doc: number | null,
  names: 'en' | 'ko',
): DemoLine[] => [
  {
    chargeCode: 'OFR_LCL',
    name: names === 'en' ? 'Ocean freight (LCL)' : '해상운임 LCL',
    unit: 'RT',
    quantity: rt,
    unitPrice: perRt,
    currency: 'USD',
  },
  {
    chargeCode: 'CFS',
    name: names === 'en' ? 'CFS charge' : 'CFS 작업료',
    unit: 'RT',
    quantity: rt,
    unitPrice: cfsCny,
    currency: 'CNY',
  },
  ...(doc === null
    ? []
    : [
        {
          chargeCode: 'DOC' as const,
          name: names === 'en' ? 'B/L fee' : 'B/L 발급비',
          unit: 'BL' as const,
          quantity: 1,
          unitPrice: doc,
          currency: 'USD',
        },
      ]),
];

const air = (kg: number, perKg: number, handlingKrw: number, names: 'en' | 'ko'): DemoLine[] => [
  {
    chargeCode: 'AFR',
    name: names === 'en' ? 'Air freight' : '항공운임',
    unit: 'KG',
    quantity: kg,
    unitPrice: perKg,
    currency: 'USD',
  },
  {
    chargeCode: 'HANDLING',
    name: names === 'en' ? 'Handling' : '핸들링',
    unit: 'BL',
    quantity: 1,
    unitPrice: handlingKrw,
    currency: 'KRW',
  },
];

const at = (base: Date, hours: number) => new Date(base.getTime() + hours * HOUR);

export const DEMO_BIDS: readonly DemoBid[] = [
  {
    // Open: two partners have quoted, worded differently, one without the DOC fee.
    team: 'customer@baro.demo',
    businessDaysAgo: 0,
    hoursAgo: 5,
    freightType: 'FCL',
    pol: 'CNSHA',
    pod: 'KRPUS',
    incoterms: 'FOB',
    readyAfterDays: 12,
    cargo: {
      containers: [{ type: '40HQ', quantity: 2 }],
      packages: [],
      description: '주방용품 (스테인리스 냄비, 프라이팬)',
      services: { customsClearance: true },
    },
    memo: '12월 말 입고 희망합니다. 통관까지 견적 부탁드립니다.',
    quotes: [
      {
        partner: 'partner@baro.demo',
        afterHours: 2,
        lines: [
          ...fcl40hq(760, 120, 850, 450, 'en'),
          {
            chargeCode: 'CUSTOMS',
            name: 'Customs clearance',
            unit: 'BL',
            quantity: 1,
            unitPrice: 35_000,
            currency: 'KRW',
          },
        ],
        transitDays: 2,
        carrier: 'HMM',
      },
      {
        partner: 'partner2@baro.demo',
        afterHours: 4,
        lines: fcl40hq(740, 110, 830, null, 'ko'),
        transitDays: 3,
        carrier: 'COSCO',
        memo: '서류발급비는 부산 도착지에서 별도 청구됩니다.',
        declined: [{ service: 'customsClearance', reason: '통관은 화주 지정 관세사를 이용해 주세요.' }],
      },
    ],
    outcome: { kind: 'open' },
    expect: 'estimating',
  },
  {
    // Quoting closed at the deadline: two quotes to compare.
    team: 'customer@baro.demo',
    businessDaysAgo: 4,
    freightType: 'LCL',
    pol: 'CNSHA',
    pod: 'KRINC',
    incoterms: 'EXW',
    readyAfterDays: 14,
    cargo: {
      containers: [],
      packages: [{ length: 120, width: 100, height: 110, weight: 380, quantity: 4 }],
      description: '의류 원단 (면 100%)',
    },
    memo: '공장 픽업 포함 여부를 견적에 적어 주세요.',
    quotes: [
      {
        partner: 'partner@baro.demo',
        afterHours: 5,
        lines: lcl(5.28, 42, 150, 35, 'en'),
        transitDays: 3,
        carrier: 'Blue Ocean Consol',
      },
      {
        partner: 'partner2@baro.demo',
        afterHours: 20,
        lines: lcl(5.28, 47, 140, 30, 'ko'),
        transitDays: 3,
        carrier: 'Eastern Star Consol',
        memo: '매주 화요일 콘솔 마감입니다.',
      },
    ],
    outcome: { kind: 'deadline' },
    expect: 'waiting',
  },
  {
    // Accepted: the booking is requested; the partner has planned the sailing.
    team: 'customer@baro.demo',
    businessDaysAgo: 5,
    freightType: 'AIR',
    pol: 'PVG',
    pod: 'ICN',
    incoterms: 'FCA',
    readyAfterDays: 9,
    cargo: {
      containers: [],
      packages: [{ length: 60, width: 40, height: 40, weight: 18, quantity: 10 }],
      description: '스마트폰 액세서리 (케이스, 충전 케이블)',
    },
    memo: '배터리 미포함 제품입니다.',
    quotes: [
      {
        partner: 'partner@baro.demo',
        afterHours: 3,
        lines: air(192, 3.1, 55_000, 'en'),
        transitDays: 1,
        carrier: 'Korean Air',
      },
      {
        partner: 'partner2@baro.demo',
        afterHours: 6,
        lines: air(192, 3.4, 50_000, 'ko'),
        transitDays: 1,
        carrier: 'China Eastern',
      },
    ],
    outcome: {
      kind: 'accept',
      quote: 0,
      milestones: (now) => [
        { kind: 'departed', plannedAt: at(now, 3 * 24), place: 'PVG' },
        { kind: 'arrived', plannedAt: at(now, 3 * 24 + 6), place: 'ICN' },
      ],
      documents: [
        {
          by: 'customer',
          fileType: 'packingList',
          fileName: 'PackingList_BR-2612-031.pdf',
          issuer: '바로무역',
          title: '포장명세서 / Packing List',
          number: 'BR-2612-031',
          items: [
            ['품명', '스마트폰 액세서리 (케이스, 충전 케이블)'],
            ['포장', '10 CTNS (60 × 40 × 40 cm)'],
            ['총중량', '180 kg'],
            ['용적', '0.96 CBM'],
          ],
        },
      ],
    },
    expect: 'accepted',
  },
  {
    // In progress: on the water, arriving in two days.
    team: 'customer@baro.demo',
    businessDaysAgo: 9,
    freightType: 'FCL',
    pol: 'CNNGB',
    pod: 'KRPUS',
    incoterms: 'FOB',
    readyAfterDays: 5,
    cargo: {
      containers: [{ type: '40HQ', quantity: 2 }],
      packages: [],
      description: '가구 부자재 (경첩, 레일)',
    },
    memo: null,
    quotes: [
      {
        partner: 'partner@baro.demo',
        afterHours: 4,
        lines: fcl40hq(820, 120, 830, 450, 'en'),
        transitDays: 3,
        carrier: 'HMM',
      },
      {
        partner: 'partner2@baro.demo',
        afterHours: 8,
        lines: fcl40hq(790, 110, 830, 400, 'ko'),
        transitDays: 3,
        carrier: 'COSCO',
      },
    ],
    outcome: {
      kind: 'accept',
      quote: 1,
      milestones: (now) => [
        { kind: 'booking_confirmed', actualAt: at(now, -96), note: '부킹번호 COSU6384021' },
        { kind: 'cargo_picked_up', actualAt: at(now, -60), place: '닝보 공장' },
        { kind: 'departed', plannedAt: at(now, -30), actualAt: at(now, -26), place: 'CNNGB' },
        { kind: 'arrived', plannedAt: at(now, 48), place: 'KRPUS' },
        { kind: 'delivered', plannedAt: at(now, 96) },
      ],
      documents: [
        {
          by: 'customer',
          fileType: 'invoice',
          fileName: 'CommercialInvoice_BR-2611-118.pdf',
          issuer: '바로무역',
          title: '상업송장 / Commercial Invoice',
          number: 'BR-2611-118',
          items: [
            ['품명', '가구 부자재 (경첩, 레일)'],
            ['수량', '2 × 40HQ'],
            ['금액', 'USD 48,600.00 (FOB Ningbo)'],
            ['원산지', '중국'],
          ],
        },
        {
          by: 'partner',
          fileType: 'billOfLading',
          fileName: 'BL_ESFNGB2612001.pdf',
          issuer: 'Eastern Star Forwarding',
          title: '선하증권 사본 / Bill of Lading (copy)',
          number: 'ESFNGB2612001',
          items: [
            ['선적항', '닝보 (CNNGB)'],
            ['양하항', '부산 (KRPUS)'],
            ['선사', 'COSCO'],
            ['컨테이너', '2 × 40HQ'],
          ],
        },
      ],
    },
    expect: 'in_progress',
  },
  {
    // Finished: delivered last month.
    team: 'customer@baro.demo',
    businessDaysAgo: 25,
    freightType: 'FCL',
    pol: 'CNSHA',
    pod: 'KRPUS',
    incoterms: 'FOB',
    readyAfterDays: 5,
    cargo: {
      containers: [{ type: '20DRY', quantity: 1 }],
      packages: [],
      description: '생활용품 (수납함)',
      services: { customsClearance: true },
    },
    memo: '첫 거래입니다. 통관까지 부탁드립니다.',
    quotes: [
      {
        partner: 'partner@baro.demo',
        afterHours: 6,
        lines: [
          {
            chargeCode: 'OFR_20DRY',
            name: 'Ocean freight 20DRY',
            unit: 'CNTR',
            quantity: 1,
            unitPrice: 380,
            currency: 'USD',
          },
          {
            chargeCode: 'THC',
            name: 'Origin THC',
            unit: 'CNTR',
            quantity: 1,
            unitPrice: 850,
            currency: 'CNY',
          },
          {
            chargeCode: 'DOC',
            name: 'Documentation fee',
            unit: 'BL',
            quantity: 1,
            unitPrice: 450,
            currency: 'CNY',
          },
          {
            chargeCode: 'CUSTOMS',
            name: '통관 수수료',
            unit: 'BL',
            quantity: 1,
            unitPrice: 30_000,
            currency: 'KRW',
          },
        ],
        transitDays: 2,
        carrier: 'HMM',
      },
    ],
    outcome: {
      kind: 'accept',
      quote: 0,
      milestones: (_now, accepted) => [
        { kind: 'booking_confirmed', actualAt: at(accepted, 20) },
        { kind: 'cargo_picked_up', actualAt: at(accepted, 4 * 24), place: '상하이 쑹장 창고' },
        {
          kind: 'departed',
          plannedAt: at(accepted, 5 * 24),
          actualAt: at(accepted, 5 * 24 + 3),
          place: 'CNSHA',
        },
        {
          kind: 'arrived',
          plannedAt: at(accepted, 7 * 24),
          actualAt: at(accepted, 7 * 24 + 5),
          place: 'KRPUS',
        },
        { kind: 'customs_cleared', actualAt: at(accepted, 8 * 24) },
        { kind: 'delivered', actualAt: at(accepted, 9 * 24), place: '경기도 이천 물류센터' },
        { kind: 'completed', actualAt: at(accepted, 9 * 24 + 4) },
      ],
      documents: [
        {
          by: 'partner',
          fileType: 'billOfLading',
          fileName: 'BL_BOLSHA2611007.pdf',
          issuer: 'Blue Ocean Logistics',
          title: '선하증권 사본 / Bill of Lading (copy)',
          number: 'BOLSHA2611007',
          items: [
            ['선적항', '상하이 (CNSHA)'],
            ['양하항', '부산 (KRPUS)'],
            ['선사', 'HMM'],
            ['컨테이너', '1 × 20DRY'],
          ],
        },
        {
          by: 'partner',
          fileType: 'importDeclaration',
          fileName: '수입신고필증_BOLSHA2611007.pdf',
          issuer: 'Blue Ocean Logistics',
          title: '수입신고필증 / Import Declaration',
          number: '12345-26-1100123',
          items: [
            ['품명', '생활용품 (수납함)'],
            ['신고인', 'Blue Ocean Logistics 관세사'],
            ['수입자', '바로무역'],
          ],
        },
      ],
    },
    expect: 'finished',
  },
  {
    // Canceled by the team after one quote came in.
    team: 'customer@baro.demo',
    businessDaysAgo: 3,
    freightType: 'LCL',
    pol: 'VNSGN',
    pod: 'KRPUS',
    incoterms: 'FOB',
    readyAfterDays: 10,
    cargo: {
      containers: [],
      packages: [{ length: 100, width: 100, height: 100, weight: 250, quantity: 3 }],
      description: '커피 생두',
    },
    memo: '샘플 확인 후 진행 예정입니다.',
    quotes: [
      {
        partner: 'partner@baro.demo',
        afterHours: 3,
        lines: lcl(3, 55, 0, 40, 'en').filter((line) => line.chargeCode !== 'CFS'),
        transitDays: 9,
        carrier: 'Blue Ocean Consol',
      },
    ],
    outcome: { kind: 'cancel', afterHours: 20 },
    expect: 'canceled',
  },
  {
    // Expired: nobody quoted by the deadline.
    team: 'customer@baro.demo',
    businessDaysAgo: 7,
    freightType: 'AIR',
    pol: 'HKG',
    pod: 'ICN',
    incoterms: 'EXW',
    readyAfterDays: 3,
    cargo: {
      containers: [],
      packages: [{ length: 50, width: 40, height: 30, weight: 12, quantity: 6 }],
      description: '화장품 샘플',
    },
    memo: '급하게 필요한 샘플입니다.',
    quotes: [],
    outcome: { kind: 'deadline' },
    expect: 'expired',
  },
  {
    // The other demo team's one open request.
    team: 'other@baro.demo',
    businessDaysAgo: 0,
    hoursAgo: 3,
    freightType: 'FCL',
    pol: 'CNTAO',
    pod: 'KRINC',
    incoterms: 'FOB',
    readyAfterDays: 10,
    cargo: {
      containers: [{ type: '20DRY', quantity: 1 }],
      packages: [],
      description: '건조 식품 (당면)',
    },
    memo: null,
    quotes: [],
    outcome: { kind: 'open' },
    expect: 'estimating',
  },
];

/** Renders the document as a small PDF and attaches it to the shipment as `actor` uploaded it. */
async function attachDemoDocument(
  trx: Transaction<Database>,
  storage: ObjectStorage,
  actor: Parameters<typeof attachStoredFile>[2],
  shipmentId: string,
  document: DemoDocument,
  attachedAt: Date,
): Promise<void> {
  const bytes = await renderPdf({
    title: `${document.title} ${document.number}`,
    lang: 'ko',
    createdAt: attachedAt,
    header: {
      companyName: document.issuer,
      title: document.title,
      documentNumber: { label: '번호', value: document.number },
      issueDate: { label: '발행일', value: toSeoulDateString(attachedAt) },
    },
    blocks: [
      { kind: 'keyValues', items: document.items.map(([label, value]) => ({ label, value })), columns: 1 },
      { kind: 'paragraph', text: '바로 데모 데이터로 만든 문서입니다. / A Baro demo document.', muted: true },
    ],
  });
  await attachStoredFile(
    trx,
    storage,
    actor,
    {
      targetType: 'shipment',
      targetId: shipmentId,
      fileType: document.fileType,
      fileName: document.fileName,
      mimeType: PDF_CONTENT_TYPE,
      bytes,
    },
    attachedAt,
  );
}

async function usersByEmail(trx: Transaction<Database>, emails: string[]) {
  const rows = await trx
    .selectFrom('users')
    .select(['id', 'email', 'team_id', 'team_role', 'partner_id'])
    .where('email', 'in', emails)
    .execute();
  return new Map(rows.map((row) => [row.email, row]));
}

/** Adds the bids when the demo team has none yet (safe to run again: a team with bids is left alone). */
export const demoBidsSeeder: Seeder = {
  name: 'demo-bids',
  async run(trx, { now, storage }) {
    const users = await usersByEmail(trx, [
      'customer@baro.demo',
      'other@baro.demo',
      'partner@baro.demo',
      'partner2@baro.demo',
    ]);
    const customer = users.get('customer@baro.demo');
    if (!customer?.team_id) return;
    const any = await trx
      .selectFrom('bids')
      .select('id')
      .where('team_id', '=', customer.team_id)
      .limit(1)
      .execute();
    if (any.length > 0) return;
    const holidays = await loadExtraHolidays(trx);

    for (const demo of DEMO_BIDS) {
      const author = users.get(demo.team);
      if (!author?.team_id) continue;
      const created =
        demo.businessDaysAgo === 0
          ? at(now, -(demo.hoursAgo ?? 1))
          : addBusinessDays(now, -demo.businessDaysAgo, holidays);
      const deadline = bidDeadline(created, holidays);
      const bid: BidRow = {
        id: newId('bid'),
        number: await takeBidNumber(trx, toSeoulDateString(created)),
        team_id: author.team_id,
        created_by: author.id,
        estimate_log_id: null,
        status: 'estimating',
        freight_type: demo.freightType,
        pol: demo.pol,
        pod: demo.pod,
        incoterms: demo.incoterms,
        cargo_ready_date: toSeoulDateString(new Date(created.getTime() + demo.readyAfterDays * DAY)),
        cargo: {
          containers: demo.cargo.containers,
          packages: demo.cargo.packages,
          services: {
            customsClearance: demo.cargo.services?.customsClearance ?? false,
            insurance: demo.cargo.services?.insurance ?? false,
            inlandTransport: demo.cargo.services?.inlandTransport ?? false,
            cargoValue: demo.cargo.services?.cargoValue ?? null,
          },
          description: demo.cargo.description,
        } as BidRow['cargo'],
        memo: demo.memo,
        deadline,
        deadline_source: 'rule',
        cancel_reason: null,
        accepted_quote_id: null,
        closed_at: null,
        created_at: created,
        updated_at: created,
        idempotency_key: null,
        request_hash: null,
        // Demo quotes are history: no digest is pending for them.
        quote_digest_due_at: null,
        quote_digest_sent_at: null,
      };
      await insertBid(trx, { ...bid, cargo: JSON.stringify(bid.cargo) });

      const quotes: QuoteRow[] = [];
      const requested = requestedServicesOf(demo.cargo.services);
      const answers: ServiceAnswers[] = [];
      for (const demoQuote of demo.quotes) {
        const partner = users.get(demoQuote.partner);
        if (!partner?.partner_id) continue;
        // Quoted while the bid was open, never after the seed time.
        const quotedAt = new Date(
          Math.min(at(created, demoQuote.afterHours).getTime(), at(now, -0.25).getTime()),
        );
        const validUntil = toSeoulDateString(new Date(deadline.getTime() + 14 * DAY));
        if (quoteValidityError(validUntil, deadline)) throw new Error('demo quote validity too short');
        const lines = demoQuote.lines.map((line) => priceLine(line));
        const declined = demoQuote.declined ?? [];
        if (Object.keys(serviceAnswerProblems(requested, { lines, declinedServices: declined })).length > 0)
          throw new Error('demo quote leaves a requested service unanswered');
        const rates = await findRatesOn(trx, toSeoulDateString(quotedAt));
        const totals = quoteTotals(lines, rates?.rates ?? {});
        const quote: QuoteRow = {
          id: newId('bq'),
          bid_id: bid.id,
          partner_id: partner.partner_id,
          created_by: partner.id,
          status: 'active',
          lines,
          declined_services: declined.map(({ service, reason }) => ({ service, reason })),
          total_krw: String(totals.totalKRW),
          total_usd: totals.totalUSD.toFixed(2),
          valid_until: validUntil,
          transit_days: demoQuote.transitDays,
          carrier: demoQuote.carrier,
          memo: demoQuote.memo ?? null,
          created_at: quotedAt,
          updated_at: quotedAt,
        };
        await insertQuote(trx, {
          ...quote,
          lines: JSON.stringify(lines),
          declined_services: JSON.stringify(declined),
        });
        quotes.push(quote);
        answers.push({ lines, declinedServices: declined });
      }

      const outcome = demo.outcome;
      let status: BidStatus = 'estimating';
      if (outcome.kind === 'cancel') {
        const canceledAt = at(created, outcome.afterHours);
        if (cancelBidError(bid)) throw new Error('demo bid cannot be canceled');
        await updateBid(trx, bid.id, { status: 'canceled', closed_at: canceledAt, updated_at: canceledAt });
        status = 'canceled';
      } else if (outcome.kind !== 'open') {
        // At the deadline, as the sweep settles it.
        const validities = quotes.map((quote) => ({ validUntil: quote.valid_until }));
        status = settleBidStatus(bid, validities, deadline);
        if (status !== 'estimating') {
          await updateBid(trx, bid.id, { status, closed_at: deadline, updated_at: deadline });
        }
        if (outcome.kind === 'accept') {
          const quote = quotes[outcome.quote];
          if (!quote) throw new Error('demo bid accepts a quote it does not have');
          const acceptedAt = at(deadline, 15);
          const waiting = { ...bid, status, closed_at: deadline };
          const refusal = acceptQuoteError(waiting, { validUntil: quote.valid_until }, acceptedAt);
          if (refusal) throw new Error(`demo bid cannot be accepted: ${refusal}`);
          await updateBid(trx, bid.id, {
            status: 'accepted',
            accepted_quote_id: quote.id,
            updated_at: acceptedAt,
          });
          const shipmentId = await createShipment(trx, {
            bid: { ...waiting, status: 'accepted', accepted_quote_id: quote.id, updated_at: acceptedAt },
            quote,
            services: quoteServiceStatuses(requested, answers[outcome.quote] ?? { lines: [] }),
            now: acceptedAt,
          });
          const partner = [...users.values()].find((user) => user.partner_id === quote.partner_id);
          const by = { userId: partner?.id ?? quote.created_by, partnerId: quote.partner_id, now };
          const history = outcome.milestones(now, acceptedAt);
          const before = history.filter((update) => update.kind !== 'completed');
          await recordMilestones(trx, shipmentId, before, by);
          if (storage) {
            const attachedAt = new Date(
              Math.max(acceptedAt.getTime(), ...before.map((update) => update.actualAt?.getTime() ?? 0)) +
                HOUR,
            );
            for (const document of outcome.documents) {
              const actor =
                document.by === 'partner'
                  ? { kind: 'partner' as const, userId: by.userId, partnerId: by.partnerId }
                  : {
                      kind: 'customer' as const,
                      userId: author.id,
                      teamId: author.team_id,
                      teamRole: author.team_role ?? 'member',
                    };
              await attachDemoDocument(trx, storage, actor, shipmentId, document, attachedAt);
            }
          }
          await recordMilestones(
            trx,
            shipmentId,
            history.filter((update) => update.kind === 'completed'),
            by,
          );
          const after = await trx
            .selectFrom('bids')
            .select('status')
            .where('id', '=', bid.id)
            .executeTakeFirstOrThrow();
          status = after.status;
        }
      }
      if (status !== demo.expect)
        throw new Error(`demo bid ${demo.pol}→${demo.pod} is ${status}, not ${demo.expect}`);
    }
  },
};
