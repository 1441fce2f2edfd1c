import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NotFoundPage, type NotFoundPageProps } from './NotFoundPage.tsx';

afterEach(cleanup);

function renderPage(props: NotFoundPageProps) {
  const router = createMemoryRouter([{ path: '*', element: <NotFoundPage {...props} /> }], {
    initialEntries: ['/admin/nope'],
  });
  render(
    <MantineProvider>
      <RouterProvider router={router} />
    </MantineProvider>,
  );
}

describe('NotFoundPage', () => {
  it('says so in the app’s words and leads to the app’s start page', () => {
    renderPage({
      title: '페이지를 찾을 수 없습니다',
      description: '주소가 바뀌었거나 삭제된 페이지입니다.',
      homePath: '/',
      homeLabel: '관리자 홈으로',
    });
    expect(screen.getByRole('heading', { level: 1, name: '페이지를 찾을 수 없습니다' })).toBeTruthy();
    expect(screen.getByText('주소가 바뀌었거나 삭제된 페이지입니다.')).toBeTruthy();
    expect(screen.getByRole('link', { name: '관리자 홈으로' }).getAttribute('href')).toBe('/');
    expect(screen.queryByRole('button')).toBeNull();
    expect(document.title).toContain('페이지를 찾을 수 없습니다');
  });

  it('offers the way back when given one, and titles the document apart from the heading', () => {
    const onBack = vi.fn();
    renderPage({
      title: 'We could not find this page',
      documentTitle: 'Page not found',
      description: 'The address may be mistyped.',
      homePath: '/',
      homeLabel: 'Go to home',
      backLabel: 'Go back',
      onBack,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Go back' }));
    expect(onBack).toHaveBeenCalledTimes(1);
    expect(document.title).toContain('Page not found');
    expect(document.title).not.toContain('We could not find');
  });
});
