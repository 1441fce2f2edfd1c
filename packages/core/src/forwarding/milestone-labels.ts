import type { Language } from '../i18n/language.ts';
import type { MilestoneKind } from './milestones.ts';

/** What each milestone is called, on every screen and in every e-mail. */
export const MILESTONE_LABELS: Readonly<Record<Language, Readonly<Record<MilestoneKind, string>>>> =
  Object.freeze({
    ko: Object.freeze({
      booking_requested: '부킹 요청',
      booking_confirmed: '부킹 확정',
      cargo_picked_up: '화물 픽업',
      departed: '출항·출발',
      arrived: '입항·도착',
      customs_cleared: '통관 완료',
      delivered: '배송 완료',
      completed: '운송 종료',
    }),
    en: Object.freeze({
      booking_requested: 'Booking requested',
      booking_confirmed: 'Booking confirmed',
      cargo_picked_up: 'Cargo picked up',
      departed: 'Departed',
      arrived: 'Arrived',
      customs_cleared: 'Customs cleared',
      delivered: 'Delivered',
      completed: 'Shipment completed',
    }),
  });

/** The milestone's name in `language`; an unknown kind stands for itself. */
export const milestoneLabel = (kind: string, language: Language): string =>
  (MILESTONE_LABELS[language] as Readonly<Record<string, string>>)[kind] ?? kind;
