import { useParams } from 'react-router';
import { PartnerDetail } from '../../features/partners/components/PartnerDetail.tsx';

export function Component() {
  const { id = '' } = useParams();
  return <PartnerDetail key={id} id={id} />;
}
