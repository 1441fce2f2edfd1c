import { useParams } from 'react-router';
import { RateEditor } from '../../features/rates/components/RateEditor.tsx';

/** `/rates/new` and `/rates/:id`. */
export function Component() {
  const { id } = useParams();
  return <RateEditor key={id ?? 'new'} id={id ?? null} />;
}
