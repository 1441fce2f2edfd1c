import type { QueryParams } from './api-request.ts';

/**
 * Joins a base (no trailing slash, or `/`) and a path whether or not the path starts with a slash
 * (SPEC §7 writes both `/auth/find/password` and `file/download`), then appends the query.
 * Extra leading slashes are dropped so a path can never turn into a protocol-relative `//host`.
 */
export function buildRequestUrl(base: string, path: string, query?: QueryParams): string {
  const url = `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
  const search = query ? buildQueryString(query) : '';
  return search === '' ? url : `${url}${url.includes('?') ? '&' : '?'}${search}`;
}

function buildQueryString(query: QueryParams): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) {
      if (item !== null && item !== undefined) params.append(name, String(item));
    }
  }
  return params.toString();
}
