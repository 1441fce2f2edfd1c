import type { BenchData } from './bench-data.ts';
import type { Scenario } from './protocol.ts';
import type { SearchBenchData } from './search-data.ts';

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The requests of issue 12's table, on the data `seedBenchData` made. */
export function scenarios(data: BenchData): Scenario[] {
  return [
    { name: 'health', method: 'GET', path: '/api/health', headers: {} },
    { name: 'location', method: 'GET', path: '/api/locations/KRPUS', headers: {} },
    { name: 'me', method: 'GET', path: '/api/users/me', headers: bearer(data.customerToken) },
    { name: 'team', method: 'GET', path: '/api/teams/me', headers: bearer(data.customerToken) },
    {
      name: 'search',
      method: 'POST',
      path: '/api/searchEstimate',
      headers: { ...bearer(data.customerToken), 'content-type': 'application/json' },
      body: JSON.stringify(data.search),
    },
    {
      name: 'list10',
      method: 'GET',
      path: '/api/partner/rates?page=2&size=10',
      headers: bearer(data.partnerToken),
    },
    {
      name: 'list100',
      method: 'GET',
      path: '/api/partner/rates?page=2&size=100',
      headers: bearer(data.partnerToken),
    },
  ];
}

const searchPath = (keyword: string) =>
  `/api/content/v2/article/search?keyword=${encodeURIComponent(keyword)}&page=1&size=10`;

/**
 * `npm run bench:search`: the support search (issue 16) the ways people type, next to two
 * baselines on the same server: the health check and a published article read by its id.
 */
export function searchScenarios(data: SearchBenchData): Scenario[] {
  const get = (name: string, path: string, headers: Record<string, string> = {}): Scenario => ({
    name,
    method: 'GET',
    path,
    headers,
  });
  return [
    get('health', '/api/health'),
    get('article', `/api/content/v2/article/${data.articleId}`),
    // A part of a word (반품 in 반품신청, 반품 접수, …): thousands of hits, ranked.
    get('partial', searchPath('반품')),
    // Two words with a space, matched with or without it.
    get('spaced', searchPath('입고 라벨')),
    // A long word few articles have.
    get('long', searchPath('수입신고필증')),
    // One syllable off: nothing matches exactly, so the near search runs too.
    get('typo', searchPath('수입신고필중')),
    // English, any case.
    get('english', searchPath('INCOTERMS'), { lang: 'en' }),
  ];
}
