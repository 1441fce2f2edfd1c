import type { ArticleListItem } from '@baro/core';
import { DateText } from '@baro/ui';
import { Anchor, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { hrefs } from '../../../paths.ts';

/** Articles as links to their pages, each with its summary (and day, for notices). */
export function ArticleLinks({
  items,
  withDate = false,
}: {
  items: readonly ArticleListItem[];
  withDate?: boolean;
}) {
  return (
    <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
      {items.map((item) => (
        <li key={item.id}>
          <Group justify="space-between" wrap="nowrap" align="baseline" gap="xs">
            <Anchor component={Link} to={hrefs.supportArticle(item.id)} fw={600}>
              {item.title}
            </Anchor>
            {withDate ? (
              <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                <DateText value={item.publishedAt} />
              </Text>
            ) : null}
          </Group>
          <Text size="sm" c="dimmed" lineClamp={2}>
            {item.summary}
          </Text>
        </li>
      ))}
    </Stack>
  );
}
