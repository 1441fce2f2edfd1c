import type { Language } from '@baro/core';

export interface GateLabels {
  checking: string;
}

export const GATE_LABELS: Readonly<Record<Language, GateLabels>> = Object.freeze({
  ko: { checking: '로그인 정보를 확인하는 중입니다…' },
  en: { checking: 'Checking your sign-in…' },
});
