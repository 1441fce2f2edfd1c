// Font stacks only: the product never fetches web fonts from a CDN. A face that is installed (or
// that the app bundles itself) is used; otherwise the platform's Korean system font takes over.
const KOREAN_SYSTEM_FALLBACK = [
  '-apple-system',
  'BlinkMacSystemFont',
  'system-ui',
  "'Apple SD Gothic Neo'",
  "'Malgun Gothic'",
  "'맑은 고딕'",
  'sans-serif',
];

/**
 * SPEC §2: the admin variants use a different default font than the customer site. The customer
 * site leads with Pretendard (a rounder marketing face); staff and partner tools lead with Noto
 * Sans KR and IBM Plex Sans KR, which keep digits and Latin codes even in dense tables.
 */
export const FONT_STACKS = Object.freeze({
  customer: ['Pretendard', "'Pretendard Variable'", "'Noto Sans KR'", ...KOREAN_SYSTEM_FALLBACK].join(', '),
  admin: ["'Noto Sans KR'", "'IBM Plex Sans KR'", ...KOREAN_SYSTEM_FALLBACK].join(', '),
  monospace: [
    "'D2Coding'",
    "'IBM Plex Mono'",
    'ui-monospace',
    'SFMono-Regular',
    'Menlo',
    'Consolas',
    'monospace',
  ].join(', '),
});
