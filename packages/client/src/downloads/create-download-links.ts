import { type DownloadLink, downloadLinkSchema, type ErrorBody, parseInstant } from '@baro/core';
import type { ApiRequest } from '../api/api-request.ts';
import type { ApiClient } from '../api/create-api-client.ts';
import type { RequestStatus } from '../request-state/request-state.ts';
import { startDownload } from './start-download.ts';

/** What the helper reads of SPEC §3's download link entry. */
export interface DownloadLinkEntryLike {
  readonly data: { readonly preSignedUrl: string } | undefined;
  readonly status: RequestStatus | undefined;
  /** ISO instant: the server's expirationTime minus 60 s (getDownloadLinkExpiry). */
  readonly expiredAt: string | undefined;
}

export type DownloadLinkOutcome =
  | { readonly ok: true; readonly link: { readonly preSignedUrl: string } }
  | { readonly ok: false; readonly failureInfo: ErrorBody; readonly error: unknown };

/**
 * The app's download slice, seen through two functions (the slice lives in the app's store):
 *
 *     { getEntry: (kind) => selectDownload(store.getState(), kind),
 *       requestLink: (kind, fetcher) => requestDownloadLink(store.dispatch, kind, fetcher) }
 */
export interface DownloadLinkStore<Kind extends string> {
  getEntry(kind: Kind): DownloadLinkEntryLike;
  /**
   * Runs `fetcher` through the slice's request sequence: loading, then SUCCESS with the link
   * (needInitialDownload yes, expiredAt) or FAILURE with the error body, then loading finished.
   */
  requestLink(kind: Kind, fetcher: () => Promise<DownloadLink>): Promise<DownloadLinkOutcome>;
  /** Optional: marks the initial download as done (needInitialDownload 'no') once it started. */
  markDownloaded?(kind: Kind): void;
}

/** How a link was obtained: `renewed` is false when the stored one was still good. */
export type DownloadLinkResult =
  | { readonly ok: true; readonly url: string; readonly renewed: boolean }
  | { readonly ok: false; readonly failureInfo: ErrorBody; readonly error: unknown };

export interface DownloadLinksOptions<Kind extends string> {
  readonly api: ApiClient;
  readonly store: DownloadLinkStore<Kind>;
  /** @default Date.now */
  readonly now?: () => number;
  /** Starts a browser download of a URL. @default startDownload (an anchor click) */
  readonly start?: (url: string) => void;
  /** Where a (root-relative) presigned URL is opened; give it when the API is on another origin. */
  readonly resolveUrl?: (url: string) => string;
}

export interface DownloadLinks<Kind extends string> {
  /**
   * A usable link for `request` (any call answering a DownloadLink: `fileDownloadRequest(key)`,
   * a quotation download…). The stored entry of `kind` is used while `now < expiredAt` and it was
   * made by the same request; otherwise a new link is requested and stored. Concurrent calls for
   * the same request share one call. Failures resolve (they are in the store).
   */
  getDownloadLink(kind: Kind, request: ApiRequest<DownloadLink>): Promise<DownloadLinkResult>;
  /** getDownloadLink, then starts the download and marks the entry's initial download done. */
  download(kind: Kind, request: ApiRequest<DownloadLink>): Promise<DownloadLinkResult>;
}

/** Whether an entry's link may be handed out at `now` (epoch ms): SUCCESS and before expiredAt. */
export function isDownloadLinkUsable(entry: DownloadLinkEntryLike, now: number): boolean {
  if (entry.status !== 'SUCCESS' || !entry.data) return false;
  const expiredAt = parseInstant(entry.expiredAt);
  return expiredAt !== null && now < expiredAt.getTime();
}

/**
 * The download helper (SPEC §3, §4; issue 5): download links come from the download slice's
 * entries and are re-requested once `expiredAt` (the server's expirationTime − 60 s) has passed,
 * so a link never dies mid-download.
 */
export function createDownloadLinks<Kind extends string>(
  options: DownloadLinksOptions<Kind>,
): DownloadLinks<Kind> {
  const { api, store } = options;
  const now = options.now ?? Date.now;
  const start = options.start ?? ((url: string) => startDownload(url));
  const resolveUrl = options.resolveUrl ?? ((url: string) => url);
  // One entry per kind holds whichever link came last; remember which request made it, so a link
  // for file A is never handed out for file B.
  const madeBy = new Map<Kind, { readonly identity: string; readonly url: string }>();
  const pending = new Map<
    Kind,
    { readonly identity: string; readonly result: Promise<DownloadLinkResult> }
  >();

  function getDownloadLink(kind: Kind, request: ApiRequest<DownloadLink>): Promise<DownloadLinkResult> {
    const identity = identify(request);
    const entry = store.getEntry(kind);
    const origin = madeBy.get(kind);
    if (
      isDownloadLinkUsable(entry, now()) &&
      origin?.identity === identity &&
      origin.url === entry.data?.preSignedUrl
    ) {
      return Promise.resolve({ ok: true, url: resolveUrl(origin.url), renewed: false });
    }
    const inFlight = pending.get(kind);
    if (inFlight?.identity === identity) return inFlight.result;

    const result = store
      .requestLink(kind, () => api.request({ schema: downloadLinkSchema, ...request }))
      .then((outcome): DownloadLinkResult => {
        if (!outcome.ok) {
          madeBy.delete(kind);
          return outcome;
        }
        madeBy.set(kind, { identity, url: outcome.link.preSignedUrl });
        return { ok: true, url: resolveUrl(outcome.link.preSignedUrl), renewed: true };
      })
      .finally(() => {
        if (pending.get(kind)?.result === result) pending.delete(kind);
      });
    pending.set(kind, { identity, result });
    return result;
  }

  async function download(kind: Kind, request: ApiRequest<DownloadLink>): Promise<DownloadLinkResult> {
    const result = await getDownloadLink(kind, request);
    if (result.ok) {
      start(result.url);
      store.markDownloaded?.(kind);
    }
    return result;
  }

  return { getDownloadLink, download };
}

/** A request's identity: the same call with the same arguments gives the same link. */
function identify(request: ApiRequest<DownloadLink>): string {
  return JSON.stringify([
    request.base,
    request.method,
    request.path,
    request.query ?? null,
    request.body ?? null,
  ]);
}
