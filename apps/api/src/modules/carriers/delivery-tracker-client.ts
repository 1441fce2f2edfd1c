import {
  classifyTrackingText,
  PARCEL_COMPANIES,
  type ParcelCompany,
  type TrackingEvent,
  type TrackingStatus,
  toSeoulIso,
} from '@baro/core';
import { z } from 'zod';
import { CarrierError, fetchFromCarrier, type TrackingProvider } from './carrier-network.ts';

// DeliveryTracker (tracker.delivery) v2, a public Korean tracking aggregator with a GraphQL API:
// POST https://apis.tracker.delivery/graphql, `Authorization: TRACKQL-API-KEY <clientId>:<secret>`,
// `track(carrierId, trackingNumber) { lastEvent, events { edges { node } } }`, events oldest first,
// times RFC 3339 with an offset. Errors come in the body's `errors[]` with `extensions.code`
// (`NOT_FOUND`, `BAD_REQUEST`, `INTERNAL`; `UNAUTHENTICATED` for bad credentials), usually with
// HTTP 200, so the body decides, not the status (schema: shlee322/delivery-tracker
// packages/api/src/schema/schema.graphql; docs: tracker.delivery/docs/tracking-api, /error-handling).

export const TRACK_QUERY = `query Track($carrierId: ID!, $trackingNumber: String!) {
  track(carrierId: $carrierId, trackingNumber: $trackingNumber) {
    lastEvent { time status { code name } }
    events(last: 100) {
      edges { node { time status { code name } description location { name } } }
    }
  }
}`;

const STATUS_CODES: Readonly<Record<string, TrackingStatus | undefined>> = {
  INFORMATION_RECEIVED: 'information_received',
  AT_PICKUP: 'at_pickup',
  IN_TRANSIT: 'in_transit',
  OUT_FOR_DELIVERY: 'out_for_delivery',
  ATTEMPT_FAIL: 'attempt_fail',
  DELIVERED: 'delivered',
  // Held at a pickup point (편의점, 무인택배함) for the recipient: not delivered yet.
  AVAILABLE_FOR_PICKUP: 'attempt_fail',
  EXCEPTION: 'exception',
  UNKNOWN: undefined,
};

const nodeSchema = z.object({
  time: z.string().nullable().optional(),
  status: z.object({ code: z.string(), name: z.string().nullable().optional() }),
  description: z.string().nullable().optional(),
  location: z.object({ name: z.string().nullable().optional() }).nullable().optional(),
});

const responseSchema = z.object({
  data: z
    .object({
      track: z
        .object({
          events: z
            .object({ edges: z.array(z.object({ node: nodeSchema.nullable() }).nullable()).nullable() })
            .nullable()
            .optional(),
        })
        .nullable(),
    })
    .nullable()
    .optional(),
  errors: z
    .array(
      z.object({
        message: z.string().optional(),
        extensions: z.object({ code: z.string().optional() }).optional(),
      }),
    )
    .optional(),
});

/** One DeliveryTracker event in our words, keeping the carrier's text and place. */
export function toTrackingEvent(node: z.infer<typeof nodeSchema>): TrackingEvent | undefined {
  if (!node.time || Number.isNaN(Date.parse(node.time))) return undefined;
  const text = node.description?.trim() || node.status.name?.trim() || node.status.code;
  // The carrier's words win where they say "returning", which DeliveryTracker has no code for.
  const fromText = classifyTrackingText(`${node.status.name ?? ''} ${node.description ?? ''}`);
  const status =
    fromText === 'returning' ? fromText : (STATUS_CODES[node.status.code] ?? fromText ?? 'in_transit');
  return {
    time: toSeoulIso(new Date(node.time)),
    status,
    description: text,
    location: node.location?.name?.trim() || null,
  };
}

export interface DeliveryTrackerOptions {
  url: string;
  clientId: string;
  clientSecret: string;
  timeoutMs: number;
}

export function createDeliveryTrackerClient(options: DeliveryTrackerOptions): TrackingProvider {
  return {
    name: 'deliverytracker',
    async track(parcelCompany: ParcelCompany, invoiceNo: string) {
      const response = await fetchFromCarrier(
        options.url,
        {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            accept: 'application/json',
            authorization: `TRACKQL-API-KEY ${options.clientId}:${options.clientSecret}`,
          },
          body: JSON.stringify({
            query: TRACK_QUERY,
            variables: {
              carrierId: PARCEL_COMPANIES[parcelCompany].deliveryTrackerId,
              trackingNumber: invoiceNo,
            },
          }),
        },
        options.timeoutMs,
        'DeliveryTracker',
      );
      let parsed: z.infer<typeof responseSchema>;
      try {
        parsed = responseSchema.parse(await response.json());
      } catch (error) {
        throw new CarrierError(
          'unavailable',
          `DeliveryTracker answered HTTP ${response.status} without a GraphQL body`,
          {
            cause: error,
          },
        );
      }
      const error = parsed.errors?.[0];
      if (error) {
        const code = error.extensions?.code;
        if (code === 'NOT_FOUND') return null;
        if (code === 'BAD_REQUEST') throw new CarrierError('bad_request', error.message ?? 'BAD_REQUEST');
        throw new CarrierError(
          'unavailable',
          `DeliveryTracker ${code ?? 'error'}: ${error.message ?? ''}`.trim(),
        );
      }
      const track = parsed.data?.track;
      if (!track) return null;
      return (track.events?.edges ?? [])
        .map((edge) => (edge?.node ? toTrackingEvent(edge.node) : undefined))
        .filter((event): event is TrackingEvent => event !== undefined)
        .sort((a, b) => Date.parse(a.time) - Date.parse(b.time));
    },
  };
}
