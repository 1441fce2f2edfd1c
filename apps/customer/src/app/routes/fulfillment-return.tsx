import { useParams } from 'react-router';
import { ReturnDetail } from '../../features/fulfillment/components/ReturnDetail.tsx';

/** `/mypage/fulfillment/returns/:id`: one return. */
export function Component() {
  const { id = '' } = useParams();
  return <ReturnDetail key={id} id={id} />;
}
