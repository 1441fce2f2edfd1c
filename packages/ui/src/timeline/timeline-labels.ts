import type { Language } from '@baro/core';

export interface TimelineLabels {
  /** The list's name. */
  timeline: string;
  planned: string;
  actual: string;
  noTimes: string;
  /** The port's own clock, in brackets after the Seoul time. */
  localTime: (time: string) => string;
  place: string;
  note: string;
  /** Spoken after each step's name. */
  reached: string;
  currentStep: string;
  upcoming: string;
}

export const TIMELINE_LABELS: Readonly<Record<Language, TimelineLabels>> = Object.freeze({
  ko: {
    timeline: '진행 단계',
    planned: '예정',
    actual: '완료',
    noTimes: '일정 미정',
    localTime: (time: string) => `현지 ${time}`,
    place: '장소',
    note: '메모',
    reached: '완료한 단계',
    currentStep: '현재 단계',
    upcoming: '남은 단계',
  },
  en: {
    timeline: 'Progress',
    planned: 'Planned',
    actual: 'Done',
    noTimes: 'Not scheduled yet',
    localTime: (time: string) => `local ${time}`,
    place: 'Place',
    note: 'Note',
    reached: 'Done',
    currentStep: 'Current step',
    upcoming: 'To come',
  },
});
