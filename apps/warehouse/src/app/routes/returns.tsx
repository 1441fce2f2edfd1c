import { ReturnList } from '../../features/returns/components/ReturnList.tsx';

export function Component() {
  return <ReturnList />;
}
