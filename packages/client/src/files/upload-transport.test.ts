import { describe, expect, test } from 'vitest';
import { createXhrTransport, errorBodyOf, FileTransferError, type XhrLike } from './upload-transport.ts';

/** A scripted XMLHttpRequest: the test plays the network's part through `respond`, `fail` and `progress`. */
class FakeXhr implements XhrLike {
  static last: FakeXhr | undefined;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  sent: Blob | undefined;
  aborted = false;
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  ontimeout: (() => void) | null = null;

  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: Blob) {
    this.sent = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  progress(loaded: number, total: number, lengthComputable = true) {
    this.upload.onprogress?.({ loaded, total, lengthComputable } as ProgressEvent);
  }
  respond(status: number, body = '') {
    this.status = status;
    this.responseText = body;
    this.onload?.();
  }
  fail() {
    this.onerror?.();
  }
}

function start(signal = new AbortController().signal) {
  const progress: [number, number][] = [];
  const transport = createXhrTransport({ createXhr: () => new FakeXhr(), getLanguage: () => 'en' });
  const body = new Blob(['0123456789']);
  const pending = transport({
    url: 'https://s3.example/bucket/key?X-Amz-Signature=abc',
    body,
    contentType: 'application/pdf',
    signal,
    onProgress: (loaded, total) => progress.push([loaded, total]),
  });
  const xhr = FakeXhr.last as FakeXhr;
  return { pending, xhr, progress, body };
}

describe('createXhrTransport', () => {
  test('PUTs the raw bytes with the declared Content-Type and reports upload progress', async () => {
    const { pending, xhr, progress, body } = start();
    expect(xhr.method).toBe('PUT');
    expect(xhr.url).toBe('https://s3.example/bucket/key?X-Amz-Signature=abc');
    expect(xhr.headers).toEqual({ 'Content-Type': 'application/pdf' });
    expect(xhr.sent).toBe(body);
    xhr.progress(4, 10);
    xhr.progress(7, 0, false);
    xhr.respond(200);
    await expect(pending).resolves.toBeUndefined();
    expect(progress).toEqual([
      [4, 10],
      [7, 10],
      [10, 10],
    ]);
  });

  test('a non-2xx answer rejects with its status; the query (the signature) is left out of the error', async () => {
    const { pending, xhr } = start();
    xhr.respond(503, '<Error><Code>SlowDown</Code></Error>');
    const error = await pending.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(FileTransferError);
    expect(error).toMatchObject({
      status: 503,
      retryable: true,
      url: 'https://s3.example/bucket/key',
      body: { code: 'SERVICE_UNAVAILABLE' },
    });
  });

  test("the storage's own error body is kept", async () => {
    const { pending, xhr } = start();
    xhr.respond(410, JSON.stringify({ code: 'LINK_EXPIRED', message: 'This link has expired.' }));
    await expect(pending).rejects.toMatchObject({
      status: 410,
      linkRefused: true,
      body: { code: 'LINK_EXPIRED', message: 'This link has expired.' },
    });
  });

  test('no answer rejects as retryable with status null', async () => {
    const { pending, xhr } = start();
    xhr.fail();
    await expect(pending).rejects.toMatchObject({
      status: null,
      retryable: true,
      body: { code: 'SERVICE_UNAVAILABLE' },
    });
  });

  test('the signal aborts the XMLHttpRequest and rejects with its reason', async () => {
    const controller = new AbortController();
    const { pending, xhr } = start(controller.signal);
    const reason = new DOMException('cancelled', 'AbortError');
    controller.abort(reason);
    await expect(pending).rejects.toBe(reason);
    expect(xhr.aborted).toBe(true);
  });

  test('an already aborted signal sends nothing', async () => {
    FakeXhr.last = undefined;
    const { pending } = start(AbortSignal.abort());
    await expect(pending).rejects.toThrow();
    expect(FakeXhr.last).toBeUndefined();
  });
});

describe('FileTransferError', () => {
  test.each([
    [null, true, false],
    [408, true, false],
    [429, true, false],
    [500, true, false],
    [503, true, false],
    [403, true, true],
    [410, true, true],
    [400, false, false],
    [413, false, false],
    [415, false, false],
  ])('status %s: retryable %s, link refused %s', (status, retryable, linkRefused) => {
    const error = new FileTransferError(status, errorBodyOf(status ?? 0, '', 'ko'), {
      method: 'PUT',
      url: '/',
    });
    expect(error.retryable).toBe(retryable);
    expect(error.linkRefused).toBe(linkRefused);
  });

  test('an S3 403 reads as an expired link', () => {
    expect(errorBodyOf(403, '<Error><Code>AccessDenied</Code></Error>', 'en')).toEqual({
      code: 'LINK_EXPIRED',
      message: 'This link has expired. Please request a new one.',
    });
  });
});
