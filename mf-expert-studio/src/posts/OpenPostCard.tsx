import { Trans } from '@lingui/react/macro';
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { formatLongDate, type Post } from 'shared-contracts';
import { useShell } from 'shared-contracts/react';

/** A customer's open post: title, content, who and when, its category, and 'Answer'. */
export function OpenPostCard({ post, onAnswer }: { post: Post; onAnswer(post: Post): void }) {
  const { locale } = useShell();
  const published = formatLongDate(post.published_at, locale);
  const customer = `${post.customer.first_name} ${post.customer.last_name}`.trim();
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={post.title}>
      <Stack gap="xs" h="100%">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Title order={3} size="h5">
            {post.title}
          </Title>
          <Badge variant="light">{post.subcategory?.name ?? post.category.name}</Badge>
        </Group>
        <Text size="sm" lineClamp={3}>
          {post.content}
        </Text>
        <Text size="xs" c="dimmed" mt="auto">
          <Trans>
            {customer} · {published}
          </Trans>
        </Text>
        <Button variant="light" onClick={() => onAnswer(post)}>
          <Trans>Answer</Trans>
        </Button>
      </Stack>
    </Card>
  );
}
