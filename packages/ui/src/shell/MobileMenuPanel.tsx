import type { Language } from '@baro/core';
import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { OverlayPanel } from '../overlay/OverlayPanel.tsx';
import { LanguageSwitch } from './LanguageSwitch.tsx';

export interface MobileMenuPanelProps {
  id: string;
  opened: boolean;
  onClose: () => void;
  title: string;
  navLabel: string;
  languageLabel: string;
  /** The navigation's list items. */
  links: ReactNode;
  language: Language;
  onLanguageChange: (language: Language) => void;
}

/**
 * AppHeader's menu panel under the tablet breakpoint. Its own chunk: the overlay panel (portal,
 * focus trap, backdrop) is loaded when the burger is first pressed, not on every first page.
 */
export function MobileMenuPanel({
  id,
  opened,
  onClose,
  title,
  navLabel,
  languageLabel,
  links,
  language,
  onLanguageChange,
}: MobileMenuPanelProps) {
  return (
    <OverlayPanel id={id} opened={opened} onClose={onClose} title={title} language={language}>
      <Stack gap="lg">
        <nav aria-label={navLabel}>
          <ul className="baro-mobile-nav__links">{links}</ul>
        </nav>
        <LanguageSwitch
          value={language}
          onChange={onLanguageChange}
          label={languageLabel}
          fullWidth
          size="sm"
        />
      </Stack>
    </OverlayPanel>
  );
}
