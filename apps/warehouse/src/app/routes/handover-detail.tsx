import { useParams } from 'react-router';
import { HandoverDetail } from '../../features/handover/components/HandoverDetail.tsx';

export function Component() {
  const { id = '' } = useParams();
  return <HandoverDetail key={id} id={id} />;
}
