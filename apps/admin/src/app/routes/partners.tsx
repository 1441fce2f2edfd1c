import { PartnerList } from '../../features/partners/components/PartnerList.tsx';

export function Component() {
  return <PartnerList />;
}
