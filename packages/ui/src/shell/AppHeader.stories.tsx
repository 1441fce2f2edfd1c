import type { Language } from '@baro/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { AppHeader } from './AppHeader.tsx';
import { ACCOUNT_SLOT, NAV_ITEMS } from './shell-fixtures.tsx';

const meta = {
  title: 'Shell/AppHeader',
  component: AppHeader,
  args: {
    language: 'ko',
    navItems: NAV_ITEMS.ko,
    accountSlot: ACCOUNT_SLOT.ko,
    onLanguageChange: fn(),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AppHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Korean: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: '주요 메뉴' });
    await expect(nav).toBeInTheDocument();
    await expect(canvas.getAllByRole('link', { name: '운임 견적' })[0]).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const English: Story = {
  args: { language: 'en', navItems: NAV_ITEMS.en, accountSlot: ACCOUNT_SLOT.en },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Skip to main content' })).toBeInTheDocument();
  },
};

/** The language switch reports the choice; the app re-renders the header in that language. */
export const SwitchLanguage: Story = {
  render: function SwitchLanguageStory(args) {
    const [language, setLanguage] = useState<Language>(args.language);
    return (
      <AppHeader
        {...args}
        language={language}
        navItems={NAV_ITEMS[language]}
        accountSlot={ACCOUNT_SLOT[language]}
        onLanguageChange={(next) => {
          args.onLanguageChange(next);
          setLanguage(next);
        }}
      />
    );
  },
  play: async ({ args, canvas, userEvent }) => {
    const switchGroup = canvas.getAllByRole('radiogroup', { name: '언어 선택' })[0];
    if (!switchGroup) throw new Error('language switch missing');
    await userEvent.click(canvas.getAllByRole('radio', { name: 'English' })[0] as HTMLElement);
    await expect(args.onLanguageChange).toHaveBeenCalledWith('en');
    await expect(await canvas.findByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
    await expect(canvas.getAllByRole('radio', { name: 'English' })[0]).toBeChecked();

    await userEvent.click(canvas.getAllByRole('radio', { name: '한국어' })[0] as HTMLElement);
    await expect(args.onLanguageChange).toHaveBeenLastCalledWith('ko');
    await expect(await canvas.findByRole('navigation', { name: '주요 메뉴' })).toBeInTheDocument();
  },
};

/** Under 992 px the navigation moves into a menu panel behind the burger button. */
export const MobileMenu: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas, userEvent }) => {
    const burger = canvas.getByRole('button', { name: '메뉴 열기' });
    await expect(burger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(burger);
    const panel = await screen.findByRole('region', { name: '메뉴' });
    await expect(burger).toHaveAttribute('aria-expanded', 'true');
    await expect(panel.querySelectorAll('a')).toHaveLength(NAV_ITEMS.ko.length);

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('region', { name: '메뉴' })).toBeNull());
    await waitFor(() => expect(burger).toHaveFocus());
  },
};
