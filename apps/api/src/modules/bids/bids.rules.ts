import { createHash } from 'node:crypto';
import {
  BID_FIELD_MESSAGES,
  type BidCargo,
  type BidStatus,
  type CreateBidInput,
  canTransitionBid,
  type ErrorCode,
  estimateContainerSchema,
  estimatePackageSchema,
  estimateServicesSchema,
  FIELD_MESSAGES,
  type FreightType,
  freightTypeSchema,
  incotermSchema,
  isBidOpenAt,
  type Language,
  RATE_FIELD_MESSAGES,
} from '@baro/core';
import { z } from 'zod';
import { AppError } from '../../http/app-error.ts';

// The bids module's pure rules on top of @baro/core's state machine (bid-status, bid-lifecycle):
// what a request is made of, who may see a bid, idempotency keys.

/** Throws the refusal as an AppError; does nothing when the action is allowed. */
export function enforce(refusal: ErrorCode | null): void {
  if (refusal) throw new AppError(refusal);
}

/** Where the customer reads a bid in the customer app (mail links). */
export const bidLink = (publicUrl: string, bidId: string) =>
  `${publicUrl}/mypage/bids/${encodeURIComponent(bidId)}`;

/** Where a partner reads a request in the partner app. */
export const partnerBidLink = (publicUrl: string, bidId: string) =>
  `${publicUrl}/partner/bids/${encodeURIComponent(bidId)}`;

// ── idempotency ─────────────────────────────────────────────────────────────────────────────

const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,255}$/;

/** The `Idempotency-Key` header's value: 1–255 visible ASCII characters, or undefined when absent. */
export function idempotencyKeyOf(header: string | string[] | undefined, lang: Language): string | undefined {
  if (header === undefined) return undefined;
  const value = Array.isArray(header) ? header[0] : header;
  if (value === undefined || !IDEMPOTENCY_KEY.test(value)) {
    throw new AppError('VALIDATION_FAILED', { fields: { 'Idempotency-Key': FIELD_MESSAGES[lang].invalid } });
  }
  return value;
}

/** JSON with object keys sorted at every level, so equal bodies give equal text. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** The hash an idempotency key is stored with: SHA-256 of the validated body's canonical JSON. */
export const requestHash = (body: unknown): string =>
  createHash('sha256').update(canonicalJson(body)).digest('hex');

// ── what a request is made of ───────────────────────────────────────────────────────────────

/** A bid request's lane, terms and cargo, however it arrived. */
export interface BidRequestParts {
  freightType: FreightType;
  pol: string;
  pod: string;
  incoterms: string;
  cargoReadyDate: string;
  cargo: BidCargo;
}

/** The services as a bid keeps them, from the request's (flags default to false). */
function servicesOf(services: Partial<BidCargo['services']> | undefined): BidCargo['services'] {
  return {
    customsClearance: services?.customsClearance === true,
    insurance: services?.insurance === true,
    inlandTransport: services?.inlandTransport === true,
    cargoValue: services?.cargoValue ?? null,
  };
}

/** The parts of a full request (the schema has checked that every field is there). */
export function partsOfRequest(body: CreateBidInput): BidRequestParts {
  const { freightType, pol, pod, incoterms, cargoReadyDate } = body;
  if (!freightType || !pol || !pod || !incoterms || !cargoReadyDate) throw new AppError('VALIDATION_FAILED');
  return {
    freightType,
    pol,
    pod,
    incoterms,
    cargoReadyDate,
    cargo: {
      containers: freightType === 'FCL' ? (body.containers ?? []) : [],
      packages: body.packages ?? [],
      services: servicesOf(body.services),
      description: body.cargoDescription ?? null,
    },
  };
}

/** The search body an estimate log keeps, read leniently (unknown fields are ignored). */
const loggedSearchSchema = z.object({
  freightType: freightTypeSchema,
  pol: z.string(),
  pod: z.string(),
  incoterms: incotermSchema,
  cargoReadyDate: z.iso.date(),
  containers: z.array(estimateContainerSchema.loose()).optional(),
  packages: z.array(estimatePackageSchema.loose()).optional(),
  services: estimateServicesSchema.loose().optional(),
  cargoDescription: z.string().optional(),
});

/** The parts of a request copied from an estimate log's search, or null when it cannot be read. */
export function partsOfLoggedSearch(request: unknown): BidRequestParts | null {
  const parsed = loggedSearchSchema.safeParse(request);
  if (!parsed.success) return null;
  const search = parsed.data;
  const containers = (search.containers ?? []).map(({ type, quantity }) => ({ type, quantity }));
  const packages = (search.packages ?? []).map(({ length, width, height, weight, quantity }) => ({
    length,
    width,
    height,
    weight,
    quantity,
  }));
  if (search.freightType === 'FCL' ? containers.length === 0 : packages.length === 0) return null;
  return {
    freightType: search.freightType,
    pol: search.pol,
    pod: search.pod,
    incoterms: search.incoterms,
    cargoReadyDate: search.cargoReadyDate,
    cargo: {
      containers: search.freightType === 'FCL' ? containers : [],
      packages,
      services: servicesOf(search.services),
      description: search.cargoDescription ?? null,
    },
  };
}

/** The cargo as stored (a bid's `cargo` column), read back; tolerant of missing parts. */
export function readCargo(value: unknown): BidCargo {
  const cargo = (value ?? {}) as Partial<BidCargo>;
  return {
    containers: Array.isArray(cargo.containers) ? cargo.containers : [],
    packages: Array.isArray(cargo.packages) ? cargo.packages : [],
    services: servicesOf(cargo.services),
    description: typeof cargo.description === 'string' ? cargo.description : null,
  };
}

/**
 * Field errors for the request's lane and date: known locations of the freight type's kind
 * (seaports for FCL/LCL, airports for AIR), two different places, a cargo-ready date not before
 * `today` (Seoul). Empty when all is well.
 */
export function checkRequestParts(
  parts: Pick<BidRequestParts, 'freightType' | 'pol' | 'pod' | 'cargoReadyDate'>,
  kinds: ReadonlyMap<string, 'sea' | 'air'>,
  today: string,
  lang: Language,
): Record<string, string> {
  const rates = RATE_FIELD_MESSAGES[lang];
  const wanted = parts.freightType === 'AIR' ? 'air' : 'sea';
  const fields: Record<string, string> = {};
  for (const field of ['pol', 'pod'] as const) {
    const kind = kinds.get(parts[field]);
    if (!kind) fields[field] = rates.unknownLocation;
    else if (kind !== wanted) fields[field] = wanted === 'sea' ? rates.seaLocation : rates.airLocation;
  }
  if (!fields.pod && parts.pol === parts.pod) fields.pod = BID_FIELD_MESSAGES[lang].sameLocation;
  if (parts.cargoReadyDate < today) fields.cargoReadyDate = BID_FIELD_MESSAGES[lang].cargoReadyInPast;
  return fields;
}

// ── who sees what ───────────────────────────────────────────────────────────────────────────

/**
 * Whether a partner may read a bid: every partner while it is open to quotes, afterwards only a
 * partner who quoted on it (a withdrawn quote counts), so it can follow the outcome.
 */
export function partnerMaySeeBid(
  bid: { status: BidStatus; deadline: Date },
  hasQuoted: boolean,
  now: Date,
): boolean {
  return hasQuoted || isBidOpenAt(bid, now);
}

/** `Σ` of a numeric column's text as a number (`'1234567'` → 1234567). */
export const toNumber = (value: string | number | null | undefined): number | null =>
  value === null || value === undefined ? null : Number(value);

/** What a shipment's milestone did to the bid's lifecycle (core's milestone effects). */
export interface ShipmentProgress {
  starts: boolean;
  completes: boolean;
}

/**
 * The bid's status moves when its shipment starts (the first actual after the booking request:
 * accepted → in progress) and completes (in progress → finished), each move allowed by the bid
 * guard. A bid already past a move (a retried update) is left as it is.
 */
export function bidMovesFor(status: BidStatus, effects: ShipmentProgress): BidStatus[] {
  const moves: BidStatus[] = [];
  let current = status;
  if ((effects.starts || effects.completes) && canTransitionBid(current, 'in_progress')) {
    moves.push('in_progress');
    current = 'in_progress';
  }
  if (effects.completes && canTransitionBid(current, 'finished')) moves.push('finished');
  return moves;
}

// ── quote digests ───────────────────────────────────────────────────────────────────────────

/** How long a first quote waits for others to join its digest. */
export const QUOTE_DIGEST_GATHER_MS = 10 * 60_000;
/** The least time between two digests of one bid. */
export const QUOTE_DIGEST_INTERVAL_MS = 60 * 60_000;

/**
 * When a digest for a quote submitted `now` is due: after a short gathering wait, and never
 * within the hour after the bid's last digest.
 */
export function quoteDigestDueAt(now: Date, lastSentAt: Date | null): Date {
  const gathered = now.getTime() + QUOTE_DIGEST_GATHER_MS;
  const spaced = lastSentAt ? lastSentAt.getTime() + QUOTE_DIGEST_INTERVAL_MS : 0;
  return new Date(Math.max(gathered, spaced));
}

/** A digest goes only while partners can still quote; after that the quoting-closed mail says it all. */
export const quoteDigestStillUseful = (bid: { status: string; deadline: Date }, now: Date): boolean =>
  bid.status === 'estimating' && bid.deadline.getTime() > now.getTime();
