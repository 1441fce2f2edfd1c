import { type ApiRequest, type DownloadLinks, useErrorText } from '@baro/client';
import type { DownloadLink, EstimateDocumentFormat, FreightType } from '@baro/core';
import { notify, notifyError } from '@baro/ui';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiClient } from '../../../lib/api.ts';
import { createCustomerDownloadLinks } from '../../../store/download-links.ts';
import type { DownloadKind } from '../../../store/download-slice.ts';
import { type AppStore, useAppStore } from '../../../store/store.ts';

/**
 * `PUT /api/searchEstimate/download {estimateLogId, estimateId, format}`: the quotation of a live
 * result (PDF, or XLSX), as a signed link (download kind `realTimeQuotation`).
 */
export function liveQuotationRequest(
  target: { estimateLogId: string; estimateId: string },
  format: EstimateDocumentFormat,
): ApiRequest<DownloadLink> {
  return {
    base: 'shipping',
    method: 'PUT',
    path: '/searchEstimate/download',
    body: { estimateLogId: target.estimateLogId, estimateId: target.estimateId, format },
  };
}

/**
 * `PUT /api/searchEstimate/download/{id} {estimateLogId, freightType}` (SPEC §7): the quotation of
 * the estimate an e-mail linked to (`id` is the estimate), PDF unless XLSX is asked for (download
 * kind `emailEstimate`).
 */
export function emailedEstimateRequest(
  target: { estimateLogId: string; estimateId: string; freightType: FreightType },
  format: EstimateDocumentFormat,
): ApiRequest<DownloadLink> {
  return {
    base: 'shipping',
    method: 'PUT',
    path: `/searchEstimate/download/${encodeURIComponent(target.estimateId)}`,
    body: {
      estimateLogId: target.estimateLogId,
      freightType: target.freightType,
      ...(format === 'pdf' ? {} : { format }),
    },
  };
}

// One helper per store: it remembers which request made each kind's link, so the link in the
// download slice is handed out again only for the same quotation, and only before expiredAt.
const helpers = new WeakMap<AppStore, DownloadLinks<DownloadKind>>();

function downloadLinksOf(store: AppStore): DownloadLinks<DownloadKind> {
  let links = helpers.get(store);
  if (!links) {
    links = createCustomerDownloadLinks(store, apiClient);
    helpers.set(store, links);
  }
  return links;
}

/**
 * Quotation downloads through the download slice (SPEC §3 download link entry): a stored link is
 * reused until its expiredAt, then requested again. `pending` names the download under way (the
 * `key` given), for its button's spinner; a failure is said in a toast in the server's words.
 */
export function useQuotationDownload(kind: Extract<DownloadKind, 'realTimeQuotation' | 'emailEstimate'>) {
  const store = useAppStore();
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [pending, setPending] = useState<string | null>(null);

  const download = useCallback(
    async (key: string, request: ApiRequest<DownloadLink>) => {
      setPending(key);
      try {
        const result = await downloadLinksOf(store).download(kind, request);
        if (result.ok) notify(t('download.started'), { id: `download-${kind}` });
        else notifyError(errorText(result.failureInfo), { title: t('download.failed') });
        return result.ok;
      } finally {
        setPending((current) => (current === key ? null : current));
      }
    },
    [store, kind, t, errorText],
  );

  return { download, pending };
}
