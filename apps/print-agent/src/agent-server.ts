import { timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import {
  type ErrorCode,
  getErrorMessage,
  getErrorStatus,
  type PrinterStatus,
  printRequestSchema,
  toFieldErrors,
  withCopies,
  zplJobProblem,
} from '@baro/core';
import type { AgentConfig, AgentPrinter } from './agent-config.ts';
import { PrinterUnavailableError, probePrinter, sendToPrinter } from './printer-transport.ts';

// The print agent's HTTP API, the "local label printer base" of SPEC §7 (default
// http://127.0.0.1:9110): the warehouse web app posts ZPL here and the agent hands it to a printer
// on the LAN or USB, which a browser cannot reach itself. Same paths as the API's carrier printers:
// GET /printers, GET /printers/{id}/status, POST /printers/{id}/print (and /status, /print for the
// first printer). Every call but GET /health needs `Authorization: Bearer <token>`; browsers are
// answered only from Baro's origins (CORS), and a request from any other page is refused outright,
// because CORS alone does not stop a page from sending a "simple" POST.

const MAX_BODY_BYTES = 2 * 1024 * 1024;
export const AGENT_VERSION = '0.1.0';

class HttpError extends Error {
  readonly code: ErrorCode;
  readonly fields: Record<string, string> | undefined;
  constructor(code: ErrorCode, fields?: Record<string, string>) {
    super(code);
    this.code = code;
    this.fields = fields;
  }
}

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw new HttpError('PAYLOAD_TOO_LARGE');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function printerStatus(
  printer: AgentPrinter,
  probe: Awaited<ReturnType<typeof probePrinter>>,
): PrinterStatus {
  const status = probe.status;
  return {
    printerId: printer.id,
    reachable: probe.reachable,
    answered: probe.answered,
    ready: status ? status.ready : null,
    paperOut: status ? status.paperOut : null,
    paused: status ? status.paused : null,
    headOpen: status ? status.headOpen : null,
    ribbonOut: status ? status.ribbonOut : null,
    labelsInBuffer: status ? status.labelsInBuffer : null,
  };
}

export function createAgentServer(config: AgentConfig): Server {
  const findPrinter = (id: string | undefined) => {
    const printer = id === undefined ? config.printers[0] : config.printers.find((p) => p.id === id);
    if (!printer) throw new HttpError('PRINTER_NOT_CONFIGURED');
    return printer;
  };

  async function route(request: IncomingMessage, send: (status: number, body: unknown) => void) {
    const url = new URL(request.url ?? '/', 'http://agent');
    const path = url.pathname.replace(/\/+$/, '') || '/';
    if (request.method === 'GET' && path === '/health')
      return send(200, { ok: true, version: AGENT_VERSION });

    const token = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
    if (!token) throw new HttpError('UNAUTHORIZED');
    if (!sameToken(token, config.token)) throw new HttpError('INVALID_TOKEN');

    if (request.method === 'GET' && path === '/printers') {
      return send(200, {
        printers: config.printers.map((p) => ({ id: p.id, name: p.name, target: p.targetText, dpi: p.dpi })),
      });
    }
    const match = /^(?:\/printers\/([a-z][a-z0-9-]{0,31}))?\/(status|print)$/.exec(path);
    if (!match) throw new HttpError('ROUTE_NOT_FOUND');
    const printer = findPrinter(match[1]);
    if (match[2] === 'status') {
      if (request.method !== 'GET') throw new HttpError('METHOD_NOT_ALLOWED');
      return send(
        200,
        printerStatus(printer, await probePrinter(printer.target, Math.min(config.timeoutMs, 2000))),
      );
    }
    if (request.method !== 'POST') throw new HttpError('METHOD_NOT_ALLOWED');
    const raw = await readBody(request);
    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch {
      throw new HttpError('INVALID_JSON');
    }
    const parsed = printRequestSchema.safeParse(json);
    if (!parsed.success)
      throw new HttpError('VALIDATION_FAILED', toFieldErrors(parsed.error, request.headers.lang, json));
    const problem = zplJobProblem(parsed.data.zpl);
    if (problem) throw new HttpError('ZPL_NOT_ALLOWED', { zpl: problem.command ?? problem.problem });
    const bytes = await sendToPrinter(
      printer.target,
      withCopies(parsed.data.zpl, parsed.data.copies),
      config.timeoutMs,
    );
    return send(200, { printerId: printer.id, bytes, copies: parsed.data.copies });
  }

  return createServer((request, response) => {
    const origin = request.headers.origin;
    const allowed = origin === undefined || config.origins.includes(origin);
    const lang = String(request.headers.lang ?? request.headers['accept-language'] ?? 'ko');
    const send = (status: number, body: unknown) => {
      response.writeHead(status, {
        'content-type': 'application/json; charset=utf-8',
        'cache-control': 'no-store',
      });
      response.end(JSON.stringify(body));
    };
    if (origin !== undefined && allowed) {
      response.setHeader('access-control-allow-origin', origin);
      response.setHeader('vary', 'Origin');
    }
    if (!allowed) return send(403, { code: 'FORBIDDEN', message: getErrorMessage('FORBIDDEN', lang) });
    if (request.method === 'OPTIONS') {
      response.writeHead(204, {
        'access-control-allow-methods': 'GET, POST',
        'access-control-allow-headers': 'authorization, content-type, lang',
        'access-control-max-age': '600',
        // Chrome's Private Network Access preflight for pages reaching localhost.
        ...(request.headers['access-control-request-private-network']
          ? { 'access-control-allow-private-network': 'true' }
          : {}),
      });
      return response.end();
    }
    route(request, send).catch((error: unknown) => {
      const code: ErrorCode =
        error instanceof HttpError
          ? error.code
          : error instanceof PrinterUnavailableError
            ? 'PRINTER_UNAVAILABLE'
            : 'INTERNAL_ERROR';
      if (code === 'INTERNAL_ERROR') console.error(error);
      const fields = error instanceof HttpError ? error.fields : undefined;
      send(getErrorStatus(code), {
        code,
        message: getErrorMessage(code, lang),
        ...(fields ? { fields } : {}),
      });
    });
  });
}
