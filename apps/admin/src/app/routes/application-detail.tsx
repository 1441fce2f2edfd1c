import { useParams } from 'react-router';
import { ApplicationDetail } from '../../features/fulfillment-applications/components/ApplicationDetail.tsx';

export function Component() {
  const { id = '' } = useParams();
  return <ApplicationDetail key={id} id={id} />;
}
