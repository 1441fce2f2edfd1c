/**
 * Korean texts of the support centre (고객센터). Wired into ko-pages.ts as `support`; the style is
 * ko.ts's (합쇼체 statements, short labels).
 */
export const koSupport = {
  home: { title: '고객센터', more: '전체 보기' },
  search: {
    title: '검색 결과',
    label: '고객센터 검색',
    placeholder: '궁금한 내용을 입력해 주세요 (예: 반품, 입찰 마감)',
    submit: '검색',
    required: '검색어를 입력해 주세요',
    prompt: '검색어를 입력해 주세요',
    count_one: '‘{{keyword}}’ 검색 결과 {{count}}건',
    count_other: '‘{{keyword}}’ 검색 결과 {{count}}건',
    approximate: '정확히 일치하는 글이 없어 비슷한 글을 보여 드립니다.',
    empty: '검색 결과가 없습니다',
    emptyHint: '다른 낱말로 검색하거나 아래 전화·채팅으로 문의해 주세요.',
  },
  faq: { title: '자주 묻는 질문', categories: '질문 분류', empty: '이 분류에는 아직 질문이 없습니다' },
  howto: { title: '이용 가이드', empty: '아직 가이드가 없습니다' },
  notices: { title: '공지사항', empty: '공지사항이 없습니다' },
  guides: {
    title: '자료 내려받기',
    empty: '내려받을 자료가 없습니다',
    download: 'PDF 내려받기',
    downloadNamed: '{{title}} PDF 내려받기',
    category: {
      guidebook: '가이드북',
      service: '서비스 안내',
      fulfillment: '풀필먼트 소개',
      estimation: '견적 안내',
      event: '이벤트',
    },
  },
  contact: {
    title: '상담 안내',
    phoneLabel: '고객센터 전화',
    inquiry: '서비스 도입 문의',
    chat: '화면 오른쪽 아래 채팅 버튼으로 상담원과 바로 이야기할 수 있습니다.',
  },
  list: { all: '전체', empty: '글이 없습니다' },
  articleType: { howto: '가이드', terms: '약관', faq: 'FAQ' },
  article: {
    updated: '최종 수정',
    koreanOnly: '이 글은 한국어로만 제공됩니다',
    neighbours: '이전 글과 다음 글',
  },
  terms: {
    service: '이용약관',
    privacy: '개인정보 처리방침',
    empty: '게시된 약관이 없습니다',
    effectiveOn: '시행일 {{day}}',
    current: '현재 시행 중',
    upcoming: '시행 예정',
    version: '버전',
  },
} as const;
