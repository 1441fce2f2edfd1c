import {
  type Language,
  type MilestoneKind,
  type ShipmentMilestone,
  type ShipmentPort,
  sortMilestones,
} from '@baro/core';
import { Stack, Text, Timeline } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/use-language.ts';
import { formatPortLocalTime, formatSeoulTime } from '../milestone-time.ts';

export interface MilestoneTimelineProps {
  milestones: readonly ShipmentMilestone[];
  pol: ShipmentPort;
  pod: ShipmentPort;
}

/** The port whose clock a milestone without a known place is read in: departure at the origin, arrival at the destination. */
function defaultZone(kind: MilestoneKind, pol: ShipmentPort, pod: ShipmentPort): string | null {
  if (kind === 'departed') return pol.timeZone;
  if (kind === 'arrived') return pod.timeZone;
  return null;
}

function placeText(milestone: ShipmentMilestone, language: Language): string | null {
  const { place } = milestone;
  if (!place) return null;
  const name = language === 'en' ? place.nameEn : place.nameKo;
  if (name && place.code) return `${name} (${place.code})`;
  return name ?? place.text;
}

/**
 * The eight milestones top to bottom (booking requested → … → completed), the ones reached in
 * colour. Each shows its planned and actual time in Seoul time, with the port's local time in
 * brackets when the place keeps another clock (`2026년 11월 25일 10:00 (현지 09:00, UTC+8)`), its
 * place and the partner's note.
 */
export function MilestoneTimeline({ milestones, pol, pod }: MilestoneTimelineProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const ordered = sortMilestones(milestones);
  const reached = ordered.map((milestone) => milestone.actualAt !== null);
  const active = reached.lastIndexOf(true);

  const when = (value: string, zone: string | null) => {
    const local = formatPortLocalTime(value, zone, language);
    return (
      <time dateTime={value}>
        {formatSeoulTime(value, language)}
        {local ? ` (${t('bids.shipment.localTime', { time: local })})` : ''}
      </time>
    );
  };

  return (
    <Timeline
      active={active}
      bulletSize={18}
      lineWidth={2}
      role="list"
      aria-label={t('bids.shipment.timeline')}
    >
      {ordered.map((milestone, index) => {
        const zone = milestone.place?.timeZone ?? defaultZone(milestone.kind, pol, pod);
        const place = placeText(milestone, language);
        const state = index === active ? 'currentStep' : reached[index] ? 'reached' : 'upcoming';
        return (
          <Timeline.Item
            key={milestone.kind}
            role="listitem"
            data-milestone={milestone.kind}
            data-state={state}
            lineVariant={index < active ? 'solid' : 'dashed'}
            title={
              <Text fw={600} size="sm" component="span">
                {t(`bids.milestones.${milestone.kind}`)}
                <span className="baro-visually-hidden">, {t(`bids.shipment.${state}`)}</span>
              </Text>
            }
          >
            <Stack gap={2} className="milestone-times">
              {milestone.actualAt ? (
                <Text size="sm">
                  {t('bids.shipment.actual')} {when(milestone.actualAt, zone)}
                </Text>
              ) : null}
              {milestone.plannedAt ? (
                <Text size="sm" c="dimmed">
                  {t('bids.shipment.planned')} {when(milestone.plannedAt, zone)}
                </Text>
              ) : null}
              {!milestone.actualAt && !milestone.plannedAt ? (
                <Text size="sm" c="dimmed">
                  {t('bids.shipment.noTimes')}
                </Text>
              ) : null}
              {place ? (
                <Text size="sm">
                  {t('bids.shipment.place')}: {place}
                </Text>
              ) : null}
              {milestone.note ? (
                <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap' }}>
                  {t('bids.shipment.note')}: {milestone.note}
                </Text>
              ) : null}
            </Stack>
          </Timeline.Item>
        );
      })}
    </Timeline>
  );
}
