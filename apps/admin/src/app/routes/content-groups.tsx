import { ArticleGroupsPage } from '../../features/content/components/ArticleGroupsPage.tsx';

/** `/content/groups`: FAQ categories and how-to series, and the order of their articles. */
export function Component() {
  return <ArticleGroupsPage />;
}
