/** Every API request is aborted after one minute (SPEC §7, §9). */
export const REQUEST_TIMEOUT_MS = 60_000;

/** A download link is considered expired this long before the server's expirationTime (SPEC §9). */
export const DOWNLOAD_LINK_EXPIRY_MARGIN_MS = 60_000;
