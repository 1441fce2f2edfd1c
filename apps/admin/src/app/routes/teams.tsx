import { TeamList } from '../../features/teams/components/TeamList.tsx';

export function Component() {
  return <TeamList />;
}
