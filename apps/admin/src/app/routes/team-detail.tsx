import { useParams } from 'react-router';
import { TeamDetail } from '../../features/teams/components/TeamDetail.tsx';

export function Component() {
  const { id = '' } = useParams();
  return <TeamDetail key={id} id={id} />;
}
