import { resolve } from 'node:path';
import { z } from 'zod';

// The only reader of process.env. Empty strings count as unset, because that is what a line
// like `DATABASE_URL=` in an env file means to most people.
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema);

const booleanFlag = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

const envSchema = z.object({
  NODE_ENV: optional(z.enum(['development', 'production', 'test']).default('development')),
  PORT: optional(z.coerce.number().int().min(0).max(65_535).default(3000)),
  HOST: optional(z.string().min(1).default('127.0.0.1')),
  DATA_DIR: optional(z.string().min(1).default('./data')),
  DATABASE_URL: optional(
    z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' }).optional(),
  ),
  LOG_LEVEL: optional(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info')),
  // One readable line per record for a person at a terminal, JSON for machines; pretty by default
  // only in development.
  LOG_FORMAT: optional(z.enum(['pretty', 'json']).optional()),
  DEMO_DATA: optional(z.enum(['auto', 'off']).default('auto')),
  BODY_LIMIT_BYTES: optional(
    z.coerce
      .number()
      .int()
      .min(1024)
      .max(100 * 1024 * 1024)
      .default(1024 * 1024),
  ),
  // Which X-Forwarded-For hops to believe (Fastify's trustProxy): false, true (every hop: only when
  // nothing reaches the API except through the proxy), a hop count, or the proxies' addresses/CIDRs
  // and the names loopback, linklocal, uniquelocal, comma-separated. See README.
  TRUST_PROXY: optional(
    z
      .string()
      .trim()
      .transform((value, context): boolean | number | string[] => {
        if (/^(true|false|1|0)$/.test(value)) return value === 'true' || value === '1';
        if (/^hops:\d{1,2}$/.test(value)) return Number(value.slice(5));
        const entries = value
          .split(',')
          .map((entry) => entry.trim())
          .filter(Boolean);
        const valid = (entry: string) =>
          /^(loopback|linklocal|uniquelocal)$/.test(entry) ||
          /^[\d.]+(\/\d{1,2})?$/.test(entry) ||
          /^[\da-f:]+(\/\d{1,3})?$/i.test(entry);
        if (entries.length > 0 && entries.every(valid)) return entries;
        context.addIssue({
          code: 'custom',
          message:
            'must be true, false, hops:<n>, or proxy addresses/CIDRs (or loopback, linklocal, uniquelocal)',
        });
        return z.NEVER;
      })
      .default(false),
  ),
  SHUTDOWN_TIMEOUT_MS: optional(z.coerce.number().int().min(100).max(120_000).default(10_000)),
  PUBLIC_URL: optional(z.url({ protocol: /^https?$/ }).optional()),
  // The supplier block of quotations (issue 18: Korean importers need it for internal approval);
  // @baro/core's BARO_COMPANY fills whatever is not set.
  SUPPLIER_NAME: optional(z.string().max(100).optional()),
  SUPPLIER_NAME_EN: optional(z.string().max(100).optional()),
  SUPPLIER_REPRESENTATIVE: optional(z.string().max(50).optional()),
  SUPPLIER_BUSINESS_NUMBER: optional(
    z
      .string()
      .regex(/^\d{3}-\d{2}-\d{5}$/, 'must look like 123-45-67890')
      .optional(),
  ),
  SUPPLIER_ADDRESS: optional(z.string().max(200).optional()),
  SUPPLIER_PHONE: optional(z.string().max(30).optional()),
  /** A PNG of the company seal (직인), printed beside the supplier block. */
  SUPPLIER_SEAL_PNG: optional(z.string().min(1).optional()),
  JWT_SECRET: optional(z.string().min(32, 'must be at least 32 characters').optional()),
  ACCESS_TOKEN_TTL_SECONDS: optional(z.coerce.number().int().min(30).max(86_400).default(900)),
  REFRESH_TOKEN_TTL_DAYS: optional(z.coerce.number().int().min(1).max(365).default(30)),
  PASSWORD_HASH_CONCURRENCY: optional(z.coerce.number().int().min(1).max(64).default(2)),
  SMTP_URL: optional(z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional()),
  MAIL_FROM: optional(z.string().min(3).default('Baro <no-reply@baro.local>')),
  // SPEC §9: the guide files' bucket (a prefix in the storage) differs per environment; unset,
  // production uses `baro-guides` and every other environment `baro-guides-dev`.
  GUIDE_BUCKET: optional(
    z
      .string()
      .regex(/^[a-z0-9][a-z0-9-]{2,62}$/, 'must be 3–63 lowercase letters, digits or hyphens')
      .optional(),
  ),
  STORAGE_DRIVER: optional(z.enum(['local', 's3']).default('local')),
  STORAGE_SIGNING_SECRET: optional(z.string().min(32, 'must be at least 32 characters').optional()),
  FILE_MAX_BYTES: optional(
    z.coerce
      .number()
      .int()
      .min(1024)
      .max(1024 * 1024 * 1024)
      .default(30 * 1024 * 1024),
  ),
  S3_ENDPOINT: optional(z.url({ protocol: /^https?$/ }).optional()),
  S3_REGION: optional(z.string().min(1).default('ap-northeast-2')),
  S3_BUCKET: optional(z.string().min(3).max(63).optional()),
  S3_ACCESS_KEY_ID: optional(z.string().min(1).optional()),
  S3_SECRET_ACCESS_KEY: optional(z.string().min(1).optional()),
  S3_FORCE_PATH_STYLE: optional(booleanFlag.default(false)),
  // Carriers (issue 14): the simulated network answers for whatever no real provider is set up for.
  CARRIER_SIMULATION: optional(z.enum(['on', 'off']).default('on')),
  CARRIER_SIMULATION_SPEED: optional(z.coerce.number().min(1).max(1_000_000).default(1)),
  CARRIER_TIMEOUT_MS: optional(z.coerce.number().int().min(500).max(120_000).default(15_000)),
  DELIVERY_TRACKER_URL: optional(
    z.url({ protocol: /^https?$/ }).default('https://apis.tracker.delivery/graphql'),
  ),
  DELIVERY_TRACKER_CLIENT_ID: optional(z.string().min(1).optional()),
  DELIVERY_TRACKER_CLIENT_SECRET: optional(z.string().min(1).optional()),
  SWEET_TRACKER_URL: optional(z.url({ protocol: /^https?$/ }).default('https://info.sweettracker.co.kr')),
  SWEET_TRACKER_KEY: optional(z.string().min(1).optional()),
  // Which real tracking provider answers when both have credentials (unset: the one configured).
  TRACKING_PROVIDER: optional(z.enum(['deliverytracker', 'sweettracker']).optional()),
  HANJIN_API_URL: optional(z.url({ protocol: /^https?$/ }).default('https://ebbapd.hjt.co.kr')),
  HANJIN_API_KEY: optional(z.string().min(1).optional()),
  HANJIN_CLIENT_ID: optional(z.string().min(1).optional()),
  HANJIN_CONTRACT_NO: optional(z.string().min(1).max(7).optional()),
  TRACKING_POLL_INTERVAL_SECONDS: optional(z.coerce.number().int().min(60).max(86_400).default(1800)),
  TRACKING_GIVE_UP_DAYS: optional(z.coerce.number().int().min(1).max(365).default(30)),
  // Label printers: the carriers' network printers (raw TCP 9100) the API prints to.
  CARRIER_PRINTER_CJ: optional(
    z
      .string()
      .regex(/^tcp:\/\/[^\s/:]+(:\d{1,5})?$/, 'must be tcp://host[:port]')
      .optional(),
  ),
  CARRIER_PRINTER_HANJIN: optional(
    z
      .string()
      .regex(/^tcp:\/\/[^\s/:]+(:\d{1,5})?$/, 'must be tcp://host[:port]')
      .optional(),
  ),
  CARRIER_PRINTER_DPI: optional(z.enum(['203', '300']).default('203').transform(Number)),
  PRINTER_TIMEOUT_MS: optional(z.coerce.number().int().min(200).max(60_000).default(5000)),
  // Webhooks: http:// and private-network addresses only for development and tests.
  WEBHOOK_ALLOW_INSECURE: optional(booleanFlag.default(false)),
  WEBHOOK_TIMEOUT_MS: optional(z.coerce.number().int().min(500).max(60_000).default(10_000)),
  CSP_CONNECT_ORIGINS: optional(
    z
      .string()
      .transform((value) =>
        value
          .split(',')
          .map((origin) => origin.trim())
          .filter(Boolean),
      )
      .pipe(
        z.array(z.url({ protocol: /^(https?|wss?)$/, error: 'must be a comma-separated list of origins' })),
      )
      .optional(),
  ),
});

export type Env = Omit<z.infer<typeof envSchema>, 'DATA_DIR' | 'PUBLIC_URL'> & {
  DATA_DIR: string;
  /** Where people reach this service; links in e-mails start with it. */
  PUBLIC_URL: string;
};

export class EnvError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(`Baro cannot start; fix these settings:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'EnvError';
    this.problems = problems;
  }
}

/** Reads and checks the environment once, reporting every problem together. */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    throw new EnvError(
      result.error.issues.map((issue) => {
        const name = issue.path.join('.');
        return `${name}=${JSON.stringify(source[name] ?? '')}: ${issue.message}`;
      }),
    );
  }
  const data = result.data;
  if (data.NODE_ENV === 'production' && data.DATABASE_URL && !data.JWT_SECRET) {
    // Several processes on one database must sign with one secret; a per-machine file cannot do that.
    throw new EnvError(['JWT_SECRET="": must be set in production when DATABASE_URL is set']);
  }
  const storageProblems: string[] = [];
  if (data.STORAGE_DRIVER === 's3' && !data.S3_BUCKET) {
    storageProblems.push('S3_BUCKET="": must be set when STORAGE_DRIVER=s3');
  }
  if (Boolean(data.S3_ACCESS_KEY_ID) !== Boolean(data.S3_SECRET_ACCESS_KEY)) {
    storageProblems.push(
      'S3_SECRET_ACCESS_KEY: set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither',
    );
  }
  if (Boolean(data.DELIVERY_TRACKER_CLIENT_ID) !== Boolean(data.DELIVERY_TRACKER_CLIENT_SECRET)) {
    storageProblems.push(
      'DELIVERY_TRACKER_CLIENT_SECRET: set both DELIVERY_TRACKER_CLIENT_ID and DELIVERY_TRACKER_CLIENT_SECRET, or neither',
    );
  }
  if (data.TRACKING_PROVIDER === 'sweettracker' && !data.SWEET_TRACKER_KEY) {
    storageProblems.push('TRACKING_PROVIDER="sweettracker": set SWEET_TRACKER_KEY');
  }
  if (data.TRACKING_PROVIDER === 'deliverytracker' && !data.DELIVERY_TRACKER_CLIENT_ID) {
    storageProblems.push(
      'TRACKING_PROVIDER="deliverytracker": set DELIVERY_TRACKER_CLIENT_ID and DELIVERY_TRACKER_CLIENT_SECRET',
    );
  }
  if (!data.TRACKING_PROVIDER && data.SWEET_TRACKER_KEY && data.DELIVERY_TRACKER_CLIENT_ID) {
    storageProblems.push(
      'TRACKING_PROVIDER: both DeliveryTracker and Sweet Tracker are configured; choose "deliverytracker" or "sweettracker"',
    );
  }
  const hanjin = [data.HANJIN_API_KEY, data.HANJIN_CLIENT_ID, data.HANJIN_CONTRACT_NO];
  if (hanjin.some(Boolean) && !hanjin.every(Boolean)) {
    storageProblems.push(
      'HANJIN_API_KEY: set HANJIN_API_KEY, HANJIN_CLIENT_ID and HANJIN_CONTRACT_NO together, or none',
    );
  }
  if (data.WEBHOOK_ALLOW_INSECURE && data.NODE_ENV === 'production') {
    storageProblems.push('WEBHOOK_ALLOW_INSECURE="true": not allowed in production');
  }
  if (storageProblems.length > 0) throw new EnvError(storageProblems);
  const publicUrl = (data.PUBLIC_URL ?? `http://localhost:${data.PORT}`).replace(/\/+$/, '');
  return { ...data, DATA_DIR: resolve(data.DATA_DIR), PUBLIC_URL: publicUrl };
}
