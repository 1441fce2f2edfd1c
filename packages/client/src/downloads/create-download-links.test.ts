import { type DownloadLink, type ErrorBody, getDownloadLinkExpiry } from '@baro/core';
import { describe, expect, test } from 'vitest';
import { fileDownloadRequest } from '../files/file-calls.ts';
import { toFailureInfo } from '../request-state/to-failure-info.ts';
import { createHarness } from '../testing/client-harness.ts';
import { deferred, jsonResponse, type RecordedCall } from '../testing/fake-fetch.ts';
import {
  createDownloadLinks,
  type DownloadLinkEntryLike,
  type DownloadLinkStore,
  isDownloadLinkUsable,
} from './create-download-links.ts';
import { type DownloadDocument, startDownload } from './start-download.ts';

type Kind = 'file' | 'bidQuotation';

interface Entry extends DownloadLinkEntryLike {
  readonly needInitialDownload: 'yes' | 'no';
  readonly failureInfo: ErrorBody | undefined;
}

const EMPTY: Entry = {
  data: undefined,
  status: undefined,
  needInitialDownload: 'no',
  expiredAt: undefined,
  failureInfo: undefined,
};

/** The download slice's semantics (SPEC §3, §4) over a plain map, as the app's slice implements them. */
function memoryStore(): DownloadLinkStore<Kind> & { entries: Map<Kind, Entry> } {
  const entries = new Map<Kind, Entry>();
  return {
    entries,
    getEntry: (kind) => entries.get(kind) ?? EMPTY,
    async requestLink(kind, fetcher) {
      try {
        const link = await fetcher();
        entries.set(kind, {
          data: { preSignedUrl: link.preSignedUrl },
          status: 'SUCCESS',
          needInitialDownload: 'yes',
          expiredAt: getDownloadLinkExpiry(link.expirationTime)?.toISOString(),
          failureInfo: undefined,
        });
        return { ok: true, link };
      } catch (error) {
        const failureInfo = toFailureInfo(error);
        entries.set(kind, {
          ...(entries.get(kind) ?? EMPTY),
          status: 'FAILURE',
          needInitialDownload: 'no',
          failureInfo,
        });
        return { ok: false, failureInfo, error };
      }
    },
    markDownloaded(kind) {
      const entry = entries.get(kind);
      if (entry) entries.set(kind, { ...entry, needInitialDownload: 'no' });
    },
  };
}

/** A server handing out a new link each time, valid 300 s from the fake clock. */
function linkServer(clock: { now: number }) {
  let issued = 0;
  return (call: RecordedCall) => {
    issued += 1;
    const link: DownloadLink = {
      preSignedUrl: `/api/storage/get/${issued}?sig=${issued}`,
      expirationTime: new Date(clock.now + 300_000).toISOString(),
    };
    if (call.url.includes('missing'))
      return jsonResponse(404, { code: 'NOT_FOUND', message: '찾을 수 없습니다.' });
    return jsonResponse(200, link);
  };
}

function setup() {
  const clock = { now: Date.parse('2026-11-21T05:00:00Z') };
  const harness = createHarness(linkServer(clock));
  const store = memoryStore();
  const started: string[] = [];
  const links = createDownloadLinks<Kind>({
    api: harness.client,
    store,
    now: () => clock.now,
    start: (url) => started.push(url),
  });
  return { clock, fetch: harness.fetch, store, links, started };
}

describe('getDownloadLink: renewal after expiry', () => {
  test('requests, reuses the stored link before expiredAt, re-requests after it', async () => {
    const { clock, fetch, store, links } = setup();
    const request = fileDownloadRequest('uploads/abc-123456');

    await expect(links.getDownloadLink('file', request)).resolves.toEqual({
      ok: true,
      url: '/api/storage/get/1?sig=1',
      renewed: true,
    });
    expect(fetch.calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      'GET /api/file/download?key=uploads%2Fabc-123456',
    ]);
    // Stored as SPEC §3's entry: needInitialDownload yes, expiredAt = expirationTime − 60 s.
    expect(store.getEntry('file')).toEqual({
      data: { preSignedUrl: '/api/storage/get/1?sig=1' },
      status: 'SUCCESS',
      needInitialDownload: 'yes',
      expiredAt: '2026-11-21T05:04:00.000Z',
      failureInfo: undefined,
    });

    // 3:59 later, one millisecond before expiredAt: the stored link is handed out again.
    clock.now = Date.parse('2026-11-21T05:03:59.999Z');
    await expect(links.getDownloadLink('file', request)).resolves.toEqual({
      ok: true,
      url: '/api/storage/get/1?sig=1',
      renewed: false,
    });
    expect(fetch.calls).toHaveLength(1);

    // At expiredAt (a minute before the server's expirationTime) a new link is requested and stored.
    clock.now = Date.parse('2026-11-21T05:04:00Z');
    await expect(links.getDownloadLink('file', request)).resolves.toEqual({
      ok: true,
      url: '/api/storage/get/2?sig=2',
      renewed: true,
    });
    expect(fetch.calls).toHaveLength(2);
    expect(store.getEntry('file')).toMatchObject({
      data: { preSignedUrl: '/api/storage/get/2?sig=2' },
      needInitialDownload: 'yes',
      expiredAt: '2026-11-21T05:08:00.000Z',
    });
  });

  test("another request's link is never handed out, though the kind is the same", async () => {
    const { fetch, links } = setup();
    await links.getDownloadLink('file', fileDownloadRequest('uploads/aaaaaaaaa'));
    const other = await links.getDownloadLink('file', fileDownloadRequest('uploads/bbbbbbbbb'));
    expect(other).toMatchObject({ ok: true, renewed: true, url: '/api/storage/get/2?sig=2' });
    expect(fetch.calls).toHaveLength(2);
    // Back to the first file: its link was replaced in the entry, so it is requested again.
    await links.getDownloadLink('file', fileDownloadRequest('uploads/aaaaaaaaa'));
    expect(fetch.calls).toHaveLength(3);
  });

  test('an entry replaced or reset by someone else is not trusted', async () => {
    const { fetch, links, store } = setup();
    const request = fileDownloadRequest('uploads/aaaaaaaaa');
    await links.getDownloadLink('file', request);
    store.entries.delete('file');
    await links.getDownloadLink('file', request);
    expect(fetch.calls).toHaveLength(2);
  });

  test('any call answering a DownloadLink can be used (a quotation PUT with a body)', async () => {
    const { fetch, links } = setup();
    const request = {
      base: 'shipping',
      method: 'PUT',
      path: '/searchEstimate/download',
      body: { estimateLogId: 'est_1', freightType: 'FCL' },
    } as const;
    await links.getDownloadLink('bidQuotation', request);
    await links.getDownloadLink('bidQuotation', request);
    await links.getDownloadLink('bidQuotation', {
      ...request,
      body: { estimateLogId: 'est_2', freightType: 'FCL' },
    });
    expect(fetch.calls.map((call) => [call.method, call.url, call.body])).toEqual([
      ['PUT', '/api/searchEstimate/download', { estimateLogId: 'est_1', freightType: 'FCL' }],
      ['PUT', '/api/searchEstimate/download', { estimateLogId: 'est_2', freightType: 'FCL' }],
    ]);
  });

  test('a failure resolves with the error body, is stored, and the next call tries again', async () => {
    const { fetch, links, store } = setup();
    const request = fileDownloadRequest('uploads/missing-1');
    await expect(links.getDownloadLink('file', request)).resolves.toMatchObject({
      ok: false,
      failureInfo: { code: 'NOT_FOUND' },
    });
    expect(store.getEntry('file')).toMatchObject({ status: 'FAILURE', failureInfo: { code: 'NOT_FOUND' } });
    await links.getDownloadLink('file', request);
    expect(fetch.calls).toHaveLength(2);
  });

  test('calls made together for the same link share one request', async () => {
    const clock = { now: Date.parse('2026-11-21T05:00:00Z') };
    const answer = deferred();
    const server = linkServer(clock);
    const harness = createHarness(async (call) => {
      await answer.promise;
      return server(call);
    });
    const links = createDownloadLinks<Kind>({
      api: harness.client,
      store: memoryStore(),
      now: () => clock.now,
    });
    const request = fileDownloadRequest('uploads/aaaaaaaaa');
    const first = links.getDownloadLink('file', request);
    const second = links.getDownloadLink('file', request);
    answer.resolve();
    expect(await second).toEqual(await first);
    expect(harness.fetch.calls).toHaveLength(1);
  });
});

describe('download', () => {
  test('starts the download with a usable link and marks the initial download done', async () => {
    const { clock, links, started, store } = setup();
    const request = fileDownloadRequest('uploads/aaaaaaaaa');
    await links.download('file', request);
    expect(started).toEqual(['/api/storage/get/1?sig=1']);
    expect(store.getEntry('file')).toMatchObject({ needInitialDownload: 'no' });
    clock.now += 10 * 60_000;
    await links.download('file', request);
    expect(started).toEqual(['/api/storage/get/1?sig=1', '/api/storage/get/2?sig=2']);
  });

  test('starts nothing when no link could be had', async () => {
    const { links, started } = setup();
    await expect(links.download('file', fileDownloadRequest('uploads/missing-1'))).resolves.toMatchObject({
      ok: false,
    });
    expect(started).toEqual([]);
  });

  test('resolveUrl places a root-relative link on the API origin', async () => {
    const clock = { now: Date.parse('2026-11-21T05:00:00Z') };
    const harness = createHarness(linkServer(clock));
    const links = createDownloadLinks<Kind>({
      api: harness.client,
      store: memoryStore(),
      now: () => clock.now,
      resolveUrl: (url) => new URL(url, 'https://api.baro.test').href,
    });
    await expect(
      links.getDownloadLink('file', fileDownloadRequest('uploads/aaaaaaaaa')),
    ).resolves.toMatchObject({
      url: 'https://api.baro.test/api/storage/get/1?sig=1',
    });
  });
});

describe('isDownloadLinkUsable', () => {
  const entry: DownloadLinkEntryLike = {
    data: { preSignedUrl: 'https://files/x' },
    status: 'SUCCESS',
    expiredAt: '2026-11-21T05:04:00.000Z',
  };
  test('only a SUCCESS entry, only before expiredAt', () => {
    expect(isDownloadLinkUsable(entry, Date.parse('2026-11-21T05:03:59.999Z'))).toBe(true);
    expect(isDownloadLinkUsable(entry, Date.parse('2026-11-21T05:04:00Z'))).toBe(false);
    expect(isDownloadLinkUsable({ ...entry, status: 'FAILURE' }, 0)).toBe(false);
    expect(isDownloadLinkUsable({ ...entry, expiredAt: undefined }, 0)).toBe(false);
    expect(isDownloadLinkUsable({ ...entry, data: undefined }, 0)).toBe(false);
  });
});

describe('startDownload', () => {
  test('clicks a hidden download anchor and removes it', () => {
    const events: string[] = [];
    const anchor = {
      href: '',
      download: 'unset',
      rel: '',
      style: { display: '' },
      click: () => events.push(`click ${anchor.href} download=${anchor.download}`),
      remove: () => events.push('remove'),
    };
    const doc: DownloadDocument = {
      createElement: () => anchor,
      body: { appendChild: () => events.push('append') },
    };
    startDownload('https://files.baro.test/a.pdf?sig=1', { document: doc, fileName: '견적서.pdf' });
    expect(events).toEqual([
      'append',
      'click https://files.baro.test/a.pdf?sig=1 download=견적서.pdf',
      'remove',
    ]);
    expect(anchor).toMatchObject({ rel: 'noopener', style: { display: 'none' } });
  });
});
