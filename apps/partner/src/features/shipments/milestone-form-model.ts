import {
  fromSeoulInputValue,
  type Language,
  type MilestoneUpdateRequest,
  milestoneUpdateRequestSchema,
  type ShipmentMilestone,
  toFieldErrors,
  toSeoulInputValue,
} from '@baro/core';

// One milestone's update form: times typed as Seoul wall-clock time (`datetime-local`), place and
// note as text. Only what changed is sent; a cleared planned time, place or note is sent as null.

export interface MilestoneDraft {
  readonly plannedAt: string;
  readonly actualAt: string;
  readonly place: string;
  readonly note: string;
}

export function milestoneDraftOf(milestone: ShipmentMilestone): MilestoneDraft {
  return {
    plannedAt: toSeoulInputValue(milestone.plannedAt),
    actualAt: toSeoulInputValue(milestone.actualAt),
    place: milestone.place?.text ?? '',
    note: milestone.note ?? '',
  };
}

export type MilestoneCheck =
  | { readonly ok: true; readonly request: MilestoneUpdateRequest }
  | { readonly ok: false; readonly fields: Record<string, string>; readonly nothing?: boolean };

/**
 * The update a draft asks for against the stored milestone: changed fields only. `invalidDate` is
 * the message for a time that cannot be read; the rest are the contract's messages.
 */
export function checkMilestoneDraft(
  milestone: ShipmentMilestone,
  draft: MilestoneDraft,
  language: Language,
  invalidDate: string,
): MilestoneCheck {
  const before = milestoneDraftOf(milestone);
  const fields: Record<string, string> = {};
  const request: Record<string, unknown> = { kind: milestone.kind };

  if (draft.plannedAt !== before.plannedAt) {
    if (draft.plannedAt.trim() === '') request.plannedAt = null;
    else {
      const instant = fromSeoulInputValue(draft.plannedAt);
      if (instant) request.plannedAt = instant;
      else fields.plannedAt = invalidDate;
    }
  }
  if (draft.actualAt !== before.actualAt && draft.actualAt.trim() !== '') {
    const instant = fromSeoulInputValue(draft.actualAt);
    if (instant) request.actualAt = instant;
    else fields.actualAt = invalidDate;
  }
  if (draft.place.trim() !== before.place.trim())
    request.place = draft.place.trim() === '' ? null : draft.place;
  if (draft.note.trim() !== before.note.trim()) request.note = draft.note.trim() === '' ? null : draft.note;

  if (Object.keys(fields).length > 0) return { ok: false, fields };
  if (Object.keys(request).length === 1) return { ok: false, fields: {}, nothing: true };
  const parsed = milestoneUpdateRequestSchema.safeParse(request);
  if (!parsed.success) return { ok: false, fields: toFieldErrors(parsed.error, language, request) };
  return { ok: true, request: request as MilestoneUpdateRequest };
}
