import type { MailTemplate } from './mail-content.ts';

/**
 * Sent to a partner admin when a customer requests a bid on a lane their partner serves (or on any
 * lane, as they chose in the partner app): what is asked, and until when quotes are taken.
 */
export const partnerBidRequestTemplate: MailTemplate<
  'name' | 'number' | 'lane' | 'cargo' | 'deadline' | 'link'
> = {
  params: ['name', 'number', 'lane', 'cargo', 'deadline', 'link'],
  render: {
    ko: (p) => ({
      subject: `[바로 파트너] 새 입찰 요청 ${p.number}: ${p.lane}`,
      greeting: `${p.name}님, 안녕하세요.`,
      paragraphs: [
        `${p.lane} 구간에 새 입찰 요청(${p.number})이 도착했습니다. 화물: ${p.cargo}.`,
        `견적은 ${p.deadline}까지 제출할 수 있습니다.`,
      ],
      action: { label: '요청 보고 견적 내기', url: p.link },
      notes: ['이 메일을 받을 구간은 파트너 앱의 알림 설정에서 바꿀 수 있습니다.'],
    }),
    en: (p) => ({
      subject: `[Baro Partner] New bid request ${p.number}: ${p.lane}`,
      greeting: `Hello ${p.name},`,
      paragraphs: [
        `A new bid request (${p.number}) has arrived for ${p.lane}. Cargo: ${p.cargo}.`,
        `Quotes are taken until ${p.deadline}.`,
      ],
      action: { label: 'View and quote', url: p.link },
      notes: [
        'You can choose which lanes send you this e-mail under notification settings in the partner app.',
      ],
    }),
  },
};

/** Sent to a partner admin when the customer accepted their partner's quote. */
export const partnerQuoteWonTemplate: MailTemplate<'name' | 'number' | 'lane' | 'total' | 'link'> = {
  params: ['name', 'number', 'lane', 'total', 'link'],
  render: {
    ko: (p) => ({
      subject: `[바로 파트너] 낙찰 ${p.number}: ${p.lane}`,
      greeting: `${p.name}님, 축하합니다.`,
      paragraphs: [
        `${p.lane} 입찰(${p.number})에서 귀사의 견적(${p.total})이 선택되었습니다. 운송 건이 생성되었습니다.`,
        '부킹을 진행하고 진행 단계를 파트너 앱에 기록해 주세요.',
      ],
      action: { label: '운송 건 보기', url: p.link },
      notes: ['이 알림은 파트너 앱의 알림 설정에서 끌 수 있습니다.'],
    }),
    en: (p) => ({
      subject: `[Baro Partner] Quote won ${p.number}: ${p.lane}`,
      greeting: `Congratulations, ${p.name}.`,
      paragraphs: [
        `The customer accepted your quote (${p.total}) for ${p.lane} (${p.number}). A shipment has been created.`,
        'Please go ahead with the booking and record its milestones in the partner app.',
      ],
      action: { label: 'View the shipment', url: p.link },
      notes: ['You can turn these e-mails off under notification settings in the partner app.'],
    }),
  },
};

/** Sent to a partner admin when the customer accepted another partner's quote. */
export const partnerQuoteLostTemplate: MailTemplate<'name' | 'number' | 'lane' | 'link'> = {
  params: ['name', 'number', 'lane', 'link'],
  render: {
    ko: (p) => ({
      subject: `[바로 파트너] 입찰 결과 ${p.number}: ${p.lane}`,
      greeting: `${p.name}님, 안녕하세요.`,
      paragraphs: [
        `${p.lane} 입찰(${p.number})에서 고객이 다른 견적을 선택했습니다. 견적을 보내 주셔서 감사합니다.`,
        '다른 파트너의 금액은 공개되지 않습니다.',
      ],
      action: { label: '입찰 보기', url: p.link },
      notes: ['이 알림은 파트너 앱의 알림 설정에서 끌 수 있습니다.'],
    }),
    en: (p) => ({
      subject: `[Baro Partner] Bid result ${p.number}: ${p.lane}`,
      greeting: `Hello ${p.name},`,
      paragraphs: [
        `The customer chose another quote for ${p.lane} (${p.number}). Thank you for quoting.`,
        "Other partners' prices are not shown.",
      ],
      action: { label: 'View the bid', url: p.link },
      notes: ['You can turn these e-mails off under notification settings in the partner app.'],
    }),
  },
};
