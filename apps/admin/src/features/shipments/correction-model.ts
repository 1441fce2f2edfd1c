import {
  fromSeoulInputValue,
  type Language,
  type MilestoneCorrectionRequest,
  milestoneCorrectionRequestSchema,
  type ShipmentMilestone,
  toFieldErrors,
  toSeoulInputValue,
} from '@baro/core';

// A staff correction of one milestone: times typed as Seoul wall-clock time (`datetime-local`),
// only what changed is sent, and the note saying why is always required (the contract's rule).

export interface CorrectionDraft {
  readonly plannedAt: string;
  readonly actualAt: string;
  readonly place: string;
  readonly note: string;
}

/** The form starts from the milestone as it is, with an empty note: staff say why anew. */
export function correctionDraftOf(milestone: ShipmentMilestone): CorrectionDraft {
  return {
    plannedAt: toSeoulInputValue(milestone.plannedAt),
    actualAt: toSeoulInputValue(milestone.actualAt),
    place: milestone.place?.text ?? '',
    note: '',
  };
}

export type CorrectionCheck =
  | { readonly ok: true; readonly request: MilestoneCorrectionRequest }
  | { readonly ok: false; readonly fields: Record<string, string> };

/** The correction a draft asks for; `invalidDate` is said of a time that cannot be read. */
export function checkCorrection(
  milestone: ShipmentMilestone,
  draft: CorrectionDraft,
  language: Language,
  invalidDate: string,
): CorrectionCheck {
  const before = correctionDraftOf(milestone);
  const fields: Record<string, string> = {};
  const request: Record<string, unknown> = { kind: milestone.kind, note: draft.note };
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
  if (draft.place !== before.place) request.place = draft.place.trim() === '' ? null : draft.place;
  const parsed = milestoneCorrectionRequestSchema.safeParse(request);
  if (!parsed.success) Object.assign(fields, toFieldErrors(parsed.error, language, request), fields);
  if (Object.keys(fields).length > 0 || !parsed.success) return { ok: false, fields };
  return { ok: true, request: parsed.data };
}
