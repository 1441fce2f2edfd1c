import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { WEBHOOK_HEADERS } from '@baro/core';
import { publicOnlyLookup } from './webhook-target.ts';

/** The start of an answer's body kept in the delivery log. */
export const RESPONSE_BODY_LIMIT = 2048;

export interface SendResult {
  status: number | null;
  body: string | null;
  error: string | null;
}

/**
 * Posts one signed delivery and reads at most 2 KB of the answer. Redirects are not followed
 * (a 3xx counts as a failure), the whole exchange has a deadline, and unless insecure targets are
 * allowed the connection is made only to a public address (checked on the resolved IP).
 */
export function sendWebhook(options: {
  url: string;
  body: string;
  signature: string;
  eventId: string;
  eventType: string;
  deliveryId: string;
  timeoutMs: number;
  allowInsecure: boolean;
}): Promise<SendResult> {
  const url = new URL(options.url);
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve) => {
    let settled = false;
    const finish = (result: SendResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(deadline);
      resolve(result);
    };
    const request = send(
      url,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'content-length': Buffer.byteLength(options.body),
          'user-agent': 'Baro-Webhooks/1.0',
          [WEBHOOK_HEADERS.signature]: options.signature,
          [WEBHOOK_HEADERS.eventId]: options.eventId,
          [WEBHOOK_HEADERS.eventType]: options.eventType,
          [WEBHOOK_HEADERS.deliveryId]: options.deliveryId,
        },
        ...(options.allowInsecure ? {} : { lookup: publicOnlyLookup }),
      },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          if (size < RESPONSE_BODY_LIMIT) chunks.push(chunk);
          size += chunk.length;
          if (size >= RESPONSE_BODY_LIMIT) response.destroy();
        });
        const done = () =>
          finish({
            status: response.statusCode ?? null,
            body: Buffer.concat(chunks).toString('utf8').slice(0, RESPONSE_BODY_LIMIT),
            error: null,
          });
        response.on('end', done);
        response.on('close', done);
        response.on('error', done);
      },
    );
    const deadline = setTimeout(() => {
      request.destroy(new Error(`no answer within ${options.timeoutMs} ms`));
    }, options.timeoutMs);
    request.on('error', (error: NodeJS.ErrnoException) =>
      finish({
        status: null,
        body: null,
        error: (error.code ? `${error.code}: ${error.message}` : error.message).slice(0, 500),
      }),
    );
    request.end(options.body);
  });
}
