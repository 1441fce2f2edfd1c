import { getErrorText, startDownload } from '@baro/client';
import type { DownloadLink, Language } from '@baro/core';
import { useCallback, useState } from 'react';
import { useUiLabels, useUiLanguage } from '../i18n/ui-language.tsx';
import { notifyError, notifySuccess } from '../toast/notify.tsx';
import { DOWNLOAD_LABELS, type DownloadLabels } from './download-labels.ts';

export interface LinkDownload {
  /**
   * Asks the API for a download link (an export, a template, a stored file, a rendered PDF) and
   * starts the browser's download without leaving the page; says so, or says why it failed in the
   * server's words. Resolves true when the download started.
   */
  download(
    getLink: () => Promise<DownloadLink>,
    options?: { fileName?: string; id?: string },
  ): Promise<boolean>;
  /** The `id` of the download being asked for, for a button's spinner; null when none. */
  pending: string | null;
}

/**
 * Downloads through a fresh link each time (links live minutes). The customer app's SPEC §3
 * downloads go through its download slice instead, which reuses a link until it expires.
 */
export function useLinkDownload(
  options: { language?: Language; labels?: Partial<DownloadLabels> } = {},
): LinkDownload {
  const language = useUiLanguage(options.language);
  const text = useUiLabels(DOWNLOAD_LABELS, language, options.labels);
  const [pending, setPending] = useState<string | null>(null);
  const download = useCallback<LinkDownload['download']>(
    async (getLink, { fileName, id = 'download' } = {}) => {
      setPending(id);
      try {
        const link = await getLink();
        startDownload(link.preSignedUrl, fileName ? { fileName } : {});
        notifySuccess(text.started);
        return true;
      } catch (error) {
        notifyError(getErrorText(error, language));
        return false;
      } finally {
        setPending((current) => (current === id ? null : current));
      }
    },
    [language, text.started],
  );
  return { download, pending };
}
