import { LocationList } from '../../features/locations/components/LocationList.tsx';

export function Component() {
  return <LocationList />;
}
