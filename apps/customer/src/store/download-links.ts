import { type ApiClient, createDownloadLinks, type DownloadLinks } from '@baro/client';
import { type DownloadKind, downloadActions, requestDownloadLink, selectDownload } from './download-slice.ts';
import type { AppStore } from './store.ts';

export interface CustomerDownloadLinksOptions {
  /** @default Date.now */
  readonly now?: () => number;
  /** Starts the browser download; @baro/client's startDownload (an anchor click) by default. */
  readonly start?: (url: string) => void;
}

/**
 * The download helper (issue 5) over this app's download slice: a link of a kind is taken from
 * the slice while `now < expiredAt`, else requested again through requestDownloadLink (loading,
 * SUCCESS with needInitialDownload yes, or FAILURE). `download` marks the initial download done.
 *
 *     const links = createCustomerDownloadLinks(store, apiClient);
 *     await links.download('file', fileDownloadRequest(key));
 */
export function createCustomerDownloadLinks(
  store: Pick<AppStore, 'dispatch' | 'getState'>,
  api: ApiClient,
  options: CustomerDownloadLinksOptions = {},
): DownloadLinks<DownloadKind> {
  return createDownloadLinks<DownloadKind>({
    api,
    ...options,
    store: {
      getEntry: (kind) => selectDownload(store.getState(), kind),
      requestLink: (kind, fetcher) => requestDownloadLink(store.dispatch, kind, fetcher),
      markDownloaded: (kind) =>
        store.dispatch(downloadActions.setNeedInitialDownload({ kind, needInitialDownload: 'no' })),
    },
  });
}
