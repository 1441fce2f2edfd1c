import { act, renderHook } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { usePagedList } from './use-paged-list.ts';

const range = (count: number) => Array.from({ length: count }, (_, index) => index + 1);

function render(items: readonly number[], size = 10) {
  return renderHook(({ list, pageSize }) => usePagedList(list, pageSize), {
    initialProps: { list: items, pageSize: size },
  });
}

describe('usePagedList', () => {
  test('shows the first page of the list', () => {
    const { result } = render(range(25));
    expect(result.current).toMatchObject({ page: 1, pageCount: 3, total: 25, pageItems: range(10) });
  });

  test('moves to a page within 1..pageCount', () => {
    const { result } = render(range(25));
    act(() => result.current.setPage(3));
    expect(result.current.page).toBe(3);
    expect(result.current.pageItems).toEqual([21, 22, 23, 24, 25]);
  });

  test('ignores a page outside 1..pageCount', () => {
    const { result } = render(range(25));
    act(() => result.current.setPage(2));
    for (const page of [0, 4, -1, 2.5, Number.NaN]) {
      act(() => result.current.setPage(page));
      expect(result.current.page).toBe(2);
    }
  });

  test('resets to page 1 when the list is empty, and stays there when items come back', () => {
    const { result, rerender } = render(range(25));
    act(() => result.current.setPage(3));
    rerender({ list: [], pageSize: 10 });
    expect(result.current).toMatchObject({ page: 1, pageCount: 1, pageItems: [], total: 0 });
    rerender({ list: range(25), pageSize: 10 });
    expect(result.current.page).toBe(1);
  });

  test('an empty list has one page and ignores page requests', () => {
    const { result } = render([]);
    act(() => result.current.setPage(2));
    expect(result.current).toMatchObject({ page: 1, pageCount: 1, pageItems: [] });
  });

  test('shows the last page when the list shrinks below the page shown', () => {
    const { result, rerender } = render(range(25));
    act(() => result.current.setPage(3));
    rerender({ list: range(15), pageSize: 10 });
    expect(result.current).toMatchObject({ page: 2, pageCount: 2, pageItems: [11, 12, 13, 14, 15] });
  });

  test('a broken page size shows everything on one page', () => {
    const { result } = render(range(5), 0);
    expect(result.current).toMatchObject({ page: 1, pageCount: 1, pageItems: range(5) });
  });
});
