import type { Language } from '@baro/core';
import { Button } from '@mantine/core';
import type { AppFooterProps } from './AppFooter.tsx';
import type { NavItem } from './nav-link.tsx';

// Sample content for the shell's stories. In the app these come from its route map and its
// configuration (support phone, inquiry link and company details have ko/en variants, SPEC §9).

export const NAV_ITEMS: Readonly<Record<Language, readonly NavItem[]>> = {
  ko: [
    { href: '/forwarding/quote', label: '운임 견적', current: true },
    { href: '/bids', label: '입찰' },
    { href: '/fulfillment', label: '풀필먼트' },
    { href: '/support', label: '고객센터' },
  ],
  en: [
    { href: '/forwarding/quote', label: 'Freight quotes', current: true },
    { href: '/bids', label: 'Bids' },
    { href: '/fulfillment', label: 'Fulfillment' },
    { href: '/support', label: 'Support' },
  ],
};

export const ACCOUNT_SLOT: Readonly<Record<Language, React.ReactNode>> = {
  ko: (
    <Button component="a" href="/login" size="xs" variant="light">
      로그인
    </Button>
  ),
  en: (
    <Button component="a" href="/login" size="xs" variant="light">
      Log in
    </Button>
  ),
};

export const FOOTER_CONTENT: Readonly<Record<Language, AppFooterProps>> = {
  ko: {
    companyName: '바로 주식회사',
    details: [
      { label: '대표', value: '김바로' },
      { label: '사업자등록번호', value: '000-00-00000' },
      { label: '주소', value: '서울특별시 중구 세종대로 110' },
    ],
    supportPhone: '1588-0000',
    supportHours: '평일 09:00–18:00 (점심시간 12:00–13:00)',
    inquiryHref: 'https://example.com/ko/inquiry',
    links: [
      { href: '/terms', label: '이용약관' },
      { href: '/privacy', label: '개인정보처리방침' },
    ],
    language: 'ko',
  },
  en: {
    companyName: 'Baro Inc.',
    details: [
      { label: 'CEO', value: 'Baro Kim' },
      { label: 'Business registration', value: '000-00-00000' },
      { label: 'Address', value: '110 Sejong-daero, Jung-gu, Seoul' },
    ],
    supportPhone: '+82 2-0000-0000',
    supportHours: 'Weekdays 09:00–18:00 KST',
    inquiryHref: 'https://example.com/en/inquiry',
    links: [
      { href: '/terms', label: 'Terms of service' },
      { href: '/privacy', label: 'Privacy policy' },
    ],
    language: 'en',
  },
};
