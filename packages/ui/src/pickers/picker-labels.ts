import type { Language } from '@baro/core';

export interface LocationPickerLabels {
  placeholder: string;
  searching: string;
  failed: string;
  noMatches: string;
  clear: string;
}

export const LOCATION_PICKER_LABELS: Readonly<Record<Language, LocationPickerLabels>> = Object.freeze({
  ko: {
    placeholder: '도시, 항구·공항 이름이나 코드',
    searching: '찾는 중입니다…',
    failed: '목록을 불러오지 못했습니다. 다시 입력해 주세요.',
    noMatches: '일치하는 항구·공항이 없습니다.',
    clear: '선택 지우기',
  },
  en: {
    placeholder: 'City, port or airport name, or code',
    searching: 'Searching…',
    failed: 'Could not load the list. Please type again.',
    noMatches: 'No port or airport matches.',
    clear: 'Clear the selection',
  },
});
