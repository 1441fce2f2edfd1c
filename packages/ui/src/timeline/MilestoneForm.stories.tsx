import type { ShipmentMilestone } from '@baro/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { MilestoneForm, type MilestoneFormCheck, type MilestoneFormDraft } from './MilestoneForm.tsx';

/** Departure, planned for 10 March (Seoul) and not yet reached. */
const milestone: ShipmentMilestone = {
  kind: 'departed',
  plannedAt: '2026-03-10T00:00:00Z',
  actualAt: null,
  place: null,
  note: null,
  updatedAt: '2026-03-05T01:00:00Z',
};

const draft: MilestoneFormDraft = { plannedAt: '2026-03-10T09:00', actualAt: '', place: '', note: '' };

/** A rule like a staff correction's: the note is required. */
const check = (value: MilestoneFormDraft): MilestoneFormCheck<{ note: string }> =>
  value.note.trim() === ''
    ? { ok: false, fields: { note: '수정 사유를 입력해 주세요' } }
    : { ok: true, request: { note: value.note } };

const meta = {
  title: 'Timeline/MilestoneForm',
  component: MilestoneForm<{ note: string }>,
  args: {
    milestone,
    initialDraft: draft,
    check,
    onSubmit: fn(async () => {}),
    onCancel: fn(),
    onSaved: fn(),
    idPrefix: 'story',
    noteRequired: true,
    words: {
      title: '출항 수정',
      plannedAt: '예정 일시',
      actualAt: '완료 일시',
      actualHint: '서울 시간으로 입력합니다.',
      place: '장소',
      note: '수정 사유',
      noteHint: '감사 기록에 남습니다.',
      save: '수정 저장',
      cancel: '취소',
    },
  },
} satisfies Meta<typeof MilestoneForm<{ note: string }>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Correction: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('region', { name: '출항 수정' })).toBeInTheDocument();
    await expect(canvas.getByLabelText('예정 일시')).toHaveValue('2026-03-10T09:00');
    await userEvent.click(canvas.getByRole('button', { name: '수정 저장' }));
    await expect(await canvas.findByText('수정 사유를 입력해 주세요')).toBeInTheDocument();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(canvas.getByRole('textbox', { name: /수정 사유/ }), '선사 일정 변경');
    await userEvent.click(canvas.getByRole('button', { name: '수정 저장' }));
    await waitFor(() => expect(args.onSaved).toHaveBeenCalled());
    await expect(args.onSubmit).toHaveBeenCalledWith({ note: '선사 일정 변경' });
  },
};

export const RecordedActualTime: Story = {
  args: {
    milestone: { ...milestone, actualAt: '2026-03-10T01:00:00Z' },
    initialDraft: { ...draft, actualAt: '2026-03-10T10:00' },
    actualReadOnly: true,
    noteRequired: false,
    check: () => ({ ok: false, fields: {}, message: '바뀐 내용이 없습니다.' }),
    words: {
      title: 'Departure',
      plannedAt: 'Planned',
      actualAt: 'Actual',
      actualHint: 'Recorded; Baro staff can correct it.',
      place: 'Place',
      note: 'Note',
      save: 'Save',
      cancel: 'Cancel',
    },
  },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByLabelText(/Actual/)).toHaveAttribute('readonly');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('바뀐 내용이 없습니다.')).toBeInTheDocument();
  },
};
