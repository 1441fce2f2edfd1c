import {
  type ErrorCode,
  formatDate,
  formatMilestoneLocalTime,
  type Language,
  type MilestoneKind,
  type MilestoneUpdate,
  type MilestoneUpdateRequest,
  type MilestoneUpdater,
  TIME_ZONE,
} from '@baro/core';
import { AppError } from '../../http/app-error.ts';
import type { Caller } from '../../http/callers.ts';
import type { ShipmentScope } from './shipments.repository.ts';

// The shipments module's pure decisions: whose shipments a caller sees, how a posted place is read, and what the customer's e-mail says. The
// milestone rules themselves live in @baro/core (checkMilestoneUpdate), shared with the apps.

/** Throws the refusal as an AppError; does nothing when the action is allowed. */
export function enforce(refusal: ErrorCode | null): void {
  if (refusal) throw new AppError(refusal);
}

/** A customer sees its team's shipments (`/api/shipments`). */
export function customerScopeOf(caller: Pick<Caller, 'kind' | 'teamId'>): ShipmentScope {
  if (caller.kind !== 'customer' || !caller.teamId) throw new AppError('FORBIDDEN');
  return { teamId: caller.teamId };
}

/** A partner sees the shipments it handles, staff every one (`/api/partner/shipments`). */
export function handlerScopeOf(caller: Pick<Caller, 'kind' | 'partnerId'>): ShipmentScope {
  if (caller.kind === 'staff') return 'all';
  if (caller.kind === 'partner' && caller.partnerId) return { partnerId: caller.partnerId };
  throw new AppError('FORBIDDEN');
}

/** Who posts a milestone update, as the core rules name them. */
export function milestoneUpdaterOf(caller: Pick<Caller, 'kind'>): MilestoneUpdater {
  if (caller.kind === 'staff') return 'staff';
  if (caller.kind === 'partner') return 'partner';
  throw new AppError('FORBIDDEN');
}

/** The times of a milestone update request as the core rules take them. */
export function toMilestoneUpdate(request: MilestoneUpdateRequest): MilestoneUpdate {
  return {
    kind: request.kind,
    ...(request.plannedAt !== undefined
      ? { plannedAt: request.plannedAt === null ? null : new Date(request.plannedAt) }
      : {}),
    ...(request.actualAt !== undefined ? { actualAt: new Date(request.actualAt) } : {}),
  };
}

const LOCATION_CODE = /^(?:[A-Z]{3}|[A-Z]{2}[A-Z2-9]{3})$/;

/**
 * The location code a posted place may be (`cnsha ` → `CNSHA`), or null for free text. The caller
 * stores the code only if the location exists; anything else is kept as typed.
 */
export function locationCodeCandidate(place: string): string | null {
  const code = place.trim().toUpperCase();
  return LOCATION_CODE.test(code) ? code : null;
}

/** Where the customer follows a shipment. */
export const shipmentLink = (publicUrl: string, shipmentId: string) =>
  `${publicUrl}/mypage/shipments/${encodeURIComponent(shipmentId)}`;

/** A known location (a port or airport) as the e-mail names it. */
export interface MailLocation {
  code: string;
  nameKo: string;
  nameEn: string;
  timeZone: string;
}

/**
 * The parameters of the `shipment-milestone` e-mail in the reader's language: the milestone, the
 * lane, the time in Seoul, and — when the place is a known location outside Korea's time zone —
 * the local time there.
 */
export function milestoneMailParams(input: {
  locale: Language;
  name: string;
  kind: MilestoneKind;
  actualAt: Date;
  pol: MailLocation;
  pod: MailLocation;
  place: { location: MailLocation | null; text: string } | null;
  note: string | null;
  link: string;
}): Record<string, string> {
  const { locale } = input;
  const nameOf = (location: MailLocation) => (locale === 'en' ? location.nameEn : location.nameKo);
  const params: Record<string, string> = {
    name: input.name,
    milestone: input.kind,
    lane: `${nameOf(input.pol)} → ${nameOf(input.pod)}`,
    seoulTime: formatDate(input.actualAt, locale, true),
    link: input.link,
  };
  const location = input.place?.location;
  if (location) {
    params.place = `${nameOf(location)} (${location.code})`;
    if (location.timeZone !== TIME_ZONE) {
      const local = formatMilestoneLocalTime(input.actualAt, location.timeZone, locale);
      if (local) params.localTime = local;
    }
  } else if (input.place) {
    params.place = input.place.text;
  }
  if (input.note) params.note = input.note;
  return params;
}
