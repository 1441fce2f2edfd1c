import { z } from 'zod';

// What the shared command-idempotency store offers other modules (issue 15): run a write command
// in one transaction that answers a retried `Idempotency-Key` with its first answer; the header's
// value and the request hash that orders keep on the order.

export { idempotencyKeyOf, requestHash } from './command-idempotency.rules.ts';
export { commandOf, type IdempotentCommand, runCommand } from './run-command.ts';

/** A route's optional `Idempotency-Key` header (other headers pass through; checked by idempotencyKeyOf). */
export const idempotencyHeaders = z.looseObject({ 'idempotency-key': z.string().optional() });
