import { QueryClient } from '@tanstack/react-query';
import { describe, expect, test } from 'vitest';
import { createFakeApiClient } from '../testing/fake-api.ts';
import { locationSearchQueryOptions, type normalizeLocationSearch } from './search-locations.ts';

const busan = {
  code: 'KRPUS',
  kind: 'sea',
  nameKo: '부산',
  nameEn: 'Busan',
  countryCode: 'KR',
  timeZone: 'Asia/Seoul',
};

describe('location search', () => {
  test('the key is the request as sent: equal searches share it, different ones never do', () => {
    const { client } = createFakeApiClient({});
    const key = (params: Parameters<typeof normalizeLocationSearch>[0]) =>
      locationSearchQueryOptions(client, params).queryKey;
    expect(key({ query: ' 부  산 ', kind: 'sea' })).toEqual(key({ query: '부 산', kind: 'sea', limit: 20 }));
    expect(key({ query: 'bus', kind: 'sea', limit: 15 })).not.toEqual(key({ query: 'bus', kind: 'sea' }));
    expect(key({ query: 'bus', kind: 'sea' })).not.toEqual(key({ query: 'bus' }));
    expect(key({ query: 'bus' })[0]).toBe('locations');
  });

  test('sends exactly what the key says', async () => {
    const api = createFakeApiClient({ 'GET /api/locations': { body: { items: [busan] } } });
    const queryClient = new QueryClient();
    const list = await queryClient.fetchQuery(
      locationSearchQueryOptions(api.client, { query: ' 부  산 ', kind: 'sea', limit: 5 }),
    );
    expect(list.items.map((item) => item.code)).toEqual(['KRPUS']);
    expect(api.requests.map((request) => request.path)).toEqual([
      `/api/locations?${new URLSearchParams({ query: '부 산', kind: 'sea', limit: '5' })}`,
    ]);
    await queryClient.fetchQuery(
      locationSearchQueryOptions(api.client, { query: '부 산', kind: 'sea', limit: 5 }),
    );
    expect(api.requests).toHaveLength(1);
  });
});
