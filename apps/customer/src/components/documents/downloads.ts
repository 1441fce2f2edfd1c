import { type ApiRequest, type DownloadLinks, fileDownloadRequest, startDownload } from '@baro/client';
import { type DownloadLink, downloadLinkSchema } from '@baro/core';
import { useCallback, useState } from 'react';
import { apiClient } from '../../lib/api.ts';
import { createCustomerDownloadLinks } from '../../store/download-links.ts';
import type { DownloadKind } from '../../store/download-slice.ts';
import { type AppStore, useAppStore } from '../../store/store.ts';

/** How a download starts in the browser; tests watch `start`. */
export const downloadStarter = {
  start: (url: string): void => startDownload(url),
};

// One helper per store: it remembers which request made the stored link of each kind, so a link
// still valid (before expiredAt) is reused rather than asked for again.
const helpers = new WeakMap<object, DownloadLinks<DownloadKind>>();

function linksOf(store: AppStore): DownloadLinks<DownloadKind> {
  let links = helpers.get(store);
  if (!links) {
    links = createCustomerDownloadLinks(store, apiClient, { start: (url) => downloadStarter.start(url) });
    helpers.set(store, links);
  }
  return links;
}

/** `GET /api/bid/download/{id}`: the bid quotation detail PDF (request, quotes, accepted one marked). */
export function bidQuotationRequest(bidId: string): ApiRequest<DownloadLink> {
  return {
    base: 'shipping',
    method: 'GET',
    path: `/bid/download/${encodeURIComponent(bidId)}`,
    schema: downloadLinkSchema,
  };
}

export type DownloadOutcome = { ok: true } | { ok: false; failureInfo: unknown };

/**
 * Downloads through the download slice (SPEC §3): stored files by key (`file`) and the bid
 * quotation detail (`bidQuotation`). `pending` names what is being fetched (a file key or
 * `bid:<id>`), for the button's spinner. Failures resolve with the server's error body.
 */
export function useDownloads() {
  const store = useAppStore();
  const [pending, setPending] = useState<string | null>(null);

  const run = useCallback(
    async (
      label: string,
      kind: DownloadKind,
      request: ApiRequest<DownloadLink>,
    ): Promise<DownloadOutcome> => {
      setPending(label);
      try {
        const result = await linksOf(store).download(kind, request);
        return result.ok ? { ok: true } : { ok: false, failureInfo: result.failureInfo };
      } finally {
        setPending((current) => (current === label ? null : current));
      }
    },
    [store],
  );

  const downloadFile = useCallback((key: string) => run(key, 'file', fileDownloadRequest(key)), [run]);
  const downloadBidQuotation = useCallback(
    (bidId: string) => run(`bid:${bidId}`, 'bidQuotation', bidQuotationRequest(bidId)),
    [run],
  );
  return { pending, downloadFile, downloadBidQuotation };
}
