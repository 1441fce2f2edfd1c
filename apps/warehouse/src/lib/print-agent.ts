import {
  type ErrorBody,
  type Language,
  type PrinterList,
  type PrinterStatus,
  type PrintResult,
  printerListSchema,
  printerStatusSchema,
  printResultSchema,
} from '@baro/core';
import { appConfig } from '../app-config.ts';

// The packing PC's label-printer agent (apps/print-agent, SPEC §7's local printer base): the desk
// posts ZPL to it and it hands the job to the thermal printer, which a browser cannot reach. It is
// not Baro's API: it gets the agent's own token (printed when the agent starts, pasted here once
// per PC), never the signed-in person's. Where it listens and the token are kept in this browser.

const STORAGE_KEY = 'baro.warehouse.printAgent';
const TIMEOUT_MS = 10_000;

export interface PrintAgentSettings {
  /** The agent's base, `http://127.0.0.1:9110` unless the build or the packer says otherwise. */
  base: string;
  /** The agent's token; empty until the packer pastes it. */
  token: string;
}

export const defaultPrintAgentSettings = (): PrintAgentSettings => ({
  base: appConfig.apiBases.localPrinter,
  token: '',
});

/** The settings kept in this browser (the defaults when none or unreadable). */
export function loadPrintAgentSettings(
  storage: Storage | undefined = globalThis.localStorage,
): PrintAgentSettings {
  const fallback = defaultPrintAgentSettings();
  try {
    const kept = JSON.parse(storage?.getItem(STORAGE_KEY) ?? 'null') as Partial<PrintAgentSettings> | null;
    return {
      base: typeof kept?.base === 'string' && kept.base.trim() ? kept.base.trim() : fallback.base,
      token: typeof kept?.token === 'string' ? kept.token.trim() : '',
    };
  } catch {
    return fallback;
  }
}

export function savePrintAgentSettings(
  settings: PrintAgentSettings,
  storage: Storage | undefined = globalThis.localStorage,
): void {
  storage?.setItem(
    STORAGE_KEY,
    JSON.stringify({ base: settings.base.trim().replace(/\/+$/, ''), token: settings.token.trim() }),
  );
}

/** An http(s) origin with an optional path and no query: what the agent's base may be. */
export function isAgentBase(value: string): boolean {
  return /^https?:\/\/[^\s/?#]+(\/[^\s?#]*)?$/i.test(value.trim());
}

/**
 * What became of a job: printed; the agent is not there (not running, not set up, blocked); or it
 * answered with a refusal (a printer not answering, a wrong token) in its own words.
 */
export type AgentOutcome<T> =
  | { kind: 'done'; value: T }
  | { kind: 'unreachable' }
  | { kind: 'refused'; error: ErrorBody };

async function callAgent<T>(
  settings: PrintAgentSettings,
  path: string,
  init: { method: 'GET' | 'POST'; body?: unknown; language: Language; withToken: boolean },
  read: (json: unknown) => T,
): Promise<AgentOutcome<T>> {
  if (!isAgentBase(settings.base) || (init.withToken && !settings.token)) return { kind: 'unreachable' };
  let response: Response;
  try {
    response = await fetch(`${settings.base.replace(/\/+$/, '')}${path}`, {
      method: init.method,
      headers: {
        lang: init.language,
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(init.withToken ? { authorization: `Bearer ${settings.token}` } : {}),
      },
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch {
    // Connection refused, blocked by the page's policy, or no answer in time: no agent to talk to.
    return { kind: 'unreachable' };
  }
  let json: unknown;
  try {
    json = await response.json();
  } catch {
    return { kind: 'unreachable' };
  }
  if (!response.ok) {
    const body = json as Partial<ErrorBody> | null;
    return typeof body?.code === 'string' && typeof body.message === 'string'
      ? { kind: 'refused', error: body as ErrorBody }
      : { kind: 'unreachable' };
  }
  try {
    return { kind: 'done', value: read(json) };
  } catch {
    return { kind: 'unreachable' };
  }
}

/** `POST {agent}/print {zpl}`: the agent's first (default) printer prints the label. */
export function printWithAgent(
  settings: PrintAgentSettings,
  zpl: string,
  language: Language,
): Promise<AgentOutcome<PrintResult>> {
  return callAgent(settings, '/print', { method: 'POST', body: { zpl }, language, withToken: true }, (json) =>
    printResultSchema.parse(json),
  );
}

/** `GET {agent}/status`: whether the agent answers with this token, and what its printer says to ~HS. */
export function agentPrinterStatus(
  settings: PrintAgentSettings,
  language: Language,
): Promise<AgentOutcome<PrinterStatus>> {
  return callAgent(settings, '/status', { method: 'GET', language, withToken: true }, (json) =>
    printerStatusSchema.parse(json),
  );
}

/** `GET {agent}/printers`: the agent's printers, the default first (its DPI decides the label's). */
export function agentPrinters(
  settings: PrintAgentSettings,
  language: Language,
): Promise<AgentOutcome<PrinterList>> {
  return callAgent(settings, '/printers', { method: 'GET', language, withToken: true }, (json) =>
    printerListSchema.parse(json),
  );
}
