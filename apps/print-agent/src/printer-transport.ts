import { access, constants, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { type HostStatus, isHostStatusComplete, parseHostStatus } from '@baro/core';

// How ZPL reaches a label printer: raw TCP (port 9100, "JetDirect"), which every networked
// Zebra-compatible printer accepts, or a device path (`/dev/usb/lp0`, a shared Windows printer
// `\\.\COM3`, a CUPS raw queue's device), written as a file. Shared by the packing PC's agent and
// the API's carrier printers.

export type PrinterTarget = { kind: 'tcp'; host: string; port: number } | { kind: 'device'; path: string };

/** `tcp://host[:port]` (port 9100 by default) or an absolute device path. */
export function parsePrinterTarget(value: string): PrinterTarget | undefined {
  const tcp = /^tcp:\/\/([^\s/:]+|\[[0-9a-f:]+\])(?::(\d{1,5}))?\/?$/i.exec(value.trim());
  if (tcp) {
    const port = tcp[2] ? Number(tcp[2]) : 9100;
    if (port < 1 || port > 65_535) return undefined;
    return { kind: 'tcp', host: (tcp[1] ?? '').replace(/^\[|\]$/g, ''), port };
  }
  if (/^(\/|\\\\\.\\)/.test(value.trim())) return { kind: 'device', path: value.trim() };
  return undefined;
}

export function describeTarget(target: PrinterTarget): string {
  return target.kind === 'tcp' ? `tcp://${target.host}:${target.port}` : target.path;
}

/** Why a printer could not take a job or answer (no answer, refused, timed out). */
export class PrinterUnavailableError extends Error {
  constructor(message: string, options: { cause?: unknown } = {}) {
    super(message, options);
    this.name = 'PrinterUnavailableError';
  }
}

/** Sends the bytes and waits until the printer has taken them (the connection closed cleanly). */
export async function sendToPrinter(target: PrinterTarget, data: string, timeoutMs: number): Promise<number> {
  const bytes = Buffer.from(data, 'latin1');
  if (target.kind === 'device') {
    try {
      await writeFile(target.path, bytes, { flag: 'a', signal: AbortSignal.timeout(timeoutMs) });
      return bytes.length;
    } catch (error) {
      throw new PrinterUnavailableError(`cannot write to ${target.path}`, { cause: error });
    }
  }
  return new Promise((resolve, reject) => {
    const socket = connect({ host: target.host, port: target.port });
    socket.setTimeout(timeoutMs, () =>
      socket.destroy(
        new PrinterUnavailableError(`${describeTarget(target)} did not answer within ${timeoutMs} ms`),
      ),
    );
    socket.on('connect', () => socket.end(bytes));
    socket.on('error', (error) =>
      reject(
        error instanceof PrinterUnavailableError
          ? error
          : new PrinterUnavailableError(`${describeTarget(target)}: ${error.message}`, { cause: error }),
      ),
    );
    socket.on('close', (hadError) => {
      if (!hadError) resolve(bytes.length);
    });
  });
}

export interface PrinterProbe {
  reachable: boolean;
  answered: boolean;
  status: HostStatus | undefined;
}

/**
 * Asks for host status (`~HS`) and reads the answer for up to `timeoutMs`. A printer that takes
 * the connection but says nothing (not every device answers on its raw port) is reachable but
 * not answered; a device path is reachable when it can be written, and never answers.
 */
export async function probePrinter(target: PrinterTarget, timeoutMs: number): Promise<PrinterProbe> {
  if (target.kind === 'device') {
    const writable = await access(target.path, constants.W_OK).then(
      () => true,
      () => false,
    );
    return { reachable: writable, answered: false, status: undefined };
  }
  return new Promise((resolve) => {
    let received = '';
    let connected = false;
    const socket = connect({ host: target.host, port: target.port });
    const finish = () => {
      socket.destroy();
      const status = parseHostStatus(received);
      resolve({ reachable: connected, answered: status !== undefined, status });
    };
    socket.setTimeout(timeoutMs, finish);
    socket.on('connect', () => {
      connected = true;
      socket.write('~HS\r\n');
    });
    socket.on('data', (chunk: Buffer) => {
      received += chunk.toString('latin1');
      if (isHostStatusComplete(received)) finish();
    });
    socket.on('error', finish);
    socket.on('close', finish);
  });
}
