import {
  type DownloadLink,
  downloadLinkSchema,
  type Page,
  type PartnerRate,
  type PartnerRateListQuery,
  type PartnerRateRequest,
  partnerRatePageSchema,
  partnerRateSchema,
  type RateImportMode,
  type RateImportResult,
  rateImportResultSchema,
} from '@baro/core';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../lib/api.ts';
import { queryKeys } from '../../lib/query-keys.ts';

export type PartnerRatePage = Page<PartnerRate>;
export type RateListParams = Partial<PartnerRateListQuery>;
/** The filters of the list, which the export takes too. */
export type RateFilters = Omit<RateListParams, 'page' | 'size'>;

/** `GET /api/partner/rates?freightType=&pol=&pod=&containerType=&validOn=&page=&size=`. */
export function listRates(query: RateListParams, signal?: AbortSignal): Promise<PartnerRatePage> {
  return apiClient.get('partner', '/rates', {
    query: { ...query },
    schema: partnerRatePageSchema,
    ...(signal ? { signal } : {}),
  });
}

export function useRates(query: RateListParams) {
  return useQuery({
    queryKey: queryKeys.rates.list(query),
    queryFn: ({ signal }) => listRates(query, signal),
    placeholderData: keepPreviousData,
  });
}

/** `GET /api/partner/rates/{id}`. */
export function getRate(id: string, signal?: AbortSignal): Promise<PartnerRate> {
  return apiClient.get('partner', `/rates/${encodeURIComponent(id)}`, {
    schema: partnerRateSchema,
    ...(signal ? { signal } : {}),
  });
}

export function useRate(id: string) {
  return useQuery({ queryKey: queryKeys.rates.detail(id), queryFn: ({ signal }) => getRate(id, signal) });
}

/** `POST /api/partner/rates` → 201, or `PUT /api/partner/rates/{id}` (the whole rate) → 200. */
export function saveRate(id: string | null, rate: PartnerRateRequest): Promise<PartnerRate> {
  return id === null
    ? apiClient.post('partner', '/rates', rate, { schema: partnerRateSchema })
    : apiClient.put('partner', `/rates/${encodeURIComponent(id)}`, rate, { schema: partnerRateSchema });
}

/** `DELETE /api/partner/rates/{id}` → 204. */
export async function deleteRate(id: string): Promise<void> {
  await apiClient.delete('partner', `/rates/${encodeURIComponent(id)}`);
}

/** `GET /api/partner/rates/export?format=xlsx&…filters` → a download link. */
export function exportRates(filters: RateFilters): Promise<DownloadLink> {
  return apiClient.get('partner', '/rates/export', {
    query: { format: 'xlsx', ...filters },
    schema: downloadLinkSchema,
  });
}

/** `GET /api/partner/rates/template?format=xlsx` → a download link to the empty sheet. */
export function rateTemplate(): Promise<DownloadLink> {
  return apiClient.get('partner', '/rates/template', {
    query: { format: 'xlsx' },
    schema: downloadLinkSchema,
  });
}

/** `POST /api/partner/rates/import {key, mode}`: all or nothing (400 RATE_IMPORT_INVALID lists every bad row). */
export function importRates(key: string, mode: RateImportMode): Promise<RateImportResult> {
  return apiClient.post('partner', '/rates/import', { key, mode }, { schema: rateImportResultSchema });
}

/** Save, delete and import, each refreshing the rate lists. */
export function useRateMutations() {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: queryKeys.rates.all });
  return {
    save: useMutation({
      mutationFn: ({ id, rate }: { id: string | null; rate: PartnerRateRequest }) => saveRate(id, rate),
      onSuccess: (saved) => {
        queryClient.setQueryData(queryKeys.rates.detail(saved.id), saved);
        void queryClient.invalidateQueries({ queryKey: queryKeys.rates.lists() });
      },
    }),
    remove: useMutation({ mutationFn: deleteRate, onSuccess: refresh }),
    importSheet: useMutation({
      mutationFn: ({ key, mode }: { key: string; mode: RateImportMode }) => importRates(key, mode),
      onSuccess: refresh,
    }),
  };
}
