import type { MailTemplate } from './mail-content.ts';

type Params =
  | 'name'
  | 'lane'
  | 'freightType'
  | 'partnerName'
  | 'carrier'
  | 'transitDays'
  | 'totalKRW'
  | 'totalUSD'
  | 'validUntil'
  | 'link';

/**
 * Sent by `POST /api/searchEstimate/{estimateLogId}/email` to the member who asks: the estimate's
 * summary and a link to the estimate page, which downloads the quotation. Amounts and the date
 * arrive formatted for the reader by @baro/core (`1,210,638원`, `USD 876.96`, `2026년 3월 31일`).
 */
export const estimateQuotationTemplate: MailTemplate<Params> = {
  params: [
    'name',
    'lane',
    'freightType',
    'partnerName',
    'carrier',
    'transitDays',
    'totalKRW',
    'totalUSD',
    'validUntil',
    'link',
  ],
  render: {
    ko: (p) => ({
      subject: `[바로] 운임 견적: ${p.lane} ${p.freightType} ${p.totalKRW}`,
      greeting: `${p.name}님, 안녕하세요.`,
      paragraphs: [
        `요청하신 ${p.lane} ${p.freightType} 운송 견적을 보내 드립니다.`,
        `포워더: ${p.partnerName}`,
        `선사·항공사: ${p.carrier}`,
        `운송 기간: ${p.transitDays}일`,
        `합계: ${p.totalKRW} (약 ${p.totalUSD})`,
        '아래 버튼을 누르면 견적 상세를 확인하고 견적서(PDF)를 내려받을 수 있습니다.',
      ],
      action: { label: '견적 확인하기', url: p.link },
      notes: [
        `이 견적은 ${p.validUntil}까지 유효하며, 선적 예약 시 최종 금액이 확정됩니다.`,
        '관세와 부가가치세는 포함되어 있지 않습니다.',
      ],
    }),
    en: (p) => ({
      subject: `[Baro] Freight estimate: ${p.lane} ${p.freightType} ${p.totalKRW}`,
      greeting: `Hello ${p.name},`,
      paragraphs: [
        `Here is the ${p.freightType} estimate you asked for, ${p.lane}.`,
        `Forwarder: ${p.partnerName}`,
        `Carrier: ${p.carrier}`,
        `Transit time: ${p.transitDays} ${p.transitDays === '1' ? 'day' : 'days'}`,
        `Total: ${p.totalKRW} (about ${p.totalUSD})`,
        'Use the button below to see the estimate in detail and download the quotation (PDF).',
      ],
      action: { label: 'View estimate', url: p.link },
      notes: [
        `This estimate is valid until ${p.validUntil}; the final price is confirmed on booking.`,
        'Customs duties and import VAT are not included.',
      ],
    }),
  },
};
