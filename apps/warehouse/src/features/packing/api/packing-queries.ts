import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys.ts';
import { getPackingOrder } from './find-order.ts';
import { getPackingWave } from './find-wave.ts';

// The order and the wave on the station, under the same keys as the desk's order and wave pages
// (the same requests): a pack refreshes both wherever they are shown.

export const packingOrderQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys.orders.detail(id),
    queryFn: ({ signal }) => getPackingOrder(id, signal),
  });

export function usePackingOrder(id: string | null) {
  return useQuery({ ...packingOrderQueryOptions(id ?? ''), enabled: id !== null });
}

export const packingWaveQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys.waves.detail(id),
    queryFn: ({ signal }) => getPackingWave(id, signal),
  });

export function usePackingWave(id: string | null) {
  return useQuery({ ...packingWaveQueryOptions(id ?? ''), enabled: id !== null });
}
