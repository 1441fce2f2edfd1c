import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UserMenu, type UserMenuProps } from './UserMenu.tsx';

afterEach(cleanup);

function renderMenu(props: Partial<UserMenuProps> = {}) {
  const handlers = { onLanguageChange: vi.fn(), onSignOut: vi.fn() };
  const element = (
    <UserMenu
      name="정파트너"
      title="Blue Ocean Logistics"
      subtitle="정파트너"
      email="partner@baro.demo"
      links={[{ label: '알림 설정', to: '/notifications' }]}
      language="ko"
      {...handlers}
      {...props}
    />
  );
  const router = createMemoryRouter(
    [
      { path: '/', element },
      { path: '/notifications', element: <p>notifications page</p> },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <MantineProvider>
      <RouterProvider router={router} />
    </MantineProvider>,
  );
  return handlers;
}

// Mantine lays the menu out in the browser; without layout here its items count as hidden.
describe('UserMenu', () => {
  it('shows the names at once, then a menu with the pages, the languages and logout', async () => {
    const user = userEvent.setup();
    const handlers = renderMenu();
    expect(screen.getByText('Blue Ocean Logistics')).toBeTruthy();

    await user.click(await screen.findByRole('button', { name: '사용자 메뉴: 정파트너' }));
    expect(await screen.findByText('partner@baro.demo')).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: /한국어/, hidden: true }).getAttribute('aria-current')).toBe(
      'true',
    );
    await user.click(screen.getByRole('menuitem', { name: 'English', hidden: true }));
    expect(handlers.onLanguageChange).toHaveBeenCalledWith('en');

    await user.click(screen.getByRole('button', { name: '사용자 메뉴: 정파트너' }));
    await user.click(await screen.findByRole('menuitem', { name: '로그아웃', hidden: true }));
    expect(handlers.onSignOut).toHaveBeenCalledTimes(1);
  });

  it("opens the account's pages inside the app", async () => {
    const user = userEvent.setup();
    renderMenu();
    await user.click(await screen.findByRole('button', { name: '사용자 메뉴: 정파트너' }));
    await user.click(await screen.findByRole('menuitem', { name: '알림 설정', hidden: true }));
    expect(await screen.findByText('notifications page')).toBeTruthy();
  });

  it('speaks English, and says it is logging out', async () => {
    const user = userEvent.setup();
    renderMenu({ language: 'en', signingOut: true, email: undefined, links: [] });
    await user.click(await screen.findByRole('button', { name: 'User menu: 정파트너' }));
    const logout = await screen.findByRole('menuitem', { name: 'Logging out…', hidden: true });
    expect(logout.hasAttribute('disabled') || logout.getAttribute('data-disabled') === 'true').toBe(true);
    expect(screen.queryByText('partner@baro.demo')).toBeNull();
  });
});
