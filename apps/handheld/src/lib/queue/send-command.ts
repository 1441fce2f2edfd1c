import { type ApiClient, ApiError } from '@baro/client';
import type { QueuedCommand, SendOutcome } from './command-queue.ts';

/** Statuses that say "try again later" rather than "no": the session, timeouts, throttling. */
const RETRY_STATUSES = new Set([401, 408, 425, 429]);

/**
 * Sends one queued command with its `Idempotency-Key` and says what came of it: done (2xx, or the
 * first answer replayed), refused (4xx: parked for the worker) or retry (no answer, 5xx, 401, 408,
 * 429). An `IDEMPOTENCY_KEY_REUSED` cannot happen for a stored command (its body never changes).
 */
export function createSender(apiClient: ApiClient) {
  return async (command: QueuedCommand): Promise<SendOutcome> => {
    try {
      await apiClient.post('shipping', command.path, command.body, {
        headers: { 'idempotency-key': command.id },
      });
      return { type: 'done' };
    } catch (error) {
      if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
        if (RETRY_STATUSES.has(error.status)) return { type: 'retry', afterSeconds: error.retryAfterSeconds };
        return { type: 'refused', code: error.code, message: error.message };
      }
      return { type: 'retry', afterSeconds: error instanceof ApiError ? error.retryAfterSeconds : null };
    }
  };
}
