import type { MailTemplate } from './mail-content.ts';

type Param = 'name' | 'milestone' | 'lane' | 'before' | 'after' | 'link';

const MILESTONE = {
  ko: { departed: '출항 예정일(ETD)', arrived: '도착 예정일(ETA)' },
  en: { departed: 'estimated departure (ETD)', arrived: 'estimated arrival (ETA)' },
} as const;
const named = (lang: 'ko' | 'en', kind: string) =>
  kind === 'departed' || kind === 'arrived' ? MILESTONE[lang][kind] : kind;

/**
 * Sent to the customer when the partner (or staff) moves the planned departure or arrival of a
 * shipment not yet departed/arrived (issue 18: not only actual times). `milestone` is `departed` or
 * `arrived`; `before` is the previous planned time or "미정"/"not set", `after` the new one (Seoul).
 */
export const shipmentScheduleTemplate: MailTemplate<Param> = {
  params: ['name', 'milestone', 'lane', 'before', 'after', 'link'],
  render: {
    ko: (p) => ({
      subject: `[바로] ${named('ko', p.milestone)} 변경: ${p.lane}`,
      greeting: `${p.name}님, 안녕하세요.`,
      paragraphs: [
        `${p.lane} 운송 건의 ${named('ko', p.milestone)}이 바뀌었습니다.`,
        `이전: ${p.before}`,
        `변경: ${p.after} (한국 시간)`,
        '수입 일정과 통관·내륙 운송 계획을 확인해 주세요.',
      ],
      action: { label: '운송 현황 보기', url: p.link },
      notes: ['이 메일은 예정 출항·도착 일시가 바뀔 때 견적을 요청하신 분께 발송됩니다.'],
    }),
    en: (p) => ({
      subject: `[Baro] ${named('en', p.milestone)} changed: ${p.lane}`,
      greeting: `Hello ${p.name},`,
      paragraphs: [
        `The ${named('en', p.milestone)} of your shipment ${p.lane} has changed.`,
        `Before: ${p.before}`,
        `Now: ${p.after} (Korea time)`,
        'Please check your import schedule and customs and trucking plans.',
      ],
      action: { label: 'View the shipment', url: p.link },
      notes: [
        'This e-mail is sent to the person who requested the quotes when a planned departure or arrival moves.',
      ],
    }),
  },
};
