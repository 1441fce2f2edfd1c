import { PackingStation } from '../../features/packing/components/PackingStation.tsx';

export function Component() {
  return <PackingStation />;
}
