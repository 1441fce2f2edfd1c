import type { Language } from '@baro/core';
import type { MailContent } from './mail-content.ts';

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for HTML element content and quoted attribute values alike. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char);
}

const CHROME: Record<Language, { brand: string; signature: string; fallback: string; footer: string }> = {
  ko: {
    brand: '바로',
    signature: '바로 드림',
    fallback: '버튼이 열리지 않으면 아래 주소를 복사해 브라우저 주소창에 붙여 넣어 주세요.',
    footer: '이 메일은 발신 전용입니다. 문의는 바로 고객센터를 이용해 주세요.',
  },
  en: {
    brand: 'Baro',
    signature: 'The Baro team',
    fallback: 'If the button does not open, copy this address into your browser:',
    footer: 'This is an automated message; replies to it are not read. Please contact Baro support instead.',
  },
};

/** The plain-text part: the link on a line of its own so every mail client makes it clickable. */
export function renderText(content: MailContent, lang: Language): string {
  return [
    content.greeting,
    ...content.paragraphs,
    content.action.url,
    ...content.notes,
    CHROME[lang].signature,
    '--',
    CHROME[lang].footer,
  ].join('\n\n');
}

const FONT = "font-family:'Apple SD Gothic Neo','Malgun Gothic','Noto Sans KR',Arial,sans-serif";

/** The HTML part: one narrow column with inline styles only (mail clients drop style sheets). */
export function renderHtml(content: MailContent, lang: Language): string {
  const chrome = CHROME[lang];
  const url = escapeHtml(content.action.url);
  const paragraph = (text: string) =>
    `<p style="margin:0 0 16px;font-size:15px;line-height:1.6;color:#1f2933;">${escapeHtml(text)}</p>`;
  const note = (text: string) =>
    `<p style="margin:0 0 8px;font-size:13px;line-height:1.6;color:#52606d;">${escapeHtml(text)}</p>`;
  return `<!doctype html>
<html lang="${lang}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;padding:0;background:#f4f5f7;${FONT};">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f5f7;padding:24px 12px;">
<tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:8px;border:1px solid #e4e7eb;">
<tr><td style="padding:20px 28px;border-bottom:1px solid #e4e7eb;font-size:20px;font-weight:700;color:#1d4ed8;">${escapeHtml(chrome.brand)}</td></tr>
<tr><td style="padding:28px;">
${paragraph(content.greeting)}
${content.paragraphs.map(paragraph).join('\n')}
<p style="margin:24px 0;"><a href="${url}" style="display:inline-block;padding:12px 24px;background:#1d4ed8;color:#ffffff;text-decoration:none;border-radius:6px;font-size:15px;font-weight:700;">${escapeHtml(content.action.label)}</a></p>
${content.notes.map(note).join('\n')}
${note(chrome.fallback)}
<p style="margin:0 0 16px;font-size:13px;line-height:1.6;word-break:break-all;"><a href="${url}" style="color:#1d4ed8;">${url}</a></p>
${paragraph(chrome.signature)}
</td></tr>
<tr><td style="padding:16px 28px;border-top:1px solid #e4e7eb;font-size:12px;line-height:1.5;color:#7b8794;">${escapeHtml(chrome.footer)}</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}
