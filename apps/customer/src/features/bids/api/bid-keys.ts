import { createQueryKeys } from '../../../lib/query-keys.ts';

/** The cache of `GET /api/bid` (lists by filter and page) and `GET /api/bid/{id}`. */
export const bidKeys = createQueryKeys('bids');

/** The cache of `GET /api/locations` answers, by kind and search text. */
export const locationKeys = createQueryKeys('locations');
