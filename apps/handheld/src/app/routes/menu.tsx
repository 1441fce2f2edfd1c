import { MenuPage } from '../../features/menu/components/MenuPage.tsx';

export function Component() {
  return <MenuPage />;
}
