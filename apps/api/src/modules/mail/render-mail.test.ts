import { describe, expect, it } from 'vitest';
import type { MailRequest } from './mailer.ts';
import { renderMail } from './render-mail.ts';

const reset = (locale: 'ko' | 'en', params: Partial<Record<string, string>> = {}): MailRequest => ({
  to: 'kim@baro.test',
  locale,
  template: 'password-reset',
  params: {
    name: '김바로',
    link: 'https://baro.test/password/reset?token=abc123',
    expiresAt: locale === 'ko' ? '2026년 11월 21일 14:35' : 'Nov 21, 2026 14:35',
    ...params,
  } as Record<string, string>,
});

const invitation = (locale: 'ko' | 'en', params: Partial<Record<string, string>> = {}): MailRequest => ({
  to: 'lee@baro.test',
  locale,
  template: 'team-invitation',
  params: {
    teamName: '바로무역',
    inviterName: '김바로',
    role: 'admin',
    link: 'https://baro.test/invitations',
    expiresAt: locale === 'ko' ? '2026년 11월 28일 14:05' : 'Nov 28, 2026 14:05',
    ...params,
  } as Record<string, string>,
});

describe('mail templates', () => {
  it('password-reset in Korean and English: subject, name, link, validity in every part', () => {
    const ko = renderMail(reset('ko'));
    expect(ko.subject).toBe('[바로] 비밀번호 재설정 안내');
    expect(ko.text).toContain('김바로님, 안녕하세요.');
    expect(ko.text).toContain('\nhttps://baro.test/password/reset?token=abc123\n');
    expect(ko.text).toContain('30분 동안(2026년 11월 21일 14:35까지)');
    expect(ko.html).toContain('<html lang="ko">');
    expect(ko.html).toContain('href="https://baro.test/password/reset?token=abc123"');

    const en = renderMail(reset('en'));
    expect(en.subject).toBe('[Baro] Reset your password');
    expect(en.text).toContain('Hello 김바로,');
    expect(en.text).toContain('expires in 30 minutes (Nov 21, 2026 14:35, Korea time)');
    expect(en.html).toContain('<html lang="en">');
    expect(en.html).toContain('>Reset password</a>');
  });

  it('team-invitation in Korean and English: team, inviter, translated role, 7 days', () => {
    const ko = renderMail(invitation('ko'));
    expect(ko.subject).toBe('[바로] 김바로님이 바로무역 팀에 초대했습니다');
    expect(ko.text).toContain('바로무역 팀에 관리자로 초대했습니다.');
    expect(ko.text).toContain('7일 동안(2026년 11월 28일 14:05까지)');
    expect(renderMail(invitation('ko', { role: 'member' })).text).toContain('멤버로 초대했습니다');

    const en = renderMail(invitation('en', { role: 'member' }));
    expect(en.subject).toBe('[Baro] 김바로 invited you to the team 바로무역');
    expect(en.text).toContain('as member.');
    expect(en.text).toContain('expires in 7 days (Nov 28, 2026 14:05, Korea time)');
    expect(en.html).toContain('href="https://baro.test/invitations"');
  });

  it.each(['ko', 'en'] as const)('escapes every parameter in the HTML (%s)', (locale) => {
    const hostile = (name: string) => `<img src=x onerror="${name}">&'`;
    for (const request of [reset(locale), invitation(locale)]) {
      const params = Object.fromEntries(
        Object.keys(request.params).map((key) => [key, key === 'link' ? request.params[key] : hostile(key)]),
      ) as Record<string, string>;
      params.link = 'https://baro.test/r?a=1&b="<x>"';
      const { html, text } = renderMail({ ...request, params });
      expect(html).not.toMatch(/<img|onerror="|<x>/);
      expect(html).toContain('&lt;img src=x onerror=&quot;');
      expect(html).toContain('&amp;&#39;');
      expect(html).toContain('href="https://baro.test/r?a=1&amp;b=&quot;&lt;x&gt;&quot;"');
      // The plain-text part is not HTML: it carries the values as they are.
      expect(text).toContain('https://baro.test/r?a=1&b="<x>"');
    }
  });

  it('keeps line breaks in parameters out of the subject header', () => {
    const { subject } = renderMail(invitation('en', { teamName: 'Evil\r\nBcc: victim@example.com' }));
    expect(subject).not.toMatch(/[\r\n]/);
    expect(subject).toBe('[Baro] 김바로 invited you to the team Evil Bcc: victim@example.com');
  });

  it('refuses a missing parameter or a link that is not http(s)', () => {
    expect(() => renderMail(reset('ko', { name: '' }))).toThrow(/missing params: name/);
    expect(() => renderMail(invitation('en', { link: 'javascript:alert(1)' }))).toThrow(/http\(s\) link/);
  });
});
