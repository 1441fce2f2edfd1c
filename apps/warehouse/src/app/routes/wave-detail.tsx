import { useParams } from 'react-router';
import { WaveDetail } from '../../features/waves/components/WaveDetail.tsx';

export function Component() {
  const { id = '' } = useParams();
  return <WaveDetail key={id} id={id} />;
}
