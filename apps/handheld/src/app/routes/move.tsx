import { MovePage } from '../../features/move/components/MovePage.tsx';

export function Component() {
  return <MovePage />;
}
