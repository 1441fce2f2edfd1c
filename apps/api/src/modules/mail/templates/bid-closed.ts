import { englishCount, type MailTemplate } from './mail-content.ts';

/**
 * Sent to the customer who requested a bid when quoting closes with quotes (at the deadline, or
 * when a team member closed it early): compare the quotes and accept one while they are valid.
 */
export const bidQuotesReadyTemplate: MailTemplate<
  'name' | 'number' | 'lane' | 'quoteCount' | 'lowestTotal' | 'link'
> = {
  params: ['name', 'number', 'lane', 'quoteCount', 'lowestTotal', 'link'],
  render: {
    ko: (p) => ({
      subject: `[바로] ${p.number} ${p.lane} 입찰 견적 ${p.quoteCount}건이 도착했습니다`,
      greeting: `${p.name}님, 안녕하세요.`,
      paragraphs: [
        `요청하신 ${p.lane} 운송 입찰(${p.number})의 견적 접수가 마감되었습니다. 파트너 견적 ${p.quoteCount}건을 받았고, 최저 견적은 ${p.lowestTotal}입니다.`,
        '아래 버튼을 눌러 견적을 비교하고 진행할 견적을 선택해 주세요.',
      ],
      action: { label: '견적 비교하기', url: p.link },
      notes: ['각 견적의 유효기간이 지나면 선택할 수 없습니다.'],
    }),
    en: (p) => ({
      subject: `[Baro] ${englishCount(p.quoteCount, 'quote', 'quotes')} for your bid ${p.number} ${p.lane}`,
      greeting: `Hello ${p.name},`,
      paragraphs: [
        `Quoting on your bid request ${p.number} ${p.lane} has closed. Partners sent ${englishCount(p.quoteCount, 'quote', 'quotes')}; the lowest is ${p.lowestTotal}.`,
        'Use the button below to compare the quotes and accept one.',
      ],
      action: { label: 'Compare quotes', url: p.link },
      notes: ['A quote can no longer be accepted after its validity date.'],
    }),
  },
};

/** Sent to the customer who requested a bid when it expires (no quote by the deadline, or every quote lapsed). */
export const bidExpiredTemplate: MailTemplate<'name' | 'number' | 'lane' | 'link'> = {
  params: ['name', 'number', 'lane', 'link'],
  render: {
    ko: (p) => ({
      subject: `[바로] ${p.number} ${p.lane} 입찰이 만료되었습니다`,
      greeting: `${p.name}님, 안녕하세요.`,
      paragraphs: [
        `요청하신 ${p.lane} 운송 입찰(${p.number})이 선택할 수 있는 견적 없이 만료되었습니다.`,
        '화물 정보를 확인한 뒤 새로 입찰을 요청하거나, 실시간 견적을 조회해 보세요.',
      ],
      action: { label: '입찰 내역 보기', url: p.link },
      notes: ['궁금한 점은 바로 고객센터로 문의해 주세요.'],
    }),
    en: (p) => ({
      subject: `[Baro] Your bid ${p.number} ${p.lane} has expired`,
      greeting: `Hello ${p.name},`,
      paragraphs: [
        `Your bid request ${p.number} ${p.lane} expired without a quote that can still be accepted.`,
        'You can request a new bid or look up instant quotes for the same cargo.',
      ],
      action: { label: 'View the bid', url: p.link },
      notes: ['If you have questions, please contact Baro support.'],
    }),
  },
};

/**
 * Sent to the customer who requested a bid when Baro's staff cancel it (a duplicate, a mistaken
 * request, the customer's own phone call): which bid, that it will take no quote and cannot be
 * accepted, and the reason staff gave.
 */
export const bidCanceledByStaffTemplate: MailTemplate<'name' | 'number' | 'lane' | 'reason' | 'link'> = {
  params: ['name', 'number', 'lane', 'reason', 'link'],
  render: {
    ko: (p) => ({
      subject: `[바로] ${p.number} ${p.lane} 입찰 요청이 취소되었습니다`,
      greeting: `${p.name}님, 안녕하세요.`,
      paragraphs: [
        `요청하신 ${p.lane} 운송 입찰(${p.number})을 바로 담당자가 취소했습니다. 이 입찰은 더 이상 견적을 받지 않으며, 받은 견적도 수락할 수 없습니다.`,
        `취소 사유: ${p.reason}`,
        '계속 진행하시려면 새로 입찰을 요청해 주세요.',
      ],
      action: { label: '입찰 내역 보기', url: p.link },
      notes: ['취소가 잘못되었다면 바로 고객센터로 문의해 주세요.'],
    }),
    en: (p) => ({
      subject: `[Baro] Your bid request ${p.number} ${p.lane} was canceled`,
      greeting: `Hello ${p.name},`,
      paragraphs: [
        `Baro staff canceled your bid request ${p.number} ${p.lane}. It takes no more quotes, and the quotes it received can no longer be accepted.`,
        `Reason: ${p.reason}`,
        'To go ahead, please request a new bid.',
      ],
      action: { label: 'View the bid', url: p.link },
      notes: ['If this was a mistake, please contact Baro support.'],
    }),
  },
};
