import type { Language } from '@baro/core';

export interface EnvironmentBannerLabels {
  staging: string;
  stagingMail: string;
}

export const ENVIRONMENT_BANNER_LABELS: Readonly<Record<Language, EnvironmentBannerLabels>> = Object.freeze({
  ko: {
    staging: '스테이징(테스트) 환경입니다.',
    stagingMail: '실제 서비스가 아니며, 메일은 발송되지 않고 발송함에만 보관됩니다.',
  },
  en: {
    staging: 'This is the staging (test) environment.',
    stagingMail: 'It is not the live service; e-mail is not sent but kept in the outbox.',
  },
});
