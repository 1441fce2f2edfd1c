import type { IncomingMessage, ServerResponse } from 'node:http';
import { DEFAULT_PRINT_AGENT_ORIGINS } from '@baro/core';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { Env } from '../env.ts';

/** The chat widget (Channel Talk): its loader script, its API and socket, its frames and media. */
const CHAT_WIDGET = 'https://*.channel.io';
const CHAT_WIDGET_SOCKETS = 'wss://*.channel.io';
/** Error tracking (Sentry) sends events to `<org>.ingest[.<region>].sentry.io`. */
const ERROR_TRACKING = 'https://*.sentry.io';

const originOf = (url: string) => new URL(url).origin;

/**
 * Where the browser fetches uploaded files from and PUTs uploads to: this origin for the local
 * driver (its signed URLs start with PUBLIC_URL), the bucket's host for S3.
 */
export function storageOrigins(env: Env): string[] {
  if (env.STORAGE_DRIVER !== 's3') return [originOf(env.PUBLIC_URL)];
  if (env.S3_ENDPOINT) return [originOf(env.S3_ENDPOINT)];
  return [
    `https://${env.S3_BUCKET}.s3.${env.S3_REGION}.amazonaws.com`,
    `https://s3.${env.S3_REGION}.amazonaws.com`,
  ];
}

/** The Content-Security-Policy directives of every response (pages, API answers, files). */
export function contentSecurityPolicy(env: Env): Record<string, string[]> {
  const https = env.PUBLIC_URL.startsWith('https:');
  const storage = storageOrigins(env);
  const extraConnect = env.CSP_CONNECT_ORIGINS ?? [];
  return {
    'default-src': ["'self'"],
    // No inline script, no eval: an injected <script> or on* attribute does not run.
    'script-src': ["'self'", CHAT_WIDGET],
    'script-src-attr': ["'none'"],
    // Mantine and the chat widget set style attributes and <style> elements at run time.
    'style-src': ["'self'", "'unsafe-inline'", CHAT_WIDGET],
    'img-src': ["'self'", 'data:', 'blob:', ...storage, CHAT_WIDGET],
    'font-src': ["'self'", 'data:', CHAT_WIDGET],
    'media-src': ["'self'", 'blob:', ...storage, CHAT_WIDGET],
    // The packing station posts labels to the print agent on the packing PC's loopback (an agent
    // moved elsewhere is named in CSP_CONNECT_ORIGINS).
    'connect-src': [
      "'self'",
      ...storage,
      ERROR_TRACKING,
      CHAT_WIDGET,
      CHAT_WIDGET_SOCKETS,
      ...DEFAULT_PRINT_AGENT_ORIGINS,
      ...extraConnect,
    ],
    'frame-src': [CHAT_WIDGET],
    // Session replay compresses in a worker made from a blob.
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    // Nobody may frame Baro (clickjacking); X-Frame-Options says the same to old browsers.
    'frame-ancestors': ["'none'"],
    ...(https ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

/**
 * Security headers on every response, API and web apps alike, by helmet: the CSP above, nosniff,
 * X-Frame-Options DENY, no Referer to other sites (reset links carry a token), and HSTS when Baro
 * is reached over https.
 */
export async function registerSecurityHeaders(app: FastifyInstance, env: Env): Promise<void> {
  const https = env.PUBLIC_URL.startsWith('https:');
  const headers = helmetHeaders({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(env) },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'no-referrer' },
    frameguard: { action: 'deny' },
    // The chat widget's frames and images come from another origin without CORP headers.
    crossOriginEmbedderPolicy: false,
    // The chat widget may open a window (a file, a link) and keep talking to it.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
  });
  // On the raw response, as helmet itself sets them, so errors and 404s carry them too.
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
}

/**
 * The headers helmet sets for `options`, worked out once. They depend only on the configuration
 * (no per-request nonces), and @fastify/helmet rebuilt helmet — parsing every CSP directive — on
 * every request: 8 % of an authenticated read's CPU (docs/performance.md).
 */
export function helmetHeaders(options: HelmetOptions): [string, string | number | readonly string[]][] {
  const headers = new Map<string, string | number | readonly string[]>();
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) =>
      headers.set(name.toLowerCase(), value),
    removeHeader: (name: string) => headers.delete(name.toLowerCase()),
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return [...headers];
}
