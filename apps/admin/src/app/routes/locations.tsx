import { LocationAdmin } from '../../features/locations/components/LocationAdmin.tsx';

export function Component() {
  return <LocationAdmin />;
}
