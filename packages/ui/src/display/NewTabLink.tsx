import type { Language } from '@baro/core';
import { Anchor, type AnchorProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { useUiLabels } from '../i18n/ui-language.tsx';

/** What a screen reader hears after the link's own name, in the UI language. */
export const NEW_TAB_LABELS: Readonly<Record<Language, { opensInNewTab: string }>> = Object.freeze({
  ko: { opensInNewTab: '(새 창에서 열림)' },
  en: { opensInNewTab: '(opens in a new tab)' },
});

/** The attributes of every link that opens a new tab: it never hands the new page our window. */
export const NEW_TAB_ATTRIBUTES = Object.freeze({ target: '_blank', rel: 'noopener noreferrer' } as const);

/**
 * A link that opens a new tab, for elements that are not `NewTabLink` (a button rendered as a
 * link, the footer's plain anchor): spread `attributes` on the element and put `note` last in it,
 * so its accessible name ends with "(새 창에서 열림)" / "(opens in a new tab)".
 */
export function useNewTabLink(language?: Language): {
  attributes: typeof NEW_TAB_ATTRIBUTES;
  note: ReactNode;
} {
  const { opensInNewTab } = useUiLabels(NEW_TAB_LABELS, language);
  return {
    attributes: NEW_TAB_ATTRIBUTES,
    note: <span className="baro-visually-hidden"> {opensInNewTab}</span>,
  };
}

export interface NewTabLinkProps extends AnchorProps {
  href: string;
  children: ReactNode;
  language?: Language;
  className?: string;
}

/**
 * The one way a screen opens a page in a new tab: `target="_blank"`, `rel="noopener noreferrer"`
 * and, for screen readers, "(새 창에서 열림)" / "(opens in a new tab)" after the visible text.
 */
export function NewTabLink({ href, children, language, ...anchor }: NewTabLinkProps) {
  const { attributes, note } = useNewTabLink(language);
  return (
    <Anchor href={href} {...attributes} {...anchor}>
      {children}
      {note}
    </Anchor>
  );
}
