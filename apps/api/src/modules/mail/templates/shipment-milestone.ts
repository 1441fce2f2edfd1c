import { type Language, milestoneLabel } from '@baro/core';
import type { MailTemplate } from './mail-content.ts';

const label = (lang: Language, kind: string) => milestoneLabel(kind, lang);

type Param = 'name' | 'milestone' | 'lane' | 'seoulTime' | 'link' | 'place' | 'localTime' | 'note';

/**
 * Sent to the customer for each milestone that gets its actual time (`POST
 * /api/partner/shipments/{id}/milestones`). Required: `name` (the reader), `milestone` (a kind,
 * shown translated), `lane` (`Shanghai → Busan`), `seoulTime`, `link`; optional: `place`,
 * `localTime` (at the port, when the place is a known location abroad), `note`.
 */
export const shipmentMilestoneTemplate: MailTemplate<Param> = {
  params: ['name', 'milestone', 'lane', 'seoulTime', 'link'],
  render: {
    ko: (p) => ({
      subject: `[바로] 운송 진행 알림: ${label('ko', p.milestone)} (${p.lane})`,
      greeting: `${p.name}님, 안녕하세요.`,
      paragraphs: [
        `${p.lane} 운송 건이 '${label('ko', p.milestone)}' 단계에 이르렀습니다.`,
        `일시: ${p.seoulTime} (한국 시간)`,
        ...(p.localTime ? [`현지 시간: ${p.localTime}`] : []),
        ...(p.place ? [`장소: ${p.place}`] : []),
        ...(p.note ? [`메모: ${p.note}`] : []),
        '아래 버튼을 눌러 운송 현황과 서류를 확인해 주세요.',
      ],
      action: { label: '운송 현황 보기', url: p.link },
      notes: ['이 메일은 운송 단계가 완료될 때마다 견적을 요청하신 분께 발송됩니다.'],
    }),
    en: (p) => ({
      subject: `[Baro] Shipment update: ${label('en', p.milestone)} (${p.lane})`,
      greeting: `Hello ${p.name},`,
      paragraphs: [
        `Your shipment ${p.lane} has reached the step "${label('en', p.milestone)}".`,
        `When: ${p.seoulTime} (Korea time)`,
        ...(p.localTime ? [`Local time: ${p.localTime}`] : []),
        ...(p.place ? [`Where: ${p.place}`] : []),
        ...(p.note ? [`Note: ${p.note}`] : []),
        'Use the button below to follow the shipment and see its documents.',
      ],
      action: { label: 'View shipment', url: p.link },
      notes: [
        'We send this e-mail to the person who requested the quotes each time a step of the shipment is done.',
      ],
    }),
  },
};
