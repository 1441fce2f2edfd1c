import { MILESTONE_KINDS, type ShipmentMilestone } from '@baro/core';
import { Button } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { MilestoneTimeline } from './MilestoneTimeline.tsx';

const SHANGHAI = {
  code: 'CNSHA',
  nameKo: '상하이',
  nameEn: 'Shanghai',
  text: 'CNSHA',
  timeZone: 'Asia/Shanghai',
};

/** A shipment that has left Shanghai: booking, pickup and departure reached; arrival planned. */
const milestones: ShipmentMilestone[] = MILESTONE_KINDS.map((kind) => ({
  kind,
  plannedAt: kind === 'arrived' ? '2026-11-28T00:00:00Z' : null,
  actualAt:
    kind === 'booking_requested'
      ? '2026-11-20T01:00:00Z'
      : kind === 'booking_confirmed'
        ? '2026-11-21T02:00:00Z'
        : kind === 'cargo_picked_up'
          ? '2026-11-23T03:00:00Z'
          : kind === 'departed'
            ? '2026-11-25T01:00:00Z'
            : null,
  place: kind === 'departed' ? SHANGHAI : null,
  note: kind === 'departed' ? 'HMM 부산호 0123E' : null,
  updatedAt: '2026-11-25T01:05:00Z',
}));

const onUpdate = fn();

const meta = {
  title: 'Timeline/MilestoneTimeline',
  component: MilestoneTimeline,
  args: {
    milestones,
    pol: { timeZone: 'Asia/Shanghai' },
    pod: { timeZone: 'Asia/Seoul' },
  },
} satisfies Meta<typeof MilestoneTimeline>;

export default meta;
type Story = StoryObj<typeof meta>;

const step = (list: HTMLElement, kind: string) =>
  list.querySelector<HTMLElement>(`[data-milestone="${kind}"]`) ?? list;

export const InTransit: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: '진행 단계' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(8);
    const departed = step(list, 'departed');
    await expect(departed).toHaveAttribute('data-state', 'currentStep');
    // Seoul time, with Shanghai's own clock in brackets.
    await expect(departed).toHaveTextContent('완료 2026년 11월 25일 10:00 (현지 09:00, UTC+8)');
    await expect(departed).toHaveTextContent('장소: 상하이 (CNSHA)');
    await expect(departed).toHaveTextContent('출항·출발, 현재 단계');
    await expect(step(list, 'cargo_picked_up')).toHaveAttribute('data-state', 'reached');
    await expect(step(list, 'arrived')).toHaveAttribute('data-state', 'upcoming');
    await expect(step(list, 'arrived')).toHaveTextContent('예정 2026년 11월 28일 09:00');
    await expect(step(list, 'delivered')).toHaveTextContent('일정 미정');
  },
};

export const English: Story = {
  args: { language: 'en' },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Progress' });
    await expect(step(list, 'departed')).toHaveTextContent('Done Nov 25, 2026 10:00 (local 09:00, UTC+8)');
  },
};

export const WithActions: Story = {
  args: {
    renderActions: (milestone, name) => (
      <div>
        <Button size="compact-sm" variant="light" onClick={onUpdate} aria-label={`${name} 업데이트`}>
          업데이트
        </Button>
        <span hidden>{milestone.kind}</span>
      </div>
    ),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: '입항·도착 업데이트' }));
    await expect(onUpdate).toHaveBeenCalledTimes(1);
  },
};
