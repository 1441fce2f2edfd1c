import type { BenchData } from './bench-data.ts';
import type { Scenario } from './protocol.ts';

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
