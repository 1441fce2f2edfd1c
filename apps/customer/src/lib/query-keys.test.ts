import { QueryClient } from '@tanstack/react-query';
import { describe, expect, test } from 'vitest';
import { createQueryKeys, queryKeys } from './query-keys.ts';

describe('createQueryKeys', () => {
  const keys = createQueryKeys('articles');

  test('nests lists and details under the scope', () => {
    expect(keys.all).toEqual(['articles']);
    expect(keys.lists()).toEqual(['articles', 'list']);
    expect(keys.list()).toEqual(['articles', 'list']);
    expect(keys.list({ articleType: 'faq', lang: 'ko' })).toEqual([
      'articles',
      'list',
      { articleType: 'faq', lang: 'ko' },
    ]);
    expect(keys.details()).toEqual(['articles', 'detail']);
    expect(keys.detail('grp_1')).toEqual(['articles', 'detail', 'grp_1']);
    expect(keys.detail(7, { lang: 'en' })).toEqual(['articles', 'detail', 7, { lang: 'en' }]);
  });

  test('invalidating a scope reaches its lists and details, and nothing else', async () => {
    const client = new QueryClient();
    client.setQueryData(queryKeys.team.detail('team_1'), 'team');
    client.setQueryData(queryKeys.team.list({ page: 1 }), 'members');
    client.setQueryData(queryKeys.me.all, 'me');
    await client.invalidateQueries({ queryKey: queryKeys.team.all });
    const stale = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;
    expect(stale(queryKeys.team.detail('team_1'))).toBe(true);
    expect(stale(queryKeys.team.list({ page: 1 }))).toBe(true);
    expect(stale(queryKeys.me.all)).toBe(false);
  });

  test('every scope of the app is distinct', () => {
    const scopes = Object.values(queryKeys).map((scope) => scope.all[0]);
    expect(new Set(scopes).size).toBe(scopes.length);
  });
});
