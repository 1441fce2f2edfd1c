import type { Language } from '@baro/core';
import type { MailTemplate } from './mail-content.ts';

const ROLE_LABELS: Record<Language, Record<string, string>> = {
  ko: { master: '마스터', admin: '관리자', member: '멤버' },
  en: { master: 'master', admin: 'admin', member: 'member' },
};
const roleLabel = (lang: Language, role: string) => ROLE_LABELS[lang][role] ?? role;

/** `으로` after a final consonant other than ㄹ, else `로` (관리자로, 멤버로). */
const instrumental = (word: string) => {
  const code = word.charCodeAt(word.length - 1) - 0xac00;
  if (code < 0 || code > 11_171) return '(으)로';
  const final = code % 28;
  return final === 0 || final === 8 ? '로' : '으로';
};

/** Sent by `POST /api/teams/me/invitations`; the invitation expires in 7 days. */
export const teamInvitationTemplate: MailTemplate<
  'teamName' | 'inviterName' | 'role' | 'link' | 'expiresAt'
> = {
  params: ['teamName', 'inviterName', 'role', 'link', 'expiresAt'],
  render: {
    ko: (p) => ({
      subject: `[바로] ${p.inviterName}님이 ${p.teamName} 팀에 초대했습니다`,
      greeting: '안녕하세요.',
      paragraphs: [
        `${p.inviterName}님이 바로의 ${p.teamName} 팀에 ${roleLabel('ko', p.role)}${instrumental(roleLabel('ko', p.role))} 초대했습니다.`,
        '아래 버튼을 눌러 초대를 확인해 주세요. 바로 계정이 없다면 같은 이메일 주소로 가입한 뒤 수락할 수 있습니다.',
      ],
      action: { label: '초대 확인하기', url: p.link },
      notes: [
        `이 초대는 7일 동안(${p.expiresAt}까지) 유효합니다.`,
        '초대받을 이유가 없다면 이 메일을 무시해 주세요.',
      ],
    }),
    en: (p) => ({
      subject: `[Baro] ${p.inviterName} invited you to the team ${p.teamName}`,
      greeting: 'Hello,',
      paragraphs: [
        `${p.inviterName} invited you to join the team ${p.teamName} on Baro as ${roleLabel('en', p.role)}.`,
        'Use the button below to review the invitation. If you have no Baro account yet, sign up with this e-mail address first, then accept it.',
      ],
      action: { label: 'View invitation', url: p.link },
      notes: [
        `This invitation expires in 7 days (${p.expiresAt}, Korea time).`,
        'If you were not expecting it, you can ignore this e-mail.',
      ],
    }),
  },
};
