import { describe, expect, it } from 'vitest';
import type { MailRequest } from '../mailer.ts';
import { renderMail } from '../render-mail.ts';

// The customer's quoting-closed and expired mails name the bid's number with its lane.
const NUMBER = 'BID-20261117-0003';
const LINK = 'https://baro.test/mypage/bids/bid_ABCDEFGHIJ';

const mail = (
  locale: 'ko' | 'en',
  template: MailRequest['template'],
  params: Record<string, string> = {},
) => ({
  to: 'kim@baro.test',
  locale,
  template,
  params: {
    name: locale === 'ko' ? '김바로' : 'Kim Baro',
    number: NUMBER,
    lane: locale === 'ko' ? '상하이 → 부산 (FCL)' : 'Shanghai → Busan (FCL)',
    link: LINK,
    ...params,
  },
});

describe('bid closed mails', () => {
  it('quotes ready: the number in subject and body, Korean and English', () => {
    const ko = renderMail(mail('ko', 'bid-quotes-ready', { quoteCount: '2', lowestTotal: '4,373,450원' }));
    expect(ko.subject).toBe(`[바로] ${NUMBER} 상하이 → 부산 (FCL) 입찰 견적 2건이 도착했습니다`);
    expect(ko.text).toContain(`상하이 → 부산 (FCL) 운송 입찰(${NUMBER})의 견적 접수가 마감되었습니다.`);
    const en = renderMail(mail('en', 'bid-quotes-ready', { quoteCount: '2', lowestTotal: 'KRW 4,373,450' }));
    expect(en.subject).toBe(`[Baro] 2 quotes for your bid ${NUMBER} Shanghai → Busan (FCL)`);
    const one = renderMail(mail('en', 'bid-quotes-ready', { quoteCount: '1', lowestTotal: 'KRW 4,373,450' }));
    expect(one.subject).toBe(`[Baro] 1 quote for your bid ${NUMBER} Shanghai → Busan (FCL)`);
    expect(one.text).toContain('Partners sent 1 quote; the lowest is KRW 4,373,450.');
    expect(en.text).toContain(`Quoting on your bid request ${NUMBER} Shanghai → Busan (FCL) has closed.`);
  });

  it('expired: the number in subject and body', () => {
    const ko = renderMail(mail('ko', 'bid-expired'));
    expect(ko.subject).toBe(`[바로] ${NUMBER} 상하이 → 부산 (FCL) 입찰이 만료되었습니다`);
    expect(ko.text).toContain(`운송 입찰(${NUMBER})이 선택할 수 있는 견적 없이 만료되었습니다.`);
    const en = renderMail(mail('en', 'bid-expired'));
    expect(en.subject).toBe(`[Baro] Your bid ${NUMBER} Shanghai → Busan (FCL) has expired`);
    expect(en.text).toContain(`Your bid request ${NUMBER} Shanghai → Busan (FCL) expired`);
  });

  it('canceled by staff: the number, the lane and staff’s reason', () => {
    const ko = renderMail(mail('ko', 'bid-canceled-by-staff', { reason: '중복 요청' }));
    expect(ko.subject).toBe(`[바로] ${NUMBER} 상하이 → 부산 (FCL) 입찰 요청이 취소되었습니다`);
    expect(ko.text).toContain(`운송 입찰(${NUMBER})을 바로 담당자가 취소했습니다.`);
    expect(ko.text).toContain('취소 사유: 중복 요청');
    expect(ko.text).toContain(LINK);
    const en = renderMail(mail('en', 'bid-canceled-by-staff', { reason: 'A <duplicate> request' }));
    expect(en.subject).toBe(`[Baro] Your bid request ${NUMBER} Shanghai → Busan (FCL) was canceled`);
    expect(en.text).toContain('Reason: A <duplicate> request');
    // Staff's words are text in the HTML part, never markup.
    expect(en.html).toContain('Reason: A &lt;duplicate&gt; request');
  });
});
