import { englishCount, type MailTemplate } from './mail-content.ts';

/**
 * Sent to the customer who requested a bid (the team's master if they left) while quoting is open:
 * the quotes that arrived since the last digest, at most one mail an hour per bid. `quotes` is one
 * quote a line (partner, total, validity, requested services), already in the reader's language.
 */
export const bidQuoteDigestTemplate: MailTemplate<
  'name' | 'number' | 'lane' | 'count' | 'quotes' | 'deadline' | 'link'
> = {
  params: ['name', 'number', 'lane', 'count', 'quotes', 'deadline', 'link'],
  render: {
    ko: (p) => ({
      subject: `[바로] ${p.number} ${p.lane} 입찰에 새 견적 ${p.count}건이 도착했습니다`,
      greeting: `${p.name}님, 안녕하세요.`,
      paragraphs: [
        `요청하신 ${p.lane} 운송 입찰(${p.number})에 새 견적 ${p.count}건이 도착했습니다.`,
        ...lines(p.quotes),
        `견적은 ${p.deadline}까지 더 받을 수 있고, 마감 전에 견적 접수를 닫고 바로 선택할 수도 있습니다.`,
      ],
      action: { label: '견적 비교하기', url: p.link },
      notes: ['새 견적 알림은 입찰마다 한 시간에 한 번까지 모아서 보내 드립니다.'],
    }),
    en: (p) => ({
      subject: `[Baro] ${englishCount(p.count, 'new quote', 'new quotes')} for your bid ${p.number} ${p.lane}`,
      greeting: `Hello ${p.name},`,
      paragraphs: [
        `${englishCount(p.count, 'new quote', 'new quotes')} arrived for your bid request ${p.number} ${p.lane}.`,
        ...lines(p.quotes),
        `Partners can quote until ${p.deadline}; you may also close quoting early and choose now.`,
      ],
      action: { label: 'Compare quotes', url: p.link },
      notes: ['New quotes are gathered into at most one e-mail an hour per bid.'],
    }),
  },
};

const lines = (quotes: string) =>
  quotes
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.length > 0)
    .map((line) => `• ${line}`);
