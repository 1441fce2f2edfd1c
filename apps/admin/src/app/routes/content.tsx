import { ArticleList } from '../../features/content/components/ArticleList.tsx';

export function Component() {
  return <ArticleList />;
}
