import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { Pagination, type PaginationProps } from './Pagination.tsx';

function StatefulPagination(args: PaginationProps) {
  const [page, setPage] = useState(args.page);
  return (
    <Pagination
      {...args}
      page={page}
      onChange={(next) => {
        args.onChange(next);
        setPage(next);
      }}
    />
  );
}

const meta = {
  title: 'Navigation/Pagination',
  component: Pagination,
  args: { page: 1, pageCount: 12, onChange: fn() },
  render: (args) => <StatefulPagination {...args} />,
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Next/previous and page numbers, each a named button; the current page is marked. */
export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const nav = canvas.getByRole('navigation', { name: '페이지 이동' });
    await expect(nav).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: '1 페이지' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: '이전 페이지' })).toBeDisabled();

    await userEvent.click(canvas.getByRole('button', { name: '다음 페이지' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(2);
    await expect(canvas.getByRole('button', { name: '2 페이지' })).toHaveAttribute('aria-current', 'page');

    await userEvent.click(canvas.getByRole('button', { name: '12 페이지' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(12);
    await expect(canvas.getByRole('button', { name: '다음 페이지' })).toBeDisabled();
  },
};

/** Every control is reachable with Tab and pressed with Enter or Space. */
export const Keyboard: Story = {
  args: { page: 5 },
  play: async ({ args, canvas, userEvent }) => {
    const previous = canvas.getByRole('button', { name: '이전 페이지' });
    previous.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(4);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '1 페이지' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith(1);
  },
};

/** Pressing the page already shown does not report a change. */
export const CurrentPageIgnored: Story = {
  args: { page: 3 },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: '3 페이지' }));
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const English: Story = {
  args: { language: 'en', page: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Pagination' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeEnabled();
  },
};

export const SinglePageHidden: Story = {
  args: { pageCount: 1, hideWhenSinglePage: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};
