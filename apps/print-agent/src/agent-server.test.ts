import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AgentConfig, loadAgentConfig, parsePrinters } from './agent-config.ts';
import { createAgentServer } from './agent-server.ts';
import { startFakePrinter } from './testing/fake-printer.ts';

// The agent against a printer on a local TCP port: token, CORS for Baro's origins only, the ZPL
// guard, printing, ~HS status, a device path, and the error answer when a printer does not answer.
const TOKEN = 'test-token-0123456789abcdefghijklmnop';
const ORIGIN = 'https://app.baro.test';
const LABEL = '^XA^PW812^LL1218^FO50,50^BY3,3,120^BCN,120,N,N,N^FD612345678905^FS^XZ';

describe('print agent', () => {
  let printer: Awaited<ReturnType<typeof startFakePrinter>>;
  let hung: Awaited<ReturnType<typeof startFakePrinter>>;
  let dir: string;
  let base: string;
  let close: () => Promise<void>;

  beforeAll(async () => {
    printer = await startFakePrinter();
    hung = await startFakePrinter({ silent: true });
    dir = await mkdtemp(join(tmpdir(), 'baro-agent-'));
    await writeFile(join(dir, 'lp0'), '');
    const config: AgentConfig = {
      ...loadAgentConfig({
        PRINT_AGENT_TOKEN: TOKEN,
        PRINT_AGENT_ORIGINS: ORIGIN,
        PRINT_AGENT_PRINTERS: `default=${printer.target}@203,usb=${join(dir, 'lp0')}@300,hung=${hung.target},gone=tcp://127.0.0.1:1`,
        PRINT_AGENT_TIMEOUT_MS: '400',
      }),
      port: 0,
    };
    const server = createAgentServer(config);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => new Promise((resolve) => server.close(() => resolve()));
  });
  afterAll(async () => {
    await close();
    await printer.close();
    await hung.close();
    await rm(dir, { recursive: true, force: true });
  });

  const call = (path: string, init: RequestInit = {}, token: string | null = TOKEN) =>
    fetch(`${base}${path}`, {
      ...init,
      headers: {
        origin: ORIGIN,
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(init.headers as Record<string, string>),
      },
    });

  it('reads its printers setting', () => {
    expect(parsePrinters('a=tcp://10.0.0.5,b=/dev/usb/lp0@300')).toMatchObject([
      { id: 'a', target: { kind: 'tcp', host: '10.0.0.5', port: 9100 }, dpi: 203 },
      { id: 'b', target: { kind: 'device', path: '/dev/usb/lp0' }, dpi: 300 },
    ]);
    expect(() => parsePrinters('a=ftp://x')).toThrow(/cannot read/);
    expect(() => loadAgentConfig({ PRINT_AGENT_TOKEN: TOKEN })).toThrow(/PRINT_AGENT_PRINTERS/);
  });

  it('answers health to anyone but everything else only with the token', async () => {
    expect((await call('/health', {}, null)).status).toBe(200);
    const missing = await call('/printers', {}, null);
    expect(missing.status).toBe(401);
    expect((await missing.json()) as object).toMatchObject({
      code: 'UNAUTHORIZED',
      message: '로그인이 필요합니다.',
    });
    expect((await call('/printers', {}, 'x'.repeat(40))).status).toBe(401);
    const list = await call('/printers');
    expect(
      ((await list.json()) as { printers: Array<{ id: string }> }).printers.map((p: { id: string }) => p.id),
    ).toEqual(['default', 'usb', 'hung', 'gone']);
  });

  it('allows Baro’s origin only', async () => {
    const preflight = await fetch(`${base}/print`, {
      method: 'OPTIONS',
      headers: {
        origin: ORIGIN,
        'access-control-request-method': 'POST',
        'access-control-request-private-network': 'true',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(ORIGIN);
    expect(preflight.headers.get('access-control-allow-private-network')).toBe('true');
    const evil = await call('/print', {
      method: 'POST',
      body: JSON.stringify({ zpl: LABEL }),
      headers: { origin: 'https://evil.example' },
    });
    expect(evil.status).toBe(403);
    expect(evil.headers.get('access-control-allow-origin')).toBeNull();
    expect(printer.jobs).toHaveLength(0);
  });

  it('prints ZPL on the LAN printer, with copies', async () => {
    const response = await call('/print', {
      method: 'POST',
      body: JSON.stringify({ zpl: LABEL, copies: 2 }),
    });
    expect(response.status).toBe(200);
    expect((await response.json()) as object).toMatchObject({ printerId: 'default', copies: 2 });
    await expect.poll(() => printer.jobs.length).toBe(1);
    expect(printer.jobs[0]).toBe(LABEL.replace('^XZ', '^PQ2^XZ'));
  });

  it('writes to a device path', async () => {
    const response = await call('/printers/usb/print', {
      method: 'POST',
      body: JSON.stringify({ zpl: LABEL }),
    });
    expect(response.status).toBe(200);
    expect(await readFile(join(dir, 'lp0'), 'latin1')).toBe(LABEL);
  });

  it('refuses what is not a label, or changes the printer', async () => {
    const config = await call('/print', { method: 'POST', body: JSON.stringify({ zpl: '^XA^JUS^XZ' }) });
    expect(config.status).toBe(400);
    expect((await config.json()) as object).toMatchObject({
      code: 'ZPL_NOT_ALLOWED',
      fields: { zpl: '^JU' },
    });
    const empty = await call('/print', { method: 'POST', body: JSON.stringify({}), headers: { lang: 'en' } });
    expect(empty.status).toBe(400);
    expect(((await empty.json()) as { fields: object }).fields).toHaveProperty('zpl');
    expect(
      (await call('/printers/nope/print', { method: 'POST', body: JSON.stringify({ zpl: LABEL }) })).status,
    ).toBe(404);
  });

  it('reports ~HS status: ready, paper out, head open, paused', async () => {
    expect((await (await call('/status')).json()) as object).toMatchObject({
      reachable: true,
      answered: true,
      ready: true,
    });
    printer.setStatus({ paperOut: true, headOpen: true, paused: true });
    expect((await (await call('/printers/default/status')).json()) as object).toMatchObject({
      ready: false,
      paperOut: true,
      headOpen: true,
      paused: true,
    });
    expect((await (await call('/printers/hung/status')).json()) as object).toMatchObject({
      reachable: true,
      answered: false,
      ready: null,
    });
    expect((await (await call('/printers/gone/status')).json()) as object).toMatchObject({
      reachable: false,
      answered: false,
    });
  });

  it('answers a clear error when the printer does not take the job', async () => {
    for (const id of ['hung', 'gone']) {
      const response = await call(`/printers/${id}/print`, {
        method: 'POST',
        body: JSON.stringify({ zpl: LABEL }),
        headers: { lang: 'en' },
      });
      expect(response.status, id).toBe(504);
      expect((await response.json()) as object).toEqual({
        code: 'PRINTER_UNAVAILABLE',
        message: 'The printer is not answering. Please check its power and network connection.',
      });
    }
  });
});
