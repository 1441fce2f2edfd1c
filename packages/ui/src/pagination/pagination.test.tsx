import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isSelectablePage } from './is-selectable-page.ts';
import { Pagination } from './Pagination.tsx';

afterEach(cleanup);

describe('isSelectablePage', () => {
  it.each([
    [1, 2, 5, true],
    [5, 2, 5, true],
    [2, 2, 5, false],
    [0, 2, 5, false],
    [6, 2, 5, false],
    [2.5, 1, 5, false],
    [Number.NaN, 1, 5, false],
  ])('page %s from %s of %s: %s', (next, current, count, expected) => {
    expect(isSelectablePage(next, current, count)).toBe(expected);
  });
});

describe('Pagination', () => {
  const renderPager = (page: number, pageCount: number) => {
    const onChange = vi.fn();
    render(
      <MantineProvider>
        <Pagination page={page} pageCount={pageCount} onChange={onChange} />
      </MantineProvider>,
    );
    return onChange;
  };

  it('shows a page outside 1..pageCount as the nearest valid page', () => {
    renderPager(40, 3);
    expect(screen.getByRole('button', { name: '3 페이지' }).getAttribute('aria-current')).toBe('page');
  });

  it('treats a missing page count as one page', () => {
    renderPager(1, 0);
    expect(screen.getByRole('button', { name: '1 페이지' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '다음 페이지' })).toHaveProperty('disabled', true);
  });

  it('reports only pages within range', async () => {
    const onChange = renderPager(3, 3);
    await userEvent.click(screen.getByRole('button', { name: '다음 페이지' }));
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: '이전 페이지' }));
    expect(onChange).toHaveBeenCalledWith(2);
  });
});
