import { QueryClient } from '@tanstack/react-query';
import { describe, expect, test } from 'vitest';
import { createQueryKeys, defineQueryKeys, kitQueryKeys } from './query-keys.ts';

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
    const queryKeys = defineQueryKeys('team');
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
});

describe('defineQueryKeys', () => {
  test('gives the app its scopes and the kit’s', () => {
    const queryKeys = defineQueryKeys('bids', 'shipments');
    expect(queryKeys.bids.all).toEqual(['bids']);
    expect(queryKeys.shipments.detail('shp_1')).toEqual(['shipments', 'detail', 'shp_1']);
    expect(queryKeys.locations).toBe(kitQueryKeys.locations);
  });

  test('refuses a scope declared twice or taken from the kit', () => {
    expect(() => defineQueryKeys('bids', 'bids')).toThrow(/"bids" is declared twice/);
    // @ts-expect-error — the type checker refuses the kit's scopes too
    expect(() => defineQueryKeys('locations')).toThrow(/"locations"/);
  });
});
