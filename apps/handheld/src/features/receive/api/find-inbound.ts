import { type Inbound, inboundPageSchema, inboundSchema } from '@baro/core';
import { apiClient } from '../../../lib/api.ts';
import { rememberSkus } from '../../../lib/floor-reads.ts';

/**
 * The inbound a scanned inbound number or box code names: `GET /api/warehouse/inbound?q=` (the
 * worker's warehouse; staff every one), then `GET /api/warehouse/inbound/{id}` for its lines.
 * Null when nothing, or more than one inbound, matches.
 */
export async function findInbound(code: string): Promise<Inbound | null> {
  const page = await apiClient.get('shipping', '/warehouse/inbound', {
    query: { q: code.trim(), size: 2 },
    schema: inboundPageSchema,
  });
  const only = page.items.length === 1 ? page.items[0] : undefined;
  if (!only) return null;
  const inbound = await apiClient.get('shipping', `/warehouse/inbound/${encodeURIComponent(only.id)}`, {
    schema: inboundSchema,
  });
  rememberSkus(inbound.items);
  return inbound;
}
