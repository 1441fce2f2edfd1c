import type { Language } from '@baro/core';
import { Box, Burger, Container, Group, type MantineSize } from '@mantine/core';
import { useDisclosure, useId } from '@mantine/hooks';
import { type ComponentType, type ReactNode, useEffect, useState } from 'react';
import { useUiLabels } from '../i18n/ui-language.tsx';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { MAIN_CONTENT_ID } from './main-content.ts';
import { type NavItem, type RenderLink, renderAnchor } from './nav-link.tsx';
import { SkipToContent } from './SkipToContent.tsx';
import { SHELL_LABELS, type ShellLabels } from './shell-labels.ts';

export interface AppHeaderProps {
  navItems: readonly NavItem[];
  language: Language;
  onLanguageChange: (language: Language) => void;
  /** Right-hand side: login button or account menu. Shown at every width. */
  accountSlot?: ReactNode;
  brand?: ReactNode;
  brandHref?: string;
  renderLink?: RenderLink;
  /** Where the skip link jumps; PageContainer uses the default. */
  mainContentId?: string;
  labels?: Partial<ShellLabels>;
  /** Content width; keep it equal to the pages' PageContainer size. @default 'lg' */
  containerSize?: MantineSize | number;
}

import type { MobileMenuPanelProps } from './MobileMenuPanel.tsx';

const DEFAULT_BRAND = (
  <>
    <span lang="ko">바로</span> <span lang="en">Baro</span>
  </>
);

/**
 * The site header: skip link, brand, main navigation, language switch and account slot. Under the
 * tablet breakpoint (992 px) the navigation and language switch move into a menu panel opened by a
 * burger button; the panel sits on the overlay stack, so Escape closes it. The panel is its own
 * chunk, loaded by the first press of the burger (ADR 0016).
 */
export function AppHeader({
  navItems,
  language,
  onLanguageChange,
  accountSlot,
  brand = DEFAULT_BRAND,
  brandHref = '/',
  renderLink = renderAnchor,
  mainContentId = MAIN_CONTENT_ID,
  labels,
  containerSize = 'lg',
}: AppHeaderProps) {
  const text = useUiLabels(SHELL_LABELS, language, labels);
  const [menuOpened, menu] = useDisclosure(false);
  const menuId = useId();
  // The panel mounts closed once its chunk is there and opens on the next render, so it sees
  // itself open (and records the burger to give focus back to) like any other overlay.
  const [MenuPanel, setMenuPanel] = useState<ComponentType<MobileMenuPanelProps> | null>(null);
  const [openWhenLoaded, setOpenWhenLoaded] = useState(false);
  useEffect(() => {
    if (!MenuPanel || !openWhenLoaded) return;
    setOpenWhenLoaded(false);
    menu.open();
  }, [MenuPanel, openWhenLoaded, menu]);
  const toggleMenu = () => {
    if (MenuPanel) return menu.toggle();
    setOpenWhenLoaded(true);
    void import('./MobileMenuPanel.tsx').then((module) => setMenuPanel(() => module.MobileMenuPanel));
  };

  const links = (onNavigate?: () => void) =>
    navItems.map((item) => (
      <li key={item.href}>
        {renderLink({
          href: item.href,
          children: item.label,
          className: 'baro-header__link',
          ...(item.current ? { 'aria-current': 'page' as const } : {}),
          ...(onNavigate ? { onClick: onNavigate } : {}),
        })}
      </li>
    ));

  return (
    <>
      <SkipToContent targetId={mainContentId} label={text.skipToContent} />
      <header className="baro-header">
        <Container size={containerSize} className="baro-header__inner">
          <div className="baro-header__brand">
            {renderLink({ href: brandHref, children: brand, className: 'baro-header__brand-link' })}
          </div>
          <Box component="nav" visibleFrom="sm" aria-label={text.mainNav} className="baro-header__nav">
            <ul className="baro-header__links">{links()}</ul>
          </Box>
          <Group gap="sm" wrap="nowrap" className="baro-header__end">
            <Group visibleFrom="sm">
              <LanguageSwitch value={language} onChange={onLanguageChange} label={text.language} />
            </Group>
            {accountSlot}
            <Burger
              hiddenFrom="sm"
              opened={menuOpened}
              onClick={toggleMenu}
              aria-label={text.openMenu}
              aria-expanded={menuOpened}
              aria-controls={menuId}
              size="sm"
            />
          </Group>
        </Container>
      </header>
      {MenuPanel ? (
        <MenuPanel
          id={menuId}
          opened={menuOpened}
          onClose={menu.close}
          title={text.menu}
          navLabel={text.mainNav}
          languageLabel={text.language}
          links={links(menu.close)}
          language={language}
          onLanguageChange={onLanguageChange}
        />
      ) : null}
    </>
  );
}
