import { useParams } from 'react-router';
import { ReturnDetail } from '../../features/returns/components/ReturnDetail.tsx';

export function Component() {
  const { id = '' } = useParams();
  return <ReturnDetail key={id} id={id} />;
}
