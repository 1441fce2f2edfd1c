import { useLanguage } from '@baro/client';
import { type MilestoneCorrectionRequest, milestoneLabel, type ShipmentMilestone } from '@baro/core';
import { MilestoneForm } from '@baro/ui';
import { useTranslation } from 'react-i18next';
import { checkCorrection, correctionDraftOf } from '../correction-model.ts';

export interface MilestoneCorrectionFormProps {
  milestone: ShipmentMilestone;
  onSubmit: (request: MilestoneCorrectionRequest) => Promise<unknown>;
  onCancel: () => void;
  onSaved: () => void;
}

/**
 * Staff correct one milestone — a recorded actual time too — in Seoul time, and say why in the
 * note (required, kept on the milestone and in the audit log): the kit's milestone form with the
 * correction rule. The server's refusals (out of order, in the future) appear above the form in
 * its words.
 */
export function MilestoneCorrectionForm({ milestone, ...handlers }: MilestoneCorrectionFormProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <MilestoneForm
      milestone={milestone}
      idPrefix="correction"
      initialDraft={correctionDraftOf(milestone)}
      check={(draft) => checkCorrection(milestone, draft, language, t('shipments.invalidDate'))}
      noteRequired
      words={{
        title: t('shipments.correctTitle', { milestone: milestoneLabel(milestone.kind, language) }),
        plannedAt: t('shipments.plannedAt'),
        actualAt: t('shipments.actualAt'),
        actualHint: t('shipments.seoulTime'),
        place: t('shipments.place'),
        note: t('shipments.note'),
        noteHint: t('shipments.noteHint'),
        save: t('shipments.saveCorrection'),
        cancel: t('common.cancel'),
      }}
      {...handlers}
    />
  );
}
