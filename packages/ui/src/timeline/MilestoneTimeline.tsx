import {
  formatDateTime,
  formatPortLocalTime,
  type Language,
  type MilestoneKind,
  milestoneLabel,
  placeLabel,
  type ShipmentMilestone,
  type ShipmentPort,
  sortMilestones,
} from '@baro/core';
import { Stack, Text, Timeline } from '@mantine/core';
import type { ReactNode } from 'react';
import { useUiLabels, useUiLanguage } from '../i18n/ui-language.tsx';
import { TIMELINE_LABELS, type TimelineLabels } from './timeline-labels.ts';

export type MilestoneState = 'reached' | 'currentStep' | 'upcoming';

export interface MilestoneTimelineProps {
  milestones: readonly ShipmentMilestone[];
  /** The lane's ports: a departure or arrival without a known place is read on their clocks. */
  pol?: Pick<ShipmentPort, 'timeZone'>;
  pod?: Pick<ShipmentPort, 'timeZone'>;
  /** Whatever a step offers beneath its times (the partner's update button and form). */
  renderActions?: (milestone: ShipmentMilestone, name: string) => ReactNode;
  /** The list's name (defaults to "진행 단계"), also when a page heading names it already. */
  label?: string;
  language?: Language;
  labels?: Partial<TimelineLabels>;
}

/** The port whose clock a milestone without a known place is read in: departure at the origin, arrival at the destination. */
function defaultZone(kind: MilestoneKind, pol?: { timeZone: string }, pod?: { timeZone: string }) {
  if (kind === 'departed') return pol?.timeZone ?? null;
  if (kind === 'arrived') return pod?.timeZone ?? null;
  return null;
}

/**
 * A shipment's eight milestones top to bottom (booking requested → … → completed), the ones
 * reached in colour and the last of them marked as the current step. Each shows its actual and
 * planned time in Seoul time, with the port's own clock in brackets when it differs
 * (`2026년 11월 25일 10:00 (현지 09:00, UTC+8)`), its place and note. A list (`role="list"`)
 * whose items carry `data-milestone` and `data-state` for tests and styling.
 */
export function MilestoneTimeline({
  milestones,
  pol,
  pod,
  renderActions,
  label,
  language,
  labels,
}: MilestoneTimelineProps) {
  const resolved = useUiLanguage(language);
  const text = useUiLabels(TIMELINE_LABELS, resolved, labels);
  const ordered = sortMilestones(milestones);
  const reached = ordered.map((milestone) => milestone.actualAt !== null);
  const active = reached.lastIndexOf(true);

  const when = (value: string, zone: string | null) => {
    const local = formatPortLocalTime(value, zone, resolved);
    return (
      <time dateTime={value}>
        {formatDateTime(value, resolved)}
        {local ? ` (${text.localTime(local)})` : ''}
      </time>
    );
  };

  return (
    <Timeline active={active} bulletSize={18} lineWidth={2} role="list" aria-label={label ?? text.timeline}>
      {ordered.map((milestone, index) => {
        const zone = milestone.place?.timeZone ?? defaultZone(milestone.kind, pol, pod);
        const place = milestone.place ? placeLabel(milestone.place, resolved) : null;
        const state: MilestoneState =
          index === active ? 'currentStep' : reached[index] ? 'reached' : 'upcoming';
        const name = milestoneLabel(milestone.kind, resolved);
        return (
          <Timeline.Item
            key={milestone.kind}
            role="listitem"
            data-milestone={milestone.kind}
            data-state={state}
            lineVariant={index < active ? 'solid' : 'dashed'}
            title={
              <Text fw={600} size="sm" component="span">
                {name}
                <span className="baro-visually-hidden">, {text[state]}</span>
              </Text>
            }
          >
            <Stack gap={2} className="baro-milestone-times">
              {milestone.actualAt ? (
                <Text size="sm">
                  {text.actual} {when(milestone.actualAt, zone)}
                </Text>
              ) : null}
              {milestone.plannedAt ? (
                <Text size="sm" c="dimmed">
                  {text.planned} {when(milestone.plannedAt, zone)}
                </Text>
              ) : null}
              {!milestone.actualAt && !milestone.plannedAt ? (
                <Text size="sm" c="dimmed">
                  {text.noTimes}
                </Text>
              ) : null}
              {place ? (
                <Text size="sm">
                  {text.place}: {place}
                </Text>
              ) : null}
              {milestone.note ? (
                <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap' }}>
                  {text.note}: {milestone.note}
                </Text>
              ) : null}
              {renderActions?.(milestone, name)}
            </Stack>
          </Timeline.Item>
        );
      })}
    </Timeline>
  );
}
