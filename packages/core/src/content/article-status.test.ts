import { describe, expect, it } from 'vitest';
import {
  ARTICLE_ACTIONS,
  type ArticleAction,
  type ArticleLifecycle,
  articleActionError,
  articleStatus,
  hasUnpublishedChanges,
} from './article-status.ts';

const at = '2026-03-01T09:00:00+09:00';
const articles: Record<string, ArticleLifecycle> = {
  neverPublished: { publishedRevision: null, publishAt: null, firstPublishedAt: null },
  scheduledFirst: { publishedRevision: null, publishAt: at, firstPublishedAt: null },
  live: { publishedRevision: 3, publishAt: null, firstPublishedAt: at },
  liveWithScheduledEdit: { publishedRevision: 3, publishAt: at, firstPublishedAt: at },
  takenDown: { publishedRevision: null, publishAt: null, firstPublishedAt: at },
};

describe('articleStatus', () => {
  it.each([
    ['neverPublished', 'draft'],
    ['scheduledFirst', 'scheduled'],
    ['live', 'published'],
    ['liveWithScheduledEdit', 'scheduled'],
    ['takenDown', 'unpublished'],
  ] as const)('%s is %s', (name, status) => {
    expect(articleStatus(articles[name] as ArticleLifecycle)).toBe(status);
  });
});

describe('articleActionError', () => {
  // Every action in every situation: only these are refused.
  const refused = new Set([
    'neverPublished unpublish',
    'neverPublished unschedule',
    'scheduledFirst unpublish',
    'live unschedule',
    'live delete',
    'liveWithScheduledEdit delete',
    'takenDown unpublish',
    'takenDown unschedule',
  ]);
  for (const [name, article] of Object.entries(articles)) {
    for (const action of ARTICLE_ACTIONS) {
      const key = `${name} ${action}`;
      it(`${key} is ${refused.has(key) ? 'refused' : 'allowed'}`, () => {
        expect(articleActionError(article, action as ArticleAction)).toBe(
          refused.has(key) ? 'INVALID_STATE_TRANSITION' : null,
        );
      });
    }
  }
});

describe('hasUnpublishedChanges', () => {
  it('is false only when readers see the draft revision', () => {
    expect(hasUnpublishedChanges({ revision: 3, publishedRevision: 3 })).toBe(false);
    expect(hasUnpublishedChanges({ revision: 4, publishedRevision: 3 })).toBe(true);
    expect(hasUnpublishedChanges({ revision: 1, publishedRevision: null })).toBe(true);
  });
});
