import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { errorBodySchema } from '@baro/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { createTestDatabase, type TestDatabase } from './support/test-database.ts';

// Issue 11, finding 8: what the HTTP layer itself refuses — oversized headers (Node's parser),
// over-long addresses, broken percent-encoding, a request line that is not HTTP — is answered in
// the `{ code, message }` shape like everything else, never with Node's or Fastify's own body.
// These need a real socket: app.inject never goes through Node's HTTP parser.

let database: TestDatabase;
let app: TestApp;
let port: number;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await createTestApp(database);
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

/** Sends raw bytes and reads the answer until the server closes (or 3 s pass). */
function raw(request: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(request));
    let answer = '';
    const done = () => {
      clearTimeout(timer);
      socket.destroy();
      const [head = '', ...rest] = answer.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), body: rest.join('\r\n\r\n') });
    };
    const timer = setTimeout(done, 3_000);
    socket.on('data', (chunk) => {
      answer += chunk.toString('utf8');
    });
    socket.on('end', done);
    socket.on('error', reject);
  });
}

function expectShape(answer: { status: number; body: string }, status: number, code: string) {
  expect(answer.status, answer.body).toBe(status);
  const body = errorBodySchema.parse(JSON.parse(answer.body));
  expect(body.code).toBe(code);
  expect(Object.keys(JSON.parse(answer.body)).sort()).toEqual(['code', 'message']);
  return body;
}

describe('errors of the HTTP layer', () => {
  it('oversized headers: 431 HEADERS_TOO_LARGE', async () => {
    const answer = await raw(`GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(expectShape(answer, 431, 'HEADERS_TOO_LARGE').message).toMatch(/[가-힣]/);
  });

  it('an over-long address: 414 URI_TOO_LONG', async () => {
    const answer = await raw(
      `GET /api/locations?query=${'a'.repeat(9_000)} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`,
    );
    expectShape(answer, 414, 'URI_TOO_LONG');
  });

  it('broken percent-encoding in the path: 400 BAD_REQUEST in the caller language', async () => {
    const answer = await raw(
      `GET /api/bid/%E0%A4%A HTTP/1.1\r\nHost: x\r\nlang: en\r\nConnection: close\r\n\r\n`,
    );
    expect(expectShape(answer, 400, 'BAD_REQUEST').message).toMatch(/could not be read/);
  });

  it('a request line that is not HTTP: 400 BAD_REQUEST', async () => {
    expectShape(await raw('GARBAGE\r\n\r\n'), 400, 'BAD_REQUEST');
  });
});
