import type { MailTemplate } from './mail-content.ts';

/** Sent by `POST /api/auth/find/password`; the link is single-use and valid for 30 minutes. */
export const passwordResetTemplate: MailTemplate<'name' | 'link' | 'expiresAt'> = {
  params: ['name', 'link', 'expiresAt'],
  render: {
    ko: (p) => ({
      subject: '[바로] 비밀번호 재설정 안내',
      greeting: `${p.name}님, 안녕하세요.`,
      paragraphs: [
        '바로 계정의 비밀번호 재설정을 요청하셨습니다.',
        '아래 버튼을 눌러 새 비밀번호를 설정해 주세요.',
      ],
      action: { label: '비밀번호 재설정', url: p.link },
      notes: [
        `이 링크는 30분 동안(${p.expiresAt}까지) 한 번만 사용할 수 있습니다.`,
        '비밀번호 재설정을 요청하지 않으셨다면 이 메일을 무시해 주세요. 비밀번호는 바뀌지 않습니다.',
      ],
    }),
    en: (p) => ({
      subject: '[Baro] Reset your password',
      greeting: `Hello ${p.name},`,
      paragraphs: [
        'We received a request to reset the password of your Baro account.',
        'Use the button below to choose a new password.',
      ],
      action: { label: 'Reset password', url: p.link },
      notes: [
        `This link works once and expires in 30 minutes (${p.expiresAt}, Korea time).`,
        'If you did not ask to reset your password, ignore this e-mail; your password stays the same.',
      ],
    }),
  },
};
