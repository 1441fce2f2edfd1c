import { useParams } from 'react-router';
import { ArticleEditorPage } from '../../features/content/components/ArticleEditorPage.tsx';

/** `/content/new` (no id) or `/content/{id}`. */
export function Component() {
  const { id } = useParams();
  return <ArticleEditorPage key={id ?? 'new'} id={id ?? null} />;
}
