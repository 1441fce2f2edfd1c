import type { Page } from '@baro/core';
import { Button, Table } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { expect, screen, waitFor, within } from 'storybook/test';
import { EmptyState } from '../states/EmptyState.tsx';
import { KitStoryFrame } from '../stories-support/KitStoryFrame.tsx';
import { PagedList } from './PagedList.tsx';
import { useListParams } from './use-list-params.ts';

interface Row {
  id: string;
  lane: string;
  status: 'open' | 'won';
}

const ROWS: Row[] = Array.from({ length: 23 }, (_, index) => ({
  id: `bid_${String(index + 1).padStart(2, '0')}`,
  lane: index % 2 ? '상하이 → 부산' : '닝보 → 인천',
  status: index % 3 ? 'won' : 'open',
}));
const SIZE = 10;
const STATUSES = ['all', 'open', 'won'] as const;

/** A page of ROWS as a server would answer `?status=&page=`; `failing` answers 500. */
function fetchPage(status: string, page: number, failing: boolean): Promise<Page<Row>> {
  if (failing) return Promise.reject(new Error('boom'));
  const rows = status === 'all' ? ROWS : ROWS.filter((row) => row.status === status);
  const pageCount = Math.max(1, Math.ceil(rows.length / SIZE));
  return Promise.resolve({
    items: rows.slice((page - 1) * SIZE, page * SIZE),
    page,
    size: SIZE,
    total: rows.length,
    pageCount,
  });
}

function Example({ failing = false, emptyAll = false }: { failing?: boolean; emptyAll?: boolean }) {
  const list = useListParams({ tabs: STATUSES, defaultTab: 'all' });
  const query = useQuery({
    queryKey: ['story-rows', list.tab, list.page, failing, emptyAll],
    queryFn: () =>
      emptyAll
        ? Promise.resolve({ items: [], page: list.page, size: SIZE, total: 0, pageCount: 1 })
        : fetchPage(list.tab, list.page, failing),
    placeholderData: keepPreviousData,
  });
  return (
    <PagedList
      list={list}
      query={query}
      tabs={[
        { value: 'all', label: '전체' },
        { value: 'open', label: '접수 중' },
        { value: 'won', label: '낙찰' },
      ]}
      tabsLabel="입찰 상태"
      empty={
        <EmptyState
          title="입찰 요청이 없습니다"
          action={<Button onClick={() => list.setTab('all')}>전체 보기</Button>}
        />
      }
    >
      {(rows) => (
        <Table>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.id}>
                <Table.Td>{row.id}</Table.Td>
                <Table.Td>{row.lane}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </PagedList>
  );
}

const meta = {
  title: 'Lists/PagedList',
  component: Example,
  decorators: [
    (Story, context) => (
      <KitStoryFrame path={(context.parameters.path as string | undefined) ?? '/'}>
        <Story />
      </KitStoryFrame>
    ),
  ],
} satisfies Meta<typeof Example>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TabsAndPages: Story = {
  play: async ({ canvas, userEvent }) => {
    await canvas.findByText('bid_01');
    await expect(canvas.getByText('총 23건')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: '3 페이지' }));
    await canvas.findByText('bid_21');
    // A new tab starts at its first page.
    await userEvent.click(canvas.getByRole('tab', { name: '낙찰' }));
    await canvas.findByText('bid_02');
    await expect(canvas.getByRole('tab', { name: '낙찰', selected: true })).toBeInTheDocument();
    await expect(canvas.getByText('총 15건')).toBeInTheDocument();
    const pager = canvas.getByRole('navigation');
    await expect(within(pager).getByRole('button', { name: '1 페이지' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const PastTheLastPage: Story = {
  parameters: { path: '/?status=won&page=7' },
  play: async ({ canvas }) => {
    // SPEC §4: an empty page past the first goes back to page 1.
    await canvas.findByText('bid_02');
    await waitFor(() =>
      expect(
        within(canvas.getByRole('navigation')).getByRole('button', { name: '1 페이지' }),
      ).toHaveAttribute('aria-current', 'page'),
    );
  },
};

export const Failing: Story = {
  args: { failing: true },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: '다시 시도' })).toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { emptyAll: true },
  play: async () => {
    await expect(await screen.findByText('입찰 요청이 없습니다')).toBeInTheDocument();
  },
};
