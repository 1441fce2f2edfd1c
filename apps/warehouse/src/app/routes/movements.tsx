import { MovementHistory } from '../../features/movements/components/MovementHistory.tsx';

export function Component() {
  return <MovementHistory />;
}
