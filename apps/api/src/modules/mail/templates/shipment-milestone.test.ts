import { MILESTONE_KINDS } from '@baro/core';
import { describe, expect, it } from 'vitest';
import type { MailRequest } from '../mailer.ts';
import { renderMail } from '../render-mail.ts';

const mail = (locale: 'ko' | 'en', params: Record<string, string> = {}): MailRequest => ({
  to: 'kim@baro.test',
  locale,
  template: 'shipment-milestone',
  params: {
    name: '김바로',
    milestone: 'departed',
    lane: locale === 'ko' ? '상하이 → 부산' : 'Shanghai → Busan',
    seoulTime: locale === 'ko' ? '2026년 3월 2일 14:05' : 'Mar 2, 2026 14:05',
    link: 'https://baro.test/mypage/shipments/shp_ABCDEFGHIJ',
    ...params,
  },
});

describe('shipment-milestone mail', () => {
  it('Korean: the milestone, lane, Seoul and local time, place and note, and the link', () => {
    const ko = renderMail(
      mail('ko', { place: '상하이 (CNSHA)', localTime: '2026년 3월 2일 13:05 (UTC+8)', note: '<EVER ACE>' }),
    );
    expect(ko.subject).toBe('[바로] 운송 진행 알림: 출항·출발 (상하이 → 부산)');
    expect(ko.text).toContain('김바로님, 안녕하세요.');
    expect(ko.text).toContain("상하이 → 부산 운송 건이 '출항·출발' 단계에 이르렀습니다.");
    expect(ko.text).toContain('일시: 2026년 3월 2일 14:05 (한국 시간)');
    expect(ko.text).toContain('현지 시간: 2026년 3월 2일 13:05 (UTC+8)');
    expect(ko.text).toContain('장소: 상하이 (CNSHA)');
    expect(ko.text).toContain('\nhttps://baro.test/mypage/shipments/shp_ABCDEFGHIJ\n');
    expect(ko.html).toContain('메모: &lt;EVER ACE&gt;');
    expect(ko.html).toContain('href="https://baro.test/mypage/shipments/shp_ABCDEFGHIJ"');
  });

  it('English, without the optional lines', () => {
    const en = renderMail(mail('en', { milestone: 'completed' }));
    expect(en.subject).toBe('[Baro] Shipment update: Shipment completed (Shanghai → Busan)');
    expect(en.text).toContain('Your shipment Shanghai → Busan has reached the step "Shipment completed".');
    expect(en.text).toContain('When: Mar 2, 2026 14:05 (Korea time)');
    expect(en.text).not.toContain('Local time');
    expect(en.text).not.toContain('Where:');
    expect(en.text).not.toContain('Note:');
  });

  it('has a label for every milestone in both languages', () => {
    for (const locale of ['ko', 'en'] as const) {
      const subjects = MILESTONE_KINDS.map((milestone) => renderMail(mail(locale, { milestone })).subject);
      expect(new Set(subjects).size).toBe(MILESTONE_KINDS.length);
      for (const subject of subjects) expect(subject).not.toContain('_');
    }
  });

  it('refuses a mail without its required parameters', () => {
    expect(() => renderMail(mail('ko', { seoulTime: '' }))).toThrow(/missing params: seoulTime/);
  });
});
