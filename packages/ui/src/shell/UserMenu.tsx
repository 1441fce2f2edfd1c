import type { Language } from '@baro/core';
import { lazy, Suspense } from 'react';

/** A page of the account the menu opens (알림 설정), inside the app's router. */
export interface UserMenuLink {
  label: string;
  /** A path of the app's router. */
  to: string;
}

export interface UserMenuProps {
  /** The person signed in, for the button's name ("사용자 메뉴: 정파트너"). */
  name: string;
  /** The bold line: whose account (the partner's name, the staff member's name). */
  title: string;
  /** The dimmed line below it (the person, or their role). */
  subtitle: string;
  /** The menu's first line (the account's e-mail), if any. */
  email?: string | undefined;
  links?: readonly UserMenuLink[];
  language: Language;
  onLanguageChange: (language: Language) => void;
  onSignOut: () => void;
  signingOut?: boolean;
}

const UserMenuDropdown = lazy(() =>
  import('./UserMenuDropdown.tsx').then((module) => ({ default: module.UserMenuDropdown })),
);

/**
 * The header's account corner of a desk app (`AppHeader`'s `accountSlot`): the account's names, and
 * a menu with the account's pages, the language and logout. The menu (Mantine's, with its
 * positioning library, ~12 kB gzipped) loads just after the first page; until then the names show
 * in the place the button takes (issue 12).
 */
export function UserMenu(props: UserMenuProps) {
  return (
    <Suspense
      fallback={
        <span className="user-menu__button user-menu__names">
          <span className="user-menu__title">{props.title}</span>
          <span className="user-menu__subtitle">{props.subtitle}</span>
        </span>
      }
    >
      <UserMenuDropdown {...props} />
    </Suspense>
  );
}
