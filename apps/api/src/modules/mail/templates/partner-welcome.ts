import type { MailTemplate } from './mail-content.ts';

/**
 * Sent when staff onboard a partner forwarder's administrator (`POST /api/admin/partners`, `…/admins`):
 * the link chooses the account's first password (single use, valid for 7 days).
 */
export const partnerWelcomeTemplate: MailTemplate<'name' | 'partnerName' | 'link' | 'expiresAt'> = {
  params: ['name', 'partnerName', 'link', 'expiresAt'],
  render: {
    ko: (p) => ({
      subject: `[바로] ${p.partnerName} 파트너 계정이 준비되었습니다`,
      greeting: `${p.name}님, 안녕하세요.`,
      paragraphs: [
        `바로 파트너 서비스에 ${p.partnerName}의 관리자로 등록되셨습니다.`,
        '아래 버튼을 눌러 비밀번호를 정한 뒤, 이 메일 주소로 로그인하시면 고객의 운송 견적 요청에 견적을 내실 수 있습니다.',
      ],
      action: { label: '비밀번호 정하기', url: p.link },
      notes: [
        `이 링크는 ${p.expiresAt}까지 한 번만 사용할 수 있습니다. 기간이 지나면 바로 담당자에게 다시 요청해 주세요.`,
      ],
    }),
    en: (p) => ({
      subject: `[Baro] Your partner account for ${p.partnerName} is ready`,
      greeting: `Hello ${p.name},`,
      paragraphs: [
        `You have been registered as an administrator of ${p.partnerName} on Baro Partner.`,
        "Choose your password with the button below, then log in with this e-mail address to quote on customers' freight requests.",
      ],
      action: { label: 'Choose a password', url: p.link },
      notes: [
        `This link works once until ${p.expiresAt} (Korea time). After that, ask your Baro contact for a new one.`,
      ],
    }),
  },
};
