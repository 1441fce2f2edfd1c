import { useLanguage } from '@baro/client';
import { type MilestoneUpdateRequest, milestoneLabel, type ShipmentMilestone } from '@baro/core';
import { MilestoneForm } from '@baro/ui';
import { useTranslation } from 'react-i18next';
import { checkMilestoneDraft, milestoneDraftOf } from '../milestone-form-model.ts';

export interface MilestoneUpdateFormProps {
  milestone: ShipmentMilestone;
  onSubmit: (update: MilestoneUpdateRequest) => Promise<unknown>;
  onCancel: () => void;
  onSaved: () => void;
}

/**
 * Planned and actual time (Seoul, `datetime-local`), place and note of one milestone: the kit's
 * milestone form with the partner's rule. An actual time once recorded is shown but not editable
 * (Baro staff correct it); a form that changes nothing says so. The server's refusals (out of
 * order, in the future, already recorded) are shown above the form in its words.
 */
export function MilestoneUpdateForm({ milestone, ...handlers }: MilestoneUpdateFormProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const recorded = milestone.actualAt !== null;
  return (
    <MilestoneForm
      milestone={milestone}
      idPrefix="milestone-form"
      initialDraft={milestoneDraftOf(milestone)}
      check={(draft) => {
        const checked = checkMilestoneDraft(milestone, draft, language, t('shipment.invalidDate'));
        return !checked.ok && checked.nothing
          ? { ...checked, message: t('shipment.nothingToUpdate') }
          : checked;
      }}
      actualReadOnly={recorded}
      words={{
        title: t('shipment.updateTitle', { milestone: milestoneLabel(milestone.kind, language) }),
        plannedAt: t('shipment.plannedAt'),
        actualAt: t('shipment.actualAt'),
        actualHint: recorded ? t('shipment.actualRecorded') : t('shipment.actualHint'),
        place: t('shipment.placeInput'),
        note: t('shipment.noteInput'),
        save: t('shipment.save'),
        cancel: t('common.cancel'),
      }}
      {...handlers}
    />
  );
}
