import { PickPage } from '../../features/pick/components/PickPage.tsx';

export function Component() {
  return <PickPage />;
}
