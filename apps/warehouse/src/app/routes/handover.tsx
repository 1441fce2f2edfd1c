import { useParams } from 'react-router';
import { HandoverDetail } from '../../features/handover/components/HandoverDetail.tsx';
import { HandoverList } from '../../features/handover/components/HandoverList.tsx';

/** `/handover`: the manifests; `/handover/{id}`: one manifest. */
export function Component() {
  const { id } = useParams();
  return id ? <HandoverDetail key={id} id={id} /> : <HandoverList />;
}
