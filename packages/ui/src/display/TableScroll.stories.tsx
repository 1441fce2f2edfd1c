import { Table } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { TableScroll } from './TableScroll.tsx';

const COLUMNS = ['파트너', '운송사', '운송 기간', '견적 유효기간', '합계(원)', '합계(USD)'];

/** A six-column table in a phone-wide box: it scrolls sideways and fades out where it continues. */
function WideTable({ width }: { width: number }) {
  return (
    <div style={{ width }}>
      <TableScroll minWidth={640}>
        <Table aria-label="받은 견적">
          <Table.Thead>
            <Table.Tr>
              {COLUMNS.map((column) => (
                <Table.Th key={column}>{column}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            <Table.Tr>
              {['Blue Ocean Logistics', 'HMM', '3일', '2026년 12월 24일', '1,183,107원', 'USD 850.26'].map(
                (cell) => (
                  <Table.Td key={cell}>{cell}</Table.Td>
                ),
              )}
            </Table.Tr>
          </Table.Tbody>
        </Table>
      </TableScroll>
    </div>
  );
}

const meta = { title: 'Display/Table scroll', component: WideTable } satisfies Meta<typeof WideTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OnAPhone: Story = {
  args: { width: 343 },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: '받은 견적' });
    // The kit's scrolling box (with its fade cue) around a table kept at its readable width.
    const box = table.closest('.baro-table-scroll');
    await expect(box).not.toBeNull();
    await expect(table.parentElement).toHaveStyle({ minWidth: '640px' });
  },
};
