import { type FastifyReply, type FastifyRequest, type FastifyServerOptions, LogController } from 'fastify';
import type { Env } from '../env.ts';

const REDACTED = ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'];

/** The format the log is written in: `LOG_FORMAT`, else readable lines in development only. */
export function logFormatOf(env: Pick<Env, 'LOG_FORMAT' | 'NODE_ENV'>): 'pretty' | 'json' {
  return env.LOG_FORMAT ?? (env.NODE_ENV === 'development' ? 'pretty' : 'json');
}

interface RequestRecord {
  msg?: unknown;
  req?: { method?: string; url?: string };
  res?: { statusCode?: number };
  responseTime?: number;
}

/** `GET /api/x → 200 in 3.1 ms` for a request, else the message itself. */
export function readableMessage(record: Record<string, unknown>, messageKey = 'msg'): string {
  const { req, res, responseTime } = record as RequestRecord;
  if (req?.method && res?.statusCode !== undefined && typeof responseTime === 'number')
    return `${req.method} ${req.url ?? ''} → ${res.statusCode} in ${responseTime.toFixed(1)} ms`;
  return String(record[messageKey] ?? '');
}

/**
 * In the pretty format a request is one line when it ends: Fastify's own two records per request
 * ("incoming request", then "request completed" without the path), interleaved, cannot be told
 * apart by eye. Errors keep their stack.
 */
export class ReadableLogController extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    const record = {
      req: { method: request.method, url: request.url },
      res: { statusCode: reply.statusCode },
      responseTime: reply.elapsedTime,
    };
    if (error) reply.log.error({ ...record, err: error }, 'request errored');
    else reply.log.info(record, 'request completed');
  }
}

/**
 * Fastify's logger: JSON lines for log collectors, or (pretty) one readable line per record —
 * `14:02:11 INFO: GET /api/users/me → 200 in 3.1 ms` — for someone watching `npm start`.
 * The pretty stream writes synchronously so nothing is lost when the process exits after a signal.
 */
export async function loggerOptionsOf(
  env: Pick<Env, 'LOG_FORMAT' | 'NODE_ENV' | 'LOG_LEVEL'>,
): Promise<FastifyServerOptions['logger']> {
  const base = { level: env.LOG_LEVEL, redact: REDACTED };
  if (logFormatOf(env) === 'json') return base;
  const { default: pretty } = await import('pino-pretty');
  const stream = pretty({
    sync: true,
    colorize: process.stdout.isTTY === true,
    translateTime: 'SYS:HH:MM:ss',
    singleLine: true,
    ignore: 'pid,hostname,reqId,req,res,responseTime',
    messageFormat: readableMessage,
  });
  return { ...base, stream };
}
