/** The parts of `document` startDownload uses; tests pass a stand-in. */
export interface DownloadDocument {
  createElement(tagName: 'a'): {
    href: string;
    download: string;
    rel: string;
    style: { display: string };
    click(): void;
    remove(): void;
  };
  readonly body: { appendChild(node: unknown): unknown };
}

export interface StartDownloadOptions {
  /**
   * A name suggestion. Browsers ignore it for another origin's URL; the presigned download
   * answers `Content-Disposition: attachment` with the original name anyway.
   */
  readonly fileName?: string;
  /** @default globalThis.document */
  readonly document?: DownloadDocument;
}

/**
 * Starts a browser download of `url` without leaving the page: a hidden `<a download>` is
 * clicked and removed. The response's `Content-Disposition: attachment` keeps the page in place.
 */
export function startDownload(url: string, options: StartDownloadOptions = {}): void {
  const doc = options.document ?? (globalThis.document as unknown as DownloadDocument);
  const anchor = doc.createElement('a');
  anchor.href = url;
  anchor.download = options.fileName ?? '';
  anchor.rel = 'noopener';
  anchor.style.display = 'none';
  doc.body.appendChild(anchor);
  try {
    anchor.click();
  } finally {
    anchor.remove();
  }
}
