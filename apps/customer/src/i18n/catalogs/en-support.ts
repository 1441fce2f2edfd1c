import type { CatalogShape } from '../catalog.ts';
import type { koSupport } from './ko-support.ts';

/** English texts of the support centre (see ko-support.ts). */
export const enSupport = {
  home: { title: 'Support', more: 'See all' },
  search: {
    title: 'Search results',
    label: 'Search support',
    placeholder: 'What do you need help with? (e.g. returns, bid deadline)',
    submit: 'Search',
    required: 'Enter something to search for',
    prompt: 'Enter something to search for',
    count_one: '{{count}} result for “{{keyword}}”',
    count_other: '{{count}} results for “{{keyword}}”',
    approximate: 'Nothing matched exactly, so here are close matches.',
    empty: 'No results',
    emptyHint: 'Try other words, or call or chat with us below.',
  },
  faq: {
    title: 'Frequently asked questions',
    categories: 'Question categories',
    empty: 'No questions in this category yet',
  },
  howto: { title: 'How-to guides', empty: 'No guides yet' },
  notices: { title: 'Notices', empty: 'No notices' },
  guides: {
    title: 'Downloads',
    empty: 'Nothing to download',
    download: 'Download PDF',
    downloadNamed: 'Download {{title}} (PDF)',
    category: {
      guidebook: 'Guidebook',
      service: 'Service guide',
      fulfillment: 'Fulfillment',
      estimation: 'Estimates',
      event: 'Offers',
    },
  },
  contact: {
    title: 'Talk to us',
    phoneLabel: 'Support line',
    inquiry: 'Service inquiry',
    chat: 'Use the chat button at the bottom right to talk to an agent.',
  },
  list: { all: 'All', empty: 'No articles' },
  articleType: { howto: 'Guide', terms: 'Terms', faq: 'FAQ' },
  article: {
    updated: 'Last updated',
    koreanOnly: 'This article is available in Korean only',
    neighbours: 'Previous and next articles',
  },
  terms: {
    service: 'Terms of service',
    privacy: 'Privacy policy',
    empty: 'No terms published',
    effectiveOn: 'Effective {{day}}',
    current: 'In force',
    upcoming: 'Upcoming',
    version: 'Version',
  },
} as const satisfies CatalogShape<typeof koSupport>;
