import type { Language } from '@baro/core';

export interface GateLabels {
  checking: string;
  /** The refusal page's buttons (RefusedAccountPage). */
  switchAccount: string;
  goCustomerSite: string;
}

export const GATE_LABELS: Readonly<Record<Language, GateLabels>> = Object.freeze({
  ko: {
    checking: '로그인 정보를 확인하는 중입니다…',
    switchAccount: '로그아웃하고 다시 로그인',
    goCustomerSite: '바로 고객 서비스로 이동',
  },
  en: {
    checking: 'Checking your sign-in…',
    switchAccount: 'Log out and log in again',
    goCustomerSite: 'Go to the Baro customer site',
  },
});
