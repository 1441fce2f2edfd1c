import type { Language } from '@baro/core';

// Field messages of the staff CMS's refusals (the fields a 400 names), in both languages.
export const CONTENT_FIELD_MESSAGES = {
  ko: {
    groupNotFound: '그룹을 찾을 수 없습니다.',
    groupOtherType: '같은 종류의 글만 담을 수 있는 그룹입니다.',
    publishAtPast: '게시 예약 시각은 지금 이후여야 합니다.',
    orderMismatch: '그룹에 있는 글을 빠짐없이 한 번씩 보내 주세요.',
    groupOrderMismatch: '이 종류의 그룹을 빠짐없이 한 번씩 보내 주세요.',
    termsKindFixed: '약관 종류는 바꿀 수 없습니다. 새 버전을 만들어 주세요.',
  },
  en: {
    groupNotFound: 'Group not found.',
    groupOtherType: 'This group holds articles of another type.',
    publishAtPast: 'The scheduled time must be in the future.',
    orderMismatch: 'Send every article of the group exactly once.',
    groupOrderMismatch: 'Send every group of this type exactly once.',
    termsKindFixed: 'The kind of terms cannot change; create a new version instead.',
  },
} as const satisfies Record<Language, Record<string, string>>;
