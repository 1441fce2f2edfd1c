/**
 * The Korean words of the admin app's shell (header, navigation, gate, error pages): bundled with
 * the app. The pages' words are ko-pages.ts, loaded with the first page (ADR 0016).
 */
export const koShell = {
  app: {
    name: '바로 관리자',
    brandSuffix: '관리자',
    staff: '바로 직원',
  },
  documentTitle: {
    suffix: '바로 관리자',
    home: '바로 관리자',
  },
  common: {
    cancel: '취소',
    close: '닫기',
    save: '저장',
    delete: '삭제',
    edit: '수정',
    add: '추가',
    search: '검색',
    reset: '초기화',
    back: '목록으로',
    all: '전체',
    none: '없음',
    reason: '사유',
    reasonHint: '변경 이력에 남습니다.',
    actions: '작업',
  },
  nav: {
    sections: '관리 메뉴',
    groups: {
      customers: '고객',
      partners: '파트너',
      forwarding: '포워딩',
      operations: '운영',
      fulfillment: '풀필먼트',
      reference: '기준 정보',
    },
    teams: '고객 팀',
    users: '계정',
    partners: '파트너 포워더',
    bids: '견적 요청',
    shipments: '운송',
    calendar: '휴일 달력',
    content: '지원 센터 글',
    outbox: '메일 발송함',
    audit: '감사 로그',
    applications: '풀필먼트 신청',
    warehouses: '창고와 로케이션',
    stock: 'SKU와 재고',
    inbound: '입고',
    orders: '출고 주문',
    returns: '반품',
    locations: '항구와 공항',
    exchangeRates: '환율',
    schedules: '선박 스케줄',
  },
  guard: {
    notStaffTitle: '바로 직원 전용 화면입니다',
    notStaffBody:
      '바로 관리자는 바로 직원 계정으로만 이용할 수 있습니다. 지금 로그인한 계정({{email}})은 직원 계정이 아닙니다.',
    notStaffHint: '직원 계정으로 다시 로그인하거나, 고객 서비스로 이동해 주세요.',
  },
  notFound: {
    title: '페이지를 찾을 수 없습니다',
    body: '주소가 바뀌었거나 삭제된 페이지입니다.',
    home: '관리자 홈으로',
  },
  errorPage: {
    contact: '문제가 계속되면 개발 담당자에게 알려 주세요.',
  },
} as const;
