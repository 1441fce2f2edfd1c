import { useParams } from 'react-router';
import { UserDetail } from '../../features/users/components/UserDetail.tsx';

export function Component() {
  const { id = '' } = useParams();
  return <UserDetail key={id} id={id} />;
}
