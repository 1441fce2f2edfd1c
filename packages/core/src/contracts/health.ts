import { z } from 'zod';

/** `GET /api/health`: 200 when the database answers, 503 with status "degraded" when it does not. */
export const healthResponseSchema = z
  .object({
    status: z.enum(['ok', 'degraded']),
    db: z.enum(['pglite', 'postgres']),
    version: z.string(),
  })
  .meta({ id: 'Health' });

export type HealthResponse = z.infer<typeof healthResponseSchema>;
