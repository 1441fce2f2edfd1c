import { formatMilestoneLocalTime, type MilestoneUpdateRequest, type ShipmentMilestone } from '@baro/core';
import { notifySuccess } from '@baro/ui';
import { Badge, Button, Group, Stack, Text, Timeline } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/use-language.ts';
import { formatDateTime } from '../../lib/format.ts';
import { MilestoneUpdateForm } from './MilestoneUpdateForm.tsx';

export interface MilestoneTimelineProps {
  milestones: readonly ShipmentMilestone[];
  /** False once the shipment is completed: no more updates. */
  editable: boolean;
  onUpdate: (update: MilestoneUpdateRequest) => Promise<unknown>;
}

/**
 * The eight milestones in order: planned and actual time in Seoul time (and the local time at the
 * place when it is a known port), place and note; each with an update form of its own.
 */
export function MilestoneTimeline({ milestones, editable, onUpdate }: MilestoneTimelineProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [editing, setEditing] = useState<string | null>(null);
  const reached = milestones.filter((milestone) => milestone.actualAt !== null).length;

  return (
    <Timeline active={reached - 1} bulletSize={22} lineWidth={2}>
      {milestones.map((milestone) => {
        const name = t(`milestone.${milestone.kind}`);
        const zone = milestone.place?.timeZone ?? null;
        const local = (value: string | null) =>
          value && zone && zone !== 'Asia/Seoul' ? formatMilestoneLocalTime(value, zone, language) : '';
        const placeName = milestone.place
          ? milestone.place.code
            ? `${(language === 'ko' ? milestone.place.nameKo : milestone.place.nameEn) ?? milestone.place.text} (${milestone.place.code})`
            : milestone.place.text
          : null;
        return (
          <Timeline.Item
            key={milestone.kind}
            title={
              <Group gap="xs">
                <Text fw={700}>{name}</Text>
                {milestone.actualAt ? (
                  <Badge size="sm" color="green" variant="light">
                    {t('shipment.reached')}
                  </Badge>
                ) : null}
              </Group>
            }
          >
            <Stack gap={2} data-testid={`milestone-${milestone.kind}`}>
              <Text size="sm">
                <Text span c="dimmed">
                  {t('shipment.planned')}:{' '}
                </Text>
                {milestone.plannedAt ? formatDateTime(milestone.plannedAt, language) : t('common.notSet')}
                {local(milestone.plannedAt) ? (
                  <Text span c="dimmed" size="xs">
                    {' '}
                    · {t('shipment.localTime', { time: local(milestone.plannedAt) })}
                  </Text>
                ) : null}
              </Text>
              <Text size="sm">
                <Text span c="dimmed">
                  {t('shipment.actual')}:{' '}
                </Text>
                {milestone.actualAt ? formatDateTime(milestone.actualAt, language) : t('common.notSet')}
                {local(milestone.actualAt) ? (
                  <Text span c="dimmed" size="xs">
                    {' '}
                    · {t('shipment.localTime', { time: local(milestone.actualAt) })}
                  </Text>
                ) : null}
              </Text>
              {placeName ? (
                <Text size="sm">
                  <Text span c="dimmed">
                    {t('shipment.place')}:{' '}
                  </Text>
                  {placeName}
                </Text>
              ) : null}
              {milestone.note ? (
                <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                  <Text span c="dimmed">
                    {t('shipment.note')}:{' '}
                  </Text>
                  {milestone.note}
                </Text>
              ) : null}
              {editable && editing !== milestone.kind ? (
                <div>
                  <Button
                    size="compact-sm"
                    variant="light"
                    mt={4}
                    onClick={() => setEditing(milestone.kind)}
                    aria-label={t('shipment.updateTitle', { milestone: name })}
                  >
                    {t('shipment.update')}
                  </Button>
                </div>
              ) : null}
              {editable && editing === milestone.kind ? (
                <MilestoneUpdateForm
                  milestone={milestone}
                  onSubmit={onUpdate}
                  onCancel={() => setEditing(null)}
                  onSaved={() => {
                    setEditing(null);
                    notifySuccess(t('shipment.saved', { milestone: name }));
                  }}
                />
              ) : null}
            </Stack>
          </Timeline.Item>
        );
      })}
    </Timeline>
  );
}
