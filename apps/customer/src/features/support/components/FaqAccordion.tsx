import type { ArticleListItem } from '@baro/core';
import { Accordion } from '@mantine/core';
import { ArticleBody } from './ArticleBody.tsx';

/** FAQ items: the question opens its answer in place (keyboard: Tab to a question, Enter or Space). */
export function FaqAccordion({ items }: { items: readonly ArticleListItem[] }) {
  return (
    <Accordion variant="separated" chevronPosition="right">
      {items.map((item) => (
        <Accordion.Item key={item.id} value={item.id}>
          <Accordion.Control>{item.title}</Accordion.Control>
          <Accordion.Panel>
            <ArticleBody html={item.bodyHtml ?? `<p>${item.summary}</p>`} />
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}
