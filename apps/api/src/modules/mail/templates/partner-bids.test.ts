import { describe, expect, it } from 'vitest';
import type { MailRequest } from '../mailer.ts';
import { renderMail } from '../render-mail.ts';

// The partner bid mails name the bid's number (BID-YYYYMMDD-NNNN), which partners and customers
// quote to each other, in the subject and the body; the link still carries the internal id.
const NUMBER = 'BID-20261117-0003';
const LINK = 'https://baro.test/partner/bids/bid_ABCDEFGHIJ';
const lane = (locale: 'ko' | 'en') => (locale === 'ko' ? '상하이 → 부산 (FCL)' : 'Shanghai → Busan (FCL)');
const name = (locale: 'ko' | 'en') => (locale === 'ko' ? '김파트너' : 'Kim Partner');

const mail = (
  locale: 'ko' | 'en',
  template: MailRequest['template'],
  params: Record<string, string> = {},
): MailRequest => ({
  to: 'partner@baro.test',
  locale,
  template,
  params: { name: name(locale), number: NUMBER, lane: lane(locale), link: LINK, ...params },
});

describe('partner bid mails', () => {
  it('a new request names its number in the subject and the body, in Korean and English', () => {
    const params = { cargo: '40HQ × 2', deadline: '2026년 11월 18일 18:00' };
    const ko = renderMail(mail('ko', 'partner-bid-request', params));
    expect(ko.subject).toBe(`[바로 파트너] 새 입찰 요청 ${NUMBER}: 상하이 → 부산 (FCL)`);
    expect(ko.text).toContain(
      `상하이 → 부산 (FCL) 구간에 새 입찰 요청(${NUMBER})이 도착했습니다. 화물: 40HQ × 2.`,
    );
    expect(ko.html).toContain(`href="${LINK}"`);
    const en = renderMail(mail('en', 'partner-bid-request', { ...params, deadline: 'Nov 18, 2026, 18:00' }));
    expect(en.subject).toBe(`[Baro Partner] New bid request ${NUMBER}: Shanghai → Busan (FCL)`);
    expect(en.text).toContain(`A new bid request (${NUMBER}) has arrived for Shanghai → Busan (FCL).`);
  });

  it('won and lost name the number too', () => {
    const won = renderMail(mail('ko', 'partner-quote-won', { total: '4,373,450원' }));
    expect(won.subject).toBe(`[바로 파트너] 낙찰 ${NUMBER}: 상하이 → 부산 (FCL)`);
    expect(won.text).toContain(
      `상하이 → 부산 (FCL) 입찰(${NUMBER})에서 귀사의 견적(4,373,450원)이 선택되었습니다.`,
    );
    const wonEn = renderMail(mail('en', 'partner-quote-won', { total: 'KRW 4,373,450' }));
    expect(wonEn.subject).toBe(`[Baro Partner] Quote won ${NUMBER}: Shanghai → Busan (FCL)`);
    expect(wonEn.text).toContain(`for Shanghai → Busan (FCL) (${NUMBER}).`);
    const lost = renderMail(mail('ko', 'partner-quote-lost'));
    expect(lost.subject).toBe(`[바로 파트너] 입찰 결과 ${NUMBER}: 상하이 → 부산 (FCL)`);
    expect(lost.text).toContain(`입찰(${NUMBER})에서 고객이 다른 견적을 선택했습니다.`);
    const lostEn = renderMail(mail('en', 'partner-quote-lost'));
    expect(lostEn.subject).toBe(`[Baro Partner] Bid result ${NUMBER}: Shanghai → Busan (FCL)`);
    expect(lostEn.text).toContain(`another quote for Shanghai → Busan (FCL) (${NUMBER}).`);
  });

  it('a mail without its number is refused rather than sent', () => {
    const { number: _dropped, ...rest } = mail('ko', 'partner-quote-lost').params;
    expect(() => renderMail({ ...mail('ko', 'partner-quote-lost'), params: rest })).toThrow(/number/);
  });
});
