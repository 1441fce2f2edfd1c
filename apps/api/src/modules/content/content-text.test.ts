import { describe, expect, it } from 'vitest';
import {
  highlight,
  htmlToText,
  oneLetterOffPatterns,
  renderMarkdown,
  searchTermsOf,
  snippet,
  summaryFromText,
  toSearchText,
} from './content-text.ts';

describe('renderMarkdown', () => {
  it('escapes raw HTML and refuses script links', () => {
    const html = renderMarkdown(
      '<script>alert(1)</script> [x](javascript:alert(1)) <img src=x onerror=alert(1)>',
      'ko',
    );
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('href="javascript:');
  });

  it('opens outside links in a new tab without handing over the window, and says so', () => {
    expect(renderMarkdown('[Baro](https://baro.example) [지원](/support)', 'ko')).toContain(
      '<a href="https://baro.example" target="_blank" rel="noopener noreferrer">Baro<span class="baro-visually-hidden"> (새 창에서 열림)</span></a> <a href="/support">지원</a>',
    );
    expect(renderMarkdown('See https://baro.example', 'en')).toContain(
      '<span class="baro-visually-hidden"> (opens in a new tab)</span></a>',
    );
  });

  it('keeps the new-tab note out of the text search and snippets read', () => {
    expect(htmlToText(renderMarkdown('[Baro](https://baro.example) 안내', 'ko'))).toBe('Baro 안내');
  });
});

describe('search text', () => {
  it('ignores spaces, punctuation and case, and keeps Korean', () => {
    expect(toSearchText('반품 신청-방법, Step 1!')).toBe('반품신청방법step1');
    expect(searchTermsOf('  반품   신청 ')).toEqual({ joined: '반품신청', words: ['반품', '신청'] });
    expect(searchTermsOf('?!')).toBeNull();
  });

  it('lets one letter of a word of three or more letters differ', () => {
    expect(oneLetterOffPatterns('반품신청')).toEqual(['%_품신청%', '%반_신청%', '%반품_청%', '%반품신_%']);
    expect(oneLetterOffPatterns('반품')).toEqual([]);
  });

  it('highlights matches in the original text, across spaces and case', () => {
    const terms = searchTermsOf('입고라벨');
    expect(terms && highlight('박스마다 입고 라벨을 붙입니다', terms, false)).toEqual([
      { text: '박스마다 ', match: false },
      { text: '입고 라벨', match: true },
      { text: '을 붙입니다', match: false },
    ]);
    const english = searchTermsOf('incoterms');
    expect(english && highlight('Incoterms in plain words', english, false)[0]).toEqual({
      text: 'Incoterms',
      match: true,
    });
  });

  it('highlights a near match, and cuts a snippet around the first match', () => {
    const terms = searchTermsOf('수입신고필층');
    expect(terms && highlight('수입신고필증 발급', terms, true)[0]).toEqual({
      text: '수입신고필증',
      match: true,
    });
    const long = `${'가'.repeat(100)} 반품 ${'나'.repeat(300)}`;
    const cut = snippet(long, searchTermsOf('반품') ?? { joined: '', words: [] }, false);
    expect(cut[0]?.text.startsWith('…')).toBe(true);
    expect(cut.find((segment) => segment.match)?.text).toBe('반품');
  });
});

describe('text of HTML and summaries', () => {
  it('takes the words out of HTML', () => {
    expect(htmlToText('<h2>제목</h2><p>본문 &amp; <strong>강조</strong></p>')).toBe('제목 본문 & 강조');
  });

  it('keeps a short text whole and cuts a long one', () => {
    expect(summaryFromText('짧은 글입니다.')).toBe('짧은 글입니다.');
    expect(summaryFromText('a'.repeat(400)).length).toBeLessThanOrEqual(161);
  });
});
