import { describe, expect, it } from 'vitest';
import {
  articleListQuerySchema,
  articleSearchQuerySchema,
  createArticleRequestSchema,
  updateArticleRequestSchema,
} from './content.ts';

const ko = { title: '반품 신청 방법', bodyMarkdown: '## 반품\n\n마이페이지에서 신청합니다.' };

describe('content contracts', () => {
  it('reads list filters from a query string', () => {
    expect(articleListQuerySchema.parse({ articleType: 'faq', notice: 'true', page: '2' })).toEqual({
      articleType: 'faq',
      notice: true,
      page: 2,
      size: 20,
    });
    expect(articleListQuerySchema.safeParse({ articleType: 'notice' }).success).toBe(false);
  });

  it('normalises the search keyword and refuses an empty one', () => {
    expect(articleSearchQuerySchema.parse({ keyword: '  반품\u200B ' }).keyword).toBe('반품');
    expect(articleSearchQuerySchema.safeParse({ keyword: '   ' }).success).toBe(false);
    expect(articleSearchQuerySchema.safeParse({ keyword: 'x'.repeat(101) }).success).toBe(false);
  });

  it('gives an empty summary when none is written', () => {
    const parsed = createArticleRequestSchema.parse({ articleType: 'howto', translations: { ko } });
    expect(parsed.translations.ko.summary).toBe('');
    expect(parsed.notice).toBe(false);
  });

  it('wants terms details on terms articles and nowhere else', () => {
    const terms = { kind: 'service', versionLabel: 'v1.0', effectiveOn: '2026-01-01' };
    expect(createArticleRequestSchema.safeParse({ articleType: 'terms', translations: { ko } }).success).toBe(
      false,
    );
    expect(
      createArticleRequestSchema.safeParse({ articleType: 'terms', terms, translations: { ko } }).success,
    ).toBe(true);
    const wrong = createArticleRequestSchema.safeParse({ articleType: 'faq', terms, translations: { ko } });
    expect(wrong.success).toBe(false);
    expect(wrong.error?.issues[0]?.path).toEqual(['terms']);
  });

  it('needs the revision an edit started from, and lets English be removed', () => {
    expect(updateArticleRequestSchema.safeParse({ notice: true }).success).toBe(false);
    expect(
      updateArticleRequestSchema.parse({ revision: 2, translations: { en: null } }).translations?.en,
    ).toBe(null);
  });
});
