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
  DEMO_DATA: optional(z.enum(['auto', 'off']).default('auto')),
  BODY_LIMIT_BYTES: optional(
    z.coerce
      .number()
      .int()
      .min(1024)
      .max(100 * 1024 * 1024)
      .default(1024 * 1024),
  ),
  TRUST_PROXY: optional(booleanFlag.default(false)),
  SHUTDOWN_TIMEOUT_MS: optional(z.coerce.number().int().min(100).max(120_000).default(10_000)),
  PUBLIC_URL: optional(z.url({ protocol: /^https?$/ }).optional()),
  JWT_SECRET: optional(z.string().min(32, 'must be at least 32 characters').optional()),
  ACCESS_TOKEN_TTL_SECONDS: optional(z.coerce.number().int().min(30).max(86_400).default(900)),
  REFRESH_TOKEN_TTL_DAYS: optional(z.coerce.number().int().min(1).max(365).default(30)),
  PASSWORD_HASH_CONCURRENCY: optional(z.coerce.number().int().min(1).max(64).default(2)),
  SMTP_URL: optional(z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional()),
  MAIL_FROM: optional(z.string().min(3).default('Baro <no-reply@baro.local>')),
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
  if (storageProblems.length > 0) throw new EnvError(storageProblems);
  const publicUrl = (data.PUBLIC_URL ?? `http://localhost:${data.PORT}`).replace(/\/+$/, '');
  return { ...data, DATA_DIR: resolve(data.DATA_DIR), PUBLIC_URL: publicUrl };
}
