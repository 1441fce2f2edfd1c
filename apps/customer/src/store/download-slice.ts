import { finishLoading, type RequestStatus, startLoading, toFailureInfo } from '@baro/client';
import { type ErrorBody, getDownloadLinkExpiry, parseInstant } from '@baro/core';
import { createSlice, type Dispatch, type PayloadAction } from '@reduxjs/toolkit';

/**
 * What a download link is for (SPEC §7): an estimate opened from an e-mail
 * (`PUT /searchEstimate/download/{id}`), a real-time bid quotation (`PUT /searchEstimate/download`),
 * a bid quotation detail (`GET /bid/download/{id}`) and stored files such as invoices,
 * certificates, import declarations and purchase orders (`GET file/download?key=`).
 * One entry per kind: a new link of a kind replaces the previous one.
 */
export const DOWNLOAD_KINDS = ['emailEstimate', 'realTimeQuotation', 'bidQuotation', 'file'] as const;
export type DownloadKind = (typeof DOWNLOAD_KINDS)[number];

/** Whether the screen should start the download by itself once the link arrives (SPEC §3). */
export type NeedInitialDownload = 'yes' | 'no';

/** What the server answers for a download link (only these fields are used, SPEC §7). */
export interface DownloadLink {
  readonly preSignedUrl: string;
  /** When the presigned URL stops working: ISO 8601 or epoch milliseconds. */
  readonly expirationTime: string | number;
}

/** SPEC §3's download link entry. */
export interface DownloadEntry {
  readonly data: { readonly preSignedUrl: string } | undefined;
  readonly status: RequestStatus | undefined;
  readonly needInitialDownload: NeedInitialDownload;
  /**
   * ISO 8601 instant after which the link is treated as expired: the server's expirationTime
   * minus 60 seconds (getDownloadLinkExpiry), so a link never dies mid-download. Undefined when
   * there is no link or the server's time could not be read (then the link counts as expired).
   */
  readonly expiredAt: string | undefined;
  /** The error body of the last failure. */
  readonly failureInfo: ErrorBody | undefined;
}

export type DownloadState = Readonly<Partial<Record<DownloadKind, DownloadEntry>>>;

/** An entry before any request, and after a reset. */
export const EMPTY_DOWNLOAD_ENTRY: DownloadEntry = Object.freeze({
  data: undefined,
  status: undefined,
  needInitialDownload: 'no',
  expiredAt: undefined,
  failureInfo: undefined,
});

const initialState: DownloadState = {};

/**
 * SPEC §3 `download`: presigned download links by download kind.
 *
 * - `success` stores the link with status SUCCESS, `needInitialDownload: 'yes'` (the screen
 *   starts the download once, then sets it to 'no') and `expiredAt`;
 * - `failure` stores the error body with status FAILURE and no pending initial download;
 * - `setNeedInitialDownload` changes the flag;
 * - `reset` empties one kind, `resetAll` every kind.
 *
 * Loading is tracked by the loading slice as `download/<kind>` (see requestDownloadLink).
 */
export const downloadSlice = createSlice({
  name: 'download',
  initialState,
  reducers: {
    success(state, action: PayloadAction<{ kind: DownloadKind; link: DownloadLink }>) {
      const { kind, link } = action.payload;
      state[kind] = {
        data: { preSignedUrl: link.preSignedUrl },
        status: 'SUCCESS',
        needInitialDownload: 'yes',
        expiredAt: getDownloadLinkExpiry(link.expirationTime)?.toISOString(),
        failureInfo: undefined,
      };
    },
    failure(state, action: PayloadAction<{ kind: DownloadKind; failureInfo: ErrorBody }>) {
      const { kind, failureInfo } = action.payload;
      state[kind] = {
        ...(state[kind] ?? EMPTY_DOWNLOAD_ENTRY),
        status: 'FAILURE',
        needInitialDownload: 'no',
        failureInfo,
      };
    },
    setNeedInitialDownload(
      state,
      action: PayloadAction<{ kind: DownloadKind; needInitialDownload: NeedInitialDownload }>,
    ) {
      const { kind, needInitialDownload } = action.payload;
      const entry = state[kind];
      if (entry) entry.needInitialDownload = needInitialDownload;
    },
    reset(state, action: PayloadAction<{ kind: DownloadKind }>) {
      delete state[action.payload.kind];
    },
    resetAll() {
      return initialState;
    },
  },
  selectors: {
    /** The entry of a kind; the empty entry when there is none. */
    selectDownload: (state: DownloadState, kind: DownloadKind): DownloadEntry =>
      state[kind] ?? EMPTY_DOWNLOAD_ENTRY,
  },
});

export const downloadActions = downloadSlice.actions;
export const { selectDownload } = downloadSlice.selectors;

/** The loading-slice type of a download kind: `download/file`. */
export const downloadLoadingType = (kind: DownloadKind): string => `download/${kind}`;

/**
 * The presigned URL to open now, or null when there is none or it is past `expiredAt` (then
 * request a new link rather than hand out one that fails mid-download).
 */
export function usableDownloadUrl(entry: DownloadEntry, now: number = Date.now()): string | null {
  if (entry.status !== 'SUCCESS' || !entry.data) return null;
  const expiredAt = parseInstant(entry.expiredAt);
  return expiredAt && expiredAt.getTime() > now ? entry.data.preSignedUrl : null;
}

export type DownloadResult =
  | { readonly ok: true; readonly link: DownloadLink }
  | { readonly ok: false; readonly failureInfo: ErrorBody; readonly error: unknown };

/**
 * Fetches a download link through the SPEC §4 sequence: loading started → fetcher → SUCCESS
 * with the link or FAILURE with the error body → loading finished, always. Failures resolve
 * (they are in the store), so callers need no try/catch.
 *
 *     await requestDownloadLink(dispatch, 'bidQuotation', () =>
 *       apiClient.get('shipping', `/bid/download/${id}`));
 */
export async function requestDownloadLink(
  dispatch: Dispatch,
  kind: DownloadKind,
  fetcher: () => Promise<DownloadLink>,
): Promise<DownloadResult> {
  const loading = { type: downloadLoadingType(kind) };
  dispatch(startLoading(loading));
  try {
    const link = await fetcher();
    dispatch(downloadActions.success({ kind, link }));
    return { ok: true, link };
  } catch (error) {
    const failureInfo = toFailureInfo(error);
    dispatch(downloadActions.failure({ kind, failureInfo }));
    return { ok: false, failureInfo, error };
  } finally {
    dispatch(finishLoading(loading));
  }
}
