import type { TermsKind } from '@baro/core';

// The terms of service and the privacy policy (issue 16), versioned by effective day.

export interface TermsEntry {
  id: string;
  kind: TermsKind;
  versionLabel: string;
  effectiveOn: string;
  ko: { title: string; body: string };
  en: { title: string; body: string };
}

const serviceCommonKo = `## 제1조 (목적)
이 약관은 주식회사 바로(이하 “회사”)가 제공하는 국제 운송 주선(포워딩), 풀필먼트 및 관련 서비스(이하 “서비스”)의 이용 조건과 절차, 회사와 회원의 권리·의무를 정합니다.

## 제2조 (회원 가입)
1. 회원 가입은 이용자가 약관과 개인정보 처리방침에 동의하고 가입 신청을 한 뒤 회사가 승낙하면 성립합니다.
2. 회원은 가입 정보가 바뀌면 지체 없이 고쳐야 합니다.

## 제5조 (견적)
즉시 견적은 파트너의 운임표와 조회 당일의 환율로 계산한 참고 금액이며, 선적 확정 전 운임·환율 변동에 따라 달라질 수 있습니다.

## 제10조 (서류와 책임)
회원은 통관에 필요한 서류(상업송장, 포장명세서 등)를 사실대로 제공해야 하며, 사실과 다른 서류로 생긴 손해는 회원이 부담합니다.

## 제15조 (분쟁 해결)
서비스 이용과 관련한 분쟁은 대한민국 법을 따르며, 관할 법원은 민사소송법에 따릅니다.`;

const serviceCommonEn = `## Article 1 (Purpose)
These terms set out the conditions and procedures for using the international freight forwarding, fulfillment and related services (the “Services”) of Baro Inc. (the “Company”), and the rights and duties of the Company and its members.

## Article 2 (Membership)
1. Membership starts when a user agrees to these terms and the privacy policy, applies, and the Company accepts.
2. Members must keep their details up to date.

## Article 5 (Quotes)
Instant quotes are indicative amounts calculated from partners’ rate tables and the day’s exchange rates, and may change with freight rates and exchange rates until the shipment is confirmed.

## Article 10 (Documents and liability)
Members must provide truthful customs documents (commercial invoice, packing list and the like); losses caused by untrue documents are borne by the member.

## Article 15 (Disputes)
Disputes about the Services are governed by the laws of the Republic of Korea; the competent court is determined by the Civil Procedure Act.`;

export const TERMS: readonly TermsEntry[] = [
  {
    id: 'art_termsService2025',
    kind: 'service',
    versionLabel: 'v1.0',
    effectiveOn: '2025-01-01',
    ko: {
      title: '바로 이용약관',
      body: `${serviceCommonKo}

## 제9조 (입찰)
입찰은 회사가 정한 기간 동안 진행되며, 마감 후 회원이 견적 하나를 수락하면 운송 계약이 성립합니다.

## 제12조 (반품)
풀필먼트 반품은 회원이 등록한 뒤 회사가 회수·검수하여 재고에 반영합니다.`,
    },
    en: {
      title: 'Baro terms of service',
      body: `${serviceCommonEn}

## Article 9 (Bids)
Bidding runs for the period the Company sets; when the member accepts one quote after bidding closes, the contract of carriage is made.

## Article 12 (Returns)
Fulfillment returns are registered by the member, then collected, inspected and put back into stock by the Company.`,
    },
  },
  {
    id: 'art_termsService2026',
    kind: 'service',
    versionLabel: 'v2.0',
    effectiveOn: '2026-06-01',
    ko: {
      title: '바로 이용약관',
      body: `${serviceCommonKo}

## 제9조 (입찰)
1. 입찰은 요청일(한국 시간)로부터 2영업일이 되는 날 18:00에 마감합니다. 영업일은 토요일, 일요일과 관공서의 공휴일을 뺀 날입니다.
2. 마감 후 회원이 유효 기간 안의 견적 하나를 수락하면 운송 계약이 성립합니다.

## 제12조 (반품)
1. 풀필먼트 반품은 회원이 등록한 뒤 회사가 회수합니다.
2. 회사는 반품이 센터에 도착한 날부터 2영업일 안에 검수하고, 정상 상품은 재고에 반영하며 불량 상품은 회원과 협의하여 처리합니다.`,
    },
    en: {
      title: 'Baro terms of service',
      body: `${serviceCommonEn}

## Article 9 (Bids)
1. Bidding closes at 18:00 on the second business day after the day of the request (Korea time). Business days exclude Saturdays, Sundays and public holidays.
2. When the member accepts one quote within its validity after bidding closes, the contract of carriage is made.

## Article 12 (Returns)
1. Fulfillment returns are registered by the member and collected by the Company.
2. The Company inspects returns within two business days of their arrival; sound items go back into stock and damaged items are dealt with as agreed with the member.`,
    },
  },
  {
    id: 'art_termsPrivacy2025',
    kind: 'privacy',
    versionLabel: 'v1.0',
    effectiveOn: '2025-01-01',
    ko: {
      title: '개인정보 처리방침',
      body: `주식회사 바로는 「개인정보 보호법」에 따라 이용자의 개인정보를 보호하고 관련 고충을 신속하게 처리하기 위해 다음과 같이 처리방침을 둡니다.

## 1. 처리하는 개인정보 항목
- 회원 가입: 이메일, 비밀번호(암호화), 이름, 회사명, 휴대전화 번호
- 풀필먼트 신청: 사업자등록번호, 대표자명, 담당자 연락처
- 서비스 이용 중 자동 수집: 접속 IP, 접속 일시, 브라우저 정보

## 2. 처리 목적
회원 관리, 견적·입찰·선적 서비스 제공, 통관 대행, 풀필먼트 출고와 배송, 고객 상담, 부정 이용 방지.

## 3. 보유 기간
회원 탈퇴 시까지. 다만 전자상거래법 등 관계 법령에 따라 계약·결제 기록은 5년, 접속 기록은 3개월 보관합니다.

## 4. 제3자 제공
선적 진행을 위해 운송을 맡은 파트너 포워더와 택배사에 수하인 이름, 주소, 연락처를 제공합니다. 파트너는 고객의 팀 이름 외 정보를 볼 수 없습니다.

## 5. 처리 위탁
이메일 발송, 클라우드 보관, 채팅 상담을 전문 업체에 위탁하며 위탁 계약으로 안전하게 관리합니다.

## 6. 이용자의 권리
이용자는 언제든 개인정보 열람, 정정, 삭제, 처리 정지를 요청할 수 있습니다.

## 7. 개인정보 보호책임자
개인정보 보호책임자: 김보안 (privacy@baro.example, 1588-0000)`,
    },
    en: {
      title: 'Privacy policy',
      body: `Baro Inc. protects users’ personal information under the Personal Information Protection Act of Korea and handles related complaints promptly, as follows.

## 1. What we process
- Sign-up: e-mail address, password (hashed), name, company, mobile number
- Fulfillment application: business registration number, representative, contact details
- Collected automatically: IP address, access times, browser information

## 2. Why
Managing memberships; providing quotes, bids and shipments; customs brokerage; fulfillment shipping and delivery; support; preventing abuse.

## 3. How long
Until you leave. Contract and payment records are kept for 5 years and access logs for 3 months, as the law requires.

## 4. Disclosure to third parties
To carry out shipments we give the partner forwarder and the parcel carrier the consignee’s name, address and phone number. Partners see nothing of a customer but the team name.

## 5. Processors
E-mail delivery, cloud storage and chat support are handled by specialist processors under contracts that keep the data safe.

## 6. Your rights
You may ask at any time to see, correct or delete your personal information or to stop its processing.

## 7. Privacy officer
Privacy officer: Kim Boan (privacy@baro.example, +82-1588-0000)`,
    },
  },
];
