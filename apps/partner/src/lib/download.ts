import { fileDownloadRequest, startDownload } from '@baro/client';
import type { DownloadLink } from '@baro/core';
import { notifyError, notifySuccess } from '@baro/ui';
import { apiClient } from './api.ts';

/**
 * Asks the API for a download link (an export, the template, a stored file) and starts the
 * browser's download without leaving the page; says so, or says why it failed.
 */
export async function downloadFrom(
  getLink: () => Promise<DownloadLink>,
  messages: { started: string; failed: (error: unknown) => string },
  fileName?: string,
): Promise<boolean> {
  try {
    const link = await getLink();
    startDownload(link.preSignedUrl, fileName ? { fileName } : {});
    notifySuccess(messages.started);
    return true;
  } catch (error) {
    notifyError(messages.failed(error));
    return false;
  }
}

/** `GET /api/file/download?key=`: a stored file's link. */
export const fileLink = (key: string): Promise<DownloadLink> => apiClient.request(fileDownloadRequest(key));
