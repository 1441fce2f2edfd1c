import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import { DEFAULT_PRINT_AGENT_PORT } from '@baro/core';
import { type PrinterTarget, parsePrinterTarget } from './printer-transport.ts';

// The agent's settings, from the environment (or `--name=value` arguments): one place reads them.

export interface AgentPrinter {
  id: string;
  name: string;
  target: PrinterTarget;
  targetText: string;
  dpi: 203 | 300;
}

export interface AgentConfig {
  host: string;
  port: number;
  token: string;
  /** Where the generated token is kept (undefined when it was given). */
  tokenFile: string | undefined;
  /** Browser origins allowed to call (Baro's web apps); anything else is refused. */
  origins: string[];
  printers: AgentPrinter[];
  timeoutMs: number;
}

export class AgentConfigError extends Error {}

/**
 * `PRINT_AGENT_PRINTERS`: comma-separated `id=target[@dpi]`, e.g.
 * `default=tcp://192.168.0.50:9100@203,usb=/dev/usb/lp0@300`. The first printer is the default.
 */
export function parsePrinters(value: string): AgentPrinter[] {
  const printers: AgentPrinter[] = [];
  for (const entry of value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const match = /^([a-z][a-z0-9-]{0,31})=(.+?)(?:@(203|300))?$/.exec(entry);
    const target = match?.[2] ? parsePrinterTarget(match[2]) : undefined;
    if (!match?.[1] || !match[2] || !target)
      throw new AgentConfigError(`PRINT_AGENT_PRINTERS: cannot read "${entry}"`);
    if (printers.some((printer) => printer.id === match[1]))
      throw new AgentConfigError(`PRINT_AGENT_PRINTERS: "${match[1]}" twice`);
    printers.push({
      id: match[1],
      name: match[1],
      target,
      targetText: match[2],
      dpi: match[3] === '300' ? 300 : 203,
    });
  }
  return printers;
}

function loadOrCreateToken(file: string): string {
  try {
    const token = readFileSync(file, 'utf8').trim();
    if (token.length >= 32) return token;
  } catch {
    // first start: create it below
  }
  const token = randomBytes(24).toString('base64url');
  mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
  writeFileSync(file, `${token}\n`, { mode: 0o600 });
  return token;
}

export function loadAgentConfig(env: Record<string, string | undefined>, argv: string[] = []): AgentConfig {
  const settings = { ...env };
  for (const arg of argv) {
    const match = /^--([a-z-]+)=(.*)$/.exec(arg);
    if (match?.[1]) settings[`PRINT_AGENT_${match[1].toUpperCase().replace(/-/g, '_')}`] = match[2];
  }
  const port = Number(settings.PRINT_AGENT_PORT ?? DEFAULT_PRINT_AGENT_PORT);
  if (!Number.isInteger(port) || port < 1 || port > 65_535)
    throw new AgentConfigError('PRINT_AGENT_PORT: not a port');
  const timeoutMs = Number(settings.PRINT_AGENT_TIMEOUT_MS ?? 5000);
  if (!Number.isInteger(timeoutMs) || timeoutMs < 200)
    throw new AgentConfigError('PRINT_AGENT_TIMEOUT_MS: at least 200');
  const printers = parsePrinters(settings.PRINT_AGENT_PRINTERS ?? '');
  if (printers.length === 0) {
    throw new AgentConfigError(
      'PRINT_AGENT_PRINTERS: name at least one printer, e.g. default=tcp://192.168.0.50:9100@203',
    );
  }
  const origins = (settings.PRINT_AGENT_ORIGINS ?? 'http://localhost:3000,http://127.0.0.1:3000')
    .split(',')
    .map((origin) => origin.trim().replace(/\/+$/, ''))
    .filter(Boolean);
  for (const origin of origins) {
    if (!/^https?:\/\/[^/\s]+$/.test(origin))
      throw new AgentConfigError(`PRINT_AGENT_ORIGINS: "${origin}" is not an origin`);
  }
  const given = settings.PRINT_AGENT_TOKEN?.trim();
  if (given !== undefined && given !== '' && given.length < 32)
    throw new AgentConfigError('PRINT_AGENT_TOKEN: at least 32 characters');
  const tokenFile = given
    ? undefined
    : (settings.PRINT_AGENT_TOKEN_FILE ?? join(homedir(), '.baro-print-agent', 'token'));
  return {
    // Loopback only by default: the browser on this PC is the only client.
    host: settings.PRINT_AGENT_HOST ?? '127.0.0.1',
    port,
    token: given || loadOrCreateToken(tokenFile as string),
    tokenFile,
    origins,
    printers,
    timeoutMs,
  };
}
