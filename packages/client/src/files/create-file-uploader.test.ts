import { DEFAULT_MAX_UPLOAD_BYTES } from '@baro/core';
import { describe, expect, test } from 'vitest';
import { ApiError } from '../api/request-errors.ts';
import { createHarness } from '../testing/client-harness.ts';
import { deferred, jsonResponse, type RecordedCall } from '../testing/fake-fetch.ts';
import { createFileUploader, FileCheckError, type NamedBlob } from './create-file-uploader.ts';
import { FileTransferError, type UploadPut } from './upload-transport.ts';

const EXPIRES = '2026-11-21T05:05:00.000Z';
const NOW = Date.parse('2026-11-21T05:00:00Z');

function file(name: string, content = 'hello', type = ''): NamedBlob {
  return new File([content], name, { type });
}

/** A stand-in server for the file calls: numbered keys and URLs, every call in `log`. */
function fileServer(log: string[], options: { bindAnswer?: unknown } = {}) {
  let issued = 0;
  return (call: RecordedCall) => {
    log.push(`${call.method} ${call.url}`);
    if (call.method === 'POST') {
      const body = call.body as { presignedUrlOptions?: unknown[] } | unknown[];
      const list = Array.isArray(body) ? body : (body.presignedUrlOptions ?? []);
      return jsonResponse(
        200,
        list.map(() => {
          issued += 1;
          return {
            key: `uploads/key-${issued}`,
            preSignedUrl: `/api/storage/put/key-${issued}?sig=s${issued}`,
            expirationTime: EXPIRES,
          };
        }),
      );
    }
    if (call.method === 'PUT') {
      if (options.bindAnswer !== undefined) return jsonResponse(200, options.bindAnswer);
      return new Response(null, { status: 204 });
    }
    return jsonResponse(404, { code: 'NOT_FOUND', message: '없음' });
  };
}

type PutBehaviour = (put: UploadPut, attempt: number) => Promise<void>;

/** A transport that logs every PUT and answers as `behaviour` says (success after full progress by default). */
function fakeTransport(log: string[], behaviour?: PutBehaviour) {
  const puts: UploadPut[] = [];
  const transport = (put: UploadPut) => {
    puts.push(put);
    log.push(`PUT-BYTES ${put.url}`);
    if (behaviour) return behaviour(put, puts.length);
    put.onProgress(Math.floor(put.body.size / 2), put.body.size);
    put.onProgress(put.body.size, put.body.size);
    return Promise.resolve();
  };
  return Object.assign(transport, { puts });
}

function transferError(status: number | null) {
  return new FileTransferError(
    status,
    { code: status === null ? 'SERVICE_UNAVAILABLE' : 'INTERNAL_ERROR', message: 'x' },
    { method: 'PUT', url: '/api/storage/put' },
  );
}

function setup(options: { behaviour?: PutBehaviour; bindAnswer?: unknown; now?: () => number } = {}) {
  const log: string[] = [];
  const harness = createHarness(fileServer(log, { bindAnswer: options.bindAnswer }));
  const transport = fakeTransport(log, options.behaviour);
  const waits: number[] = [];
  const uploader = createFileUploader({
    api: harness.client,
    transport,
    now: options.now ?? (() => NOW),
    backoff: (attempt) => 100 * 2 ** attempt,
    wait: async (ms) => {
      waits.push(ms);
    },
  });
  return { log, fetch: harness.fetch, transport, uploader, waits };
}

const target = { targetType: 'bid', targetId: 'bid_1', fileType: 'invoice' } as const;

describe('createFileUploader: presign → PUT → bind', () => {
  test('member: one presign call, the bytes, then one bind call, with the contract bodies', async () => {
    const { log, fetch, transport, uploader } = setup();
    const invoice = file('인보이스.PDF', 'pdf-bytes', 'application/pdf');
    const sheet = file('packing.xlsx', 'xlsx-bytes-long');

    const result = await uploader.upload([invoice, sheet], {
      bind: [target, { ...target, fileType: 'packingList' }],
    });

    expect(log).toEqual([
      'POST /api/file/upload',
      'PUT-BYTES /api/storage/put/key-1?sig=s1',
      'PUT-BYTES /api/storage/put/key-2?sig=s2',
      'PUT /api/file/binding',
    ]);
    expect(fetch.calls[0]?.body).toEqual({
      presignedUrlOptions: [
        { fileName: '인보이스.PDF', mimeType: 'application/pdf', size: 9 },
        {
          fileName: 'packing.xlsx',
          mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          size: 15,
        },
      ],
      isPublic: false,
    });
    expect(transport.puts.map((put) => [put.body, put.contentType])).toEqual([
      [invoice, 'application/pdf'],
      [sheet, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    ]);
    expect(fetch.calls[1]?.body).toEqual({
      bindList: [
        { key: 'uploads/key-1', targetType: 'bid', targetId: 'bid_1', fileType: 'invoice' },
        { key: 'uploads/key-2', targetType: 'bid', targetId: 'bid_1', fileType: 'packingList' },
      ],
    });
    expect(result).toEqual({
      files: [
        { index: 0, key: 'uploads/key-1', fileName: '인보이스.PDF', mimeType: 'application/pdf', size: 9 },
        {
          index: 1,
          key: 'uploads/key-2',
          fileName: 'packing.xlsx',
          mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          size: 15,
        },
      ],
      bound: [],
    });
  });

  test('non-member: the non-member paths, same bodies', async () => {
    const { log, fetch, uploader } = setup();
    await uploader.upload([file('scan.png')], { variant: 'nonMember', bind: target });
    expect(log).toEqual([
      'POST /api/file/upload/non-member',
      'PUT-BYTES /api/storage/put/key-1?sig=s1',
      'PUT /api/file/binding/non-member',
    ]);
    expect(fetch.calls[0]?.body).toEqual({
      presignedUrlOptions: [{ fileName: 'scan.png', mimeType: 'image/png', size: 5 }],
      isPublic: false,
    });
    expect(fetch.calls[1]?.body).toEqual({ bindList: [{ key: 'uploads/key-1', ...target }] });
  });

  test('fulfillment: the fulfillment base, with the lists themselves as bodies', async () => {
    const { log, fetch, uploader } = setup();
    await uploader.upload([file('orders.csv', 'a,b', 'application/vnd.ms-excel')], {
      variant: 'fulfillment',
      bind: (blob, index) => ({ targetType: 'team', targetId: `${blob.name}_${index}`, fileType: 'etc' }),
    });
    expect(log).toEqual([
      'POST /api/fulfillment/file/upload',
      'PUT-BYTES /api/storage/put/key-1?sig=s1',
      'PUT /api/fulfillment/file/binding',
    ]);
    expect(fetch.calls[0]?.body).toEqual([{ fileName: 'orders.csv', mimeType: 'text/csv', size: 3 }]);
    expect(fetch.calls[1]?.body).toEqual([
      { key: 'uploads/key-1', targetType: 'team', targetId: 'orders.csv_0', fileType: 'etc' },
    ]);
  });

  test('without bind nothing is bound; the keys come back to bind later', async () => {
    const { log, uploader } = setup();
    const result = await uploader.upload([file('a.pdf')]);
    expect(log).toEqual(['POST /api/file/upload', 'PUT-BYTES /api/storage/put/key-1?sig=s1']);
    expect(result.files.map((uploaded) => uploaded.key)).toEqual(['uploads/key-1']);
  });

  test('the bound files the server lists are returned', async () => {
    const boundFile = {
      key: 'uploads/key-1',
      fileName: 'a.pdf',
      mimeType: 'application/pdf',
      size: 5,
      fileType: 'invoice',
      targetType: 'bid',
      targetId: 'bid_1',
      uploadedBy: 'usr_1',
      boundAt: '2026-11-21T05:00:01.000Z',
    };
    const { uploader } = setup({ bindAnswer: [boundFile] });
    await expect(uploader.upload([file('a.pdf')], { bind: target })).resolves.toMatchObject({
      bound: [boundFile],
    });
  });

  test('more than 20 files go in calls of 20', async () => {
    const { log, fetch, uploader } = setup();
    const files = Array.from({ length: 25 }, (_, index) => file(`f${index}.txt`));
    const result = await uploader.upload(files, { bind: target });
    expect(log.filter((line) => !line.startsWith('PUT-BYTES'))).toEqual([
      'POST /api/file/upload',
      'POST /api/file/upload',
      'PUT /api/file/binding',
      'PUT /api/file/binding',
    ]);
    const firstBind = fetch.calls[2]?.body as { bindList: unknown[] } | undefined;
    expect(firstBind?.bindList).toHaveLength(20);
    expect(result.files.map((uploaded) => uploaded.key)).toEqual(
      files.map((_, index) => `uploads/key-${index + 1}`),
    );
  });

  test('no files, no requests', async () => {
    const { log, uploader } = setup();
    await expect(uploader.upload([], { bind: target })).resolves.toEqual({ files: [], bound: [] });
    expect(log).toEqual([]);
  });
});

describe('progress', () => {
  test('reports bytes sent per file index', async () => {
    const progress: [number, number, number][] = [];
    const { uploader } = setup();
    await uploader.upload([file('a.pdf', '1234'), file('b.pdf', '12345678')], {
      onProgress: (index, loaded, total) => progress.push([index, loaded, total]),
    });
    expect(progress.filter(([index]) => index === 0)).toEqual([
      [0, 2, 4],
      [0, 4, 4],
    ]);
    expect(progress.filter(([index]) => index === 1)).toEqual([
      [1, 4, 8],
      [1, 8, 8],
    ]);
  });
});

describe('retries', () => {
  test('a PUT that failed (no answer, then 503) is retried with backoff, then succeeds', async () => {
    const { log, uploader, waits, transport } = setup({
      behaviour: async (put, attempt) => {
        if (attempt === 1) throw transferError(null);
        if (attempt === 2) throw transferError(503);
        put.onProgress(put.body.size, put.body.size);
      },
    });
    const result = await uploader.upload([file('a.pdf')], { bind: target });
    expect(waits).toEqual([100, 200]);
    expect(transport.puts.map((put) => put.url)).toEqual([
      '/api/storage/put/key-1?sig=s1',
      '/api/storage/put/key-1?sig=s1',
      '/api/storage/put/key-1?sig=s1',
    ]);
    expect(log.filter((line) => !line.startsWith('PUT-BYTES'))).toEqual([
      'POST /api/file/upload',
      'PUT /api/file/binding',
    ]);
    expect(result.files[0]?.key).toBe('uploads/key-1');
  });

  test('after the last retry the upload fails: no bind, the error names the file', async () => {
    const { log, uploader, transport } = setup({
      behaviour: async (put) => {
        if (put.url.includes('key-2')) throw transferError(500);
      },
    });
    const error = await uploader
      .upload([file('a.pdf'), file('b.pdf')], { bind: target, retries: 2 })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(FileTransferError);
    expect(error).toMatchObject({ status: 500, fileIndex: 1 });
    expect(transport.puts.filter((put) => put.url.includes('key-2'))).toHaveLength(3);
    expect(log).not.toContain('PUT /api/file/binding');
  });

  test('a refusal that will not change (400) is not retried', async () => {
    const { uploader, transport, waits } = setup({
      behaviour: async () => {
        throw transferError(400);
      },
    });
    await expect(uploader.upload([file('a.pdf')])).rejects.toMatchObject({ status: 400, fileIndex: 0 });
    expect(transport.puts).toHaveLength(1);
    expect(waits).toEqual([]);
  });

  test('when one file fails for good, the others still in flight are aborted', async () => {
    const held = deferred();
    let otherSignal: AbortSignal | undefined;
    const { uploader } = setup({
      behaviour: (put) => {
        if (put.url.includes('key-1')) {
          otherSignal = put.signal;
          return new Promise((_, reject) => {
            put.signal.addEventListener('abort', () => reject(put.signal.reason));
            held.resolve();
          });
        }
        return held.promise.then(() => {
          throw transferError(400);
        });
      },
    });
    await expect(uploader.upload([file('a.pdf'), file('b.pdf')])).rejects.toMatchObject({
      status: 400,
      fileIndex: 1,
    });
    expect(otherSignal?.aborted).toBe(true);
  });
});

describe('expired links', () => {
  test('a link the storage refused (403) is replaced by a new one for that file', async () => {
    const { log, fetch, uploader } = setup({
      behaviour: async (put) => {
        if (put.url.includes('key-1')) throw transferError(403);
      },
    });
    const result = await uploader.upload([file('a.pdf', 'abc')], { bind: target });
    expect(log).toEqual([
      'POST /api/file/upload',
      'PUT-BYTES /api/storage/put/key-1?sig=s1',
      'POST /api/file/upload',
      'PUT-BYTES /api/storage/put/key-2?sig=s2',
      'PUT /api/file/binding',
    ]);
    expect(fetch.calls[1]?.body).toEqual(fetch.calls[0]?.body);
    expect(fetch.calls[2]?.body).toEqual({ bindList: [{ key: 'uploads/key-2', ...target }] });
    expect(result.files[0]?.key).toBe('uploads/key-2');
  });

  test('a link past its expirationTime is renewed before the PUT', async () => {
    let clock = NOW;
    const { log, uploader } = setup({
      now: () => clock,
      behaviour: async (_put, attempt) => {
        if (attempt === 1) {
          clock = Date.parse(EXPIRES);
          throw transferError(503);
        }
      },
    });
    const result = await uploader.upload([file('a.pdf')]);
    expect(log).toEqual([
      'POST /api/file/upload',
      'PUT-BYTES /api/storage/put/key-1?sig=s1',
      'POST /api/file/upload',
      'PUT-BYTES /api/storage/put/key-2?sig=s2',
    ]);
    expect(result.files[0]?.key).toBe('uploads/key-2');
  });
});

describe('cancel', () => {
  test('aborting during the PUTs aborts them and binds nothing', async () => {
    const controller = new AbortController();
    const started = deferred();
    let putSignal: AbortSignal | undefined;
    const { log, uploader } = setup({
      behaviour: (put) =>
        new Promise((_, reject) => {
          putSignal = put.signal;
          put.signal.addEventListener('abort', () => reject(put.signal.reason));
          started.resolve();
        }),
    });
    const pending = uploader.upload([file('a.pdf')], { bind: target, signal: controller.signal });
    await started.promise;
    const reason = new DOMException('사용자가 취소했습니다', 'AbortError');
    controller.abort(reason);
    await expect(pending).rejects.toBe(reason);
    expect(putSignal?.aborted).toBe(true);
    expect(log).toEqual(['POST /api/file/upload', 'PUT-BYTES /api/storage/put/key-1?sig=s1']);
  });

  test('aborting while waiting to retry stops there', async () => {
    const controller = new AbortController();
    const log: string[] = [];
    const harness = createHarness(fileServer(log));
    const uploader = createFileUploader({
      api: harness.client,
      transport: fakeTransport(log, async () => {
        throw transferError(503);
      }),
      now: () => NOW,
      wait: (_ms, signal) => {
        controller.abort(new DOMException('취소', 'AbortError'));
        return Promise.reject(signal.reason);
      },
    });
    await expect(
      uploader.upload([file('a.pdf')], { bind: target, signal: controller.signal }),
    ).rejects.toThrow('취소');
    expect(log).toEqual(['POST /api/file/upload', 'PUT-BYTES /api/storage/put/key-1?sig=s1']);
  });

  test('an upload aborted before it starts sends nothing', async () => {
    const { log, uploader } = setup();
    await expect(uploader.upload([file('a.pdf')], { signal: AbortSignal.abort() })).rejects.toThrow();
    expect(log).toEqual([]);
  });
});

describe('pre-flight checks (the server rules, before any request)', () => {
  test('a file of a type that is not allowed is refused', async () => {
    const { log, uploader } = setup();
    const error = await uploader
      .upload([file('a.pdf'), file('setup.exe')], { bind: target })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(FileCheckError);
    expect(error).toMatchObject({ code: 'FILE_TYPE_NOT_ALLOWED', fileIndex: 1, fileName: 'setup.exe' });
    expect(log).toEqual([]);
  });

  test('a file over the limit is refused (30 MB by default, or the configured limit)', async () => {
    const { log, uploader } = setup();
    const big = new File([new Uint8Array(DEFAULT_MAX_UPLOAD_BYTES + 1)], 'big.pdf');
    await expect(uploader.upload([big])).rejects.toMatchObject({ code: 'FILE_TOO_LARGE', fileIndex: 0 });
    await expect(uploader.upload([file('a.pdf', '123456')], { maxBytes: 5 })).rejects.toMatchObject({
      code: 'FILE_TOO_LARGE',
    });
    await expect(uploader.upload([file('a.pdf', '')])).rejects.toMatchObject({ code: 'FILE_EMPTY' });
    await expect(uploader.upload([file('a.pdf')], { accept: ['image/*'] })).rejects.toMatchObject({
      code: 'FILE_TYPE_NOT_ALLOWED',
    });
    expect(log).toEqual([]);
  });

  test('a missing bind target is refused before any request', async () => {
    const { log, uploader } = setup();
    await expect(uploader.upload([file('a.pdf'), file('b.pdf')], { bind: [target] })).rejects.toThrow(
      RangeError,
    );
    expect(log).toEqual([]);
  });
});

describe('API failures', () => {
  test('a refused presign call surfaces as the ApiError; no bytes are sent', async () => {
    const log: string[] = [];
    const harness = createHarness(() =>
      jsonResponse(413, { code: 'FILE_TOO_LARGE', message: '파일 크기가 허용 한도를 초과했습니다.' }),
    );
    const transport = fakeTransport(log);
    const uploader = createFileUploader({ api: harness.client, transport, now: () => NOW });
    const error = await uploader.upload([file('a.pdf')]).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 413, code: 'FILE_TOO_LARGE' });
    expect(transport.puts).toEqual([]);
  });
});
