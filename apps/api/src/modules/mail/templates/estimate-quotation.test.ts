import { describe, expect, it } from 'vitest';
import type { MailRequest } from '../mailer.ts';
import { renderMail } from '../render-mail.ts';

const LINK =
  'https://baro.test/forwarding/estimate/elog_ABCDEFGHIJ?estimateId=est_KLMNOPQRST&freightType=LCL';

const mail = (locale: 'ko' | 'en', params: Record<string, string> = {}): MailRequest => ({
  to: 'kim@baro.test',
  locale,
  template: 'estimate-quotation',
  params: {
    name: locale === 'ko' ? '김바로' : 'Kim Baro',
    lane: locale === 'ko' ? '상하이 → 부산' : 'Shanghai → Busan',
    freightType: 'LCL',
    partnerName: 'Eastern Star Forwarding',
    carrier: 'HMM',
    transitDays: '2',
    totalKRW: locale === 'ko' ? '545,584원' : 'KRW 545,584',
    totalUSD: 'USD 395.21',
    validUntil: locale === 'ko' ? '2026년 3월 31일' : 'Mar 31, 2026',
    link: LINK,
    ...params,
  },
});

describe('estimate-quotation mail', () => {
  it('Korean: the summary and the link to the estimate page', () => {
    const ko = renderMail(mail('ko'));
    expect(ko.subject).toBe('[바로] 운임 견적: 상하이 → 부산 LCL 545,584원');
    expect(ko.text).toContain('김바로님, 안녕하세요.');
    expect(ko.text).toContain('포워더: Eastern Star Forwarding');
    expect(ko.text).toContain('운송 기간: 2일');
    expect(ko.text).toContain('합계: 545,584원 (약 USD 395.21)');
    expect(ko.text).toContain('2026년 3월 31일까지 유효');
    expect(ko.text).toContain(`\n${LINK}\n`);
    expect(ko.html).toContain(`href="${LINK.replaceAll('&', '&amp;')}"`);
  });

  it('English, with day or days', () => {
    const en = renderMail(mail('en'));
    expect(en.subject).toBe('[Baro] Freight estimate: Shanghai → Busan LCL KRW 545,584');
    expect(en.text).toContain('Transit time: 2 days');
    expect(en.text).toContain('valid until Mar 31, 2026');
    expect(renderMail(mail('en', { transitDays: '1' })).text).toContain('Transit time: 1 day');
  });

  it('escapes what the partner wrote', () => {
    const html = renderMail(mail('en', { partnerName: '<b>Evil</b> & Co' })).html;
    expect(html).toContain('&lt;b&gt;Evil&lt;/b&gt; &amp; Co');
  });

  it('needs every parameter', () => {
    expect(() => renderMail(mail('ko', { carrier: ' ' }))).toThrow(/missing params: carrier/);
  });
});
