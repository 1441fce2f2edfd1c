import { DEFAULT_PRINT_AGENT_BASE } from '@baro/core';

/** Every API base of SPEC §7 and DESIGN §2. */
export const API_BASE_NAMES = [
  'shipping',
  'content',
  'tracking',
  'admin',
  'partner',
  'fulfillment',
  'fulfillmentDashboard',
  'localPrinter',
  'cjPrinter',
  'hanjinPrinter',
] as const;
export type ApiBaseName = (typeof API_BASE_NAMES)[number];

/** Where the label-printer agent (apps/print-agent) listens on a warehouse machine. */
export const DEFAULT_LOCAL_PRINTER_BASE = DEFAULT_PRINT_AGENT_BASE;

/**
 * The bases every server mounts on its own origin (DESIGN §2), so a default build works wherever
 * it is served. The carrier network printers are reached through the print agent, which is why
 * their defaults hang off whatever the local printer base resolved to.
 */
export function defaultApiBase(name: ApiBaseName, localPrinterBase: string): string {
  switch (name) {
    case 'shipping':
      return '/api';
    case 'content':
      return '/api/content/v2';
    case 'tracking':
      return '/api/tracking';
    case 'admin':
      return '/api/admin';
    case 'partner':
      return '/api/partner';
    case 'fulfillment':
      return '/api/fulfillment';
    case 'fulfillmentDashboard':
      return '/api/fulfillment/dashboard';
    case 'localPrinter':
      return DEFAULT_LOCAL_PRINTER_BASE;
    case 'cjPrinter':
      return `${localPrinterBase}/printers/cj`;
    case 'hanjinPrinter':
      return `${localPrinterBase}/printers/hanjin`;
  }
}

/** `fulfillmentDashboard` → `BARO_API_BASE_FULFILLMENT_DASHBOARD`. */
export function apiBaseSettingName(name: ApiBaseName): string {
  return `BARO_API_BASE_${name.replace(/[A-Z]/g, (letter) => `_${letter}`).toUpperCase()}`;
}

export type ParsedApiBase = { ok: true; base: string } | { ok: false; reason: string };

/**
 * Accepts an absolute path (`/api`, same origin) or an http(s) URL (another host), and returns it
 * without trailing slashes so callers can append `/path` (the root path `/` stays `/`). Query
 * strings, fragments and credentials are refused: the value ends up in every browser's bundle.
 */
export function parseApiBase(raw: string): ParsedApiBase {
  const value = raw.trim();
  if (/\s/.test(value)) return { ok: false, reason: 'must not contain spaces' };
  if (value.startsWith('/')) {
    if (value.startsWith('//')) return { ok: false, reason: 'must name its scheme (http:// or https://)' };
    if (/[?#]/.test(value)) return { ok: false, reason: 'must not carry a query or a fragment' };
    return { ok: true, base: withoutTrailingSlashes(value) };
  }
  if (!/^https?:\/\/[^/]/i.test(value) || !URL.canParse(value)) {
    return { ok: false, reason: 'must be an absolute path such as /api or an http(s):// URL' };
  }
  const url = new URL(value);
  if (url.hostname === '') return { ok: false, reason: 'must name a host' };
  if (url.username !== '' || url.password !== '') return { ok: false, reason: 'must not carry credentials' };
  if (url.search !== '' || url.hash !== '' || /[?#]/.test(value)) {
    return { ok: false, reason: 'must not carry a query or a fragment' };
  }
  return { ok: true, base: withoutTrailingSlashes(`${url.origin}${url.pathname}`) };
}

function withoutTrailingSlashes(base: string): string {
  const trimmed = base.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}
