import { describe, expect, it } from 'vitest';
import type { MailRequest } from '../mailer.ts';
import { renderMail } from '../render-mail.ts';

const LINK = 'https://baro.test/mypage/bids/bid_ABCDEFGHIJ';

const mail = (locale: 'ko' | 'en', quotes: string): MailRequest => ({
  to: 'kim@baro.test',
  locale,
  template: 'bid-quote-digest',
  params: {
    name: locale === 'ko' ? '김바로' : 'Kim Baro',
    number: 'BID-20261117-0003',
    lane: locale === 'ko' ? '상하이 → 부산 (FCL)' : 'Shanghai → Busan (FCL)',
    count: '2',
    quotes,
    deadline: locale === 'ko' ? '2026년 11월 18일 18:00' : 'Nov 18, 2026, 18:00',
    link: LINK,
  },
});

describe('bid-quote-digest mail', () => {
  it('Korean: one bullet a quote, the deadline and the link to compare', () => {
    const ko = renderMail(
      mail(
        'ko',
        'Blue Ocean: 4,373,450원 · 2026년 11월 30일까지 유효\nEastern Star: 4,500,000원 · 통관: 제공 불가',
      ),
    );
    expect(ko.subject).toBe('[바로] BID-20261117-0003 상하이 → 부산 (FCL) 입찰에 새 견적 2건이 도착했습니다');
    expect(ko.text).toContain('상하이 → 부산 (FCL) 운송 입찰(BID-20261117-0003)에 새 견적 2건');
    expect(ko.text).toContain('김바로님, 안녕하세요.');
    expect(ko.text).toContain('• Blue Ocean: 4,373,450원 · 2026년 11월 30일까지 유효');
    expect(ko.text).toContain('• Eastern Star: 4,500,000원 · 통관: 제공 불가');
    expect(ko.text).toContain('2026년 11월 18일 18:00까지');
    expect(ko.text).toContain(`\n${LINK}\n`);
    expect(ko.html).toContain(`href="${LINK}"`);
  });

  it('English, and a partner name cannot inject markup', () => {
    const en = renderMail(mail('en', '<b>Evil</b> Ltd: KRW 1,000 · valid until Nov 30, 2026'));
    expect(en.subject).toBe('[Baro] 2 new quotes for your bid BID-20261117-0003 Shanghai → Busan (FCL)');
    expect(en.text).toContain('for your bid request BID-20261117-0003 Shanghai → Busan (FCL).');
    expect(en.text).toContain('• <b>Evil</b> Ltd: KRW 1,000 · valid until Nov 30, 2026');
    expect(en.html).not.toContain('<b>Evil</b>');
    expect(en.text).toContain('at most one e-mail an hour per bid');
  });
});
