import { Plural, Trans } from '@lingui/react/macro';
import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { Post } from 'shared-contracts';
import { useShell } from 'shared-contracts/react';
import { isExpired, publishedOn } from './post-dates.ts';

interface PostCardProps {
  post: Post;
  /** The post's page (its answers). */
  postPath: string;
}

/** A post in the strip and the list: title, content, date, 'Expired', 'View {n} replies', 'View more'. */
export function PostCard({ post, postPath }: PostCardProps) {
  const { locale } = useShell();
  const count = post.answers_count;
  const published = publishedOn(post, locale);
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={post.title} h="100%">
      <Stack gap="xs" h="100%">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Title order={3} size="h5" lineClamp={2} miw={0} style={{ overflowWrap: 'anywhere' }}>
            {post.title}
          </Title>
          {isExpired(post) ? (
            <Badge color="gray" variant="light">
              <Trans>Expired</Trans>
            </Badge>
          ) : null}
        </Group>
        <Text size="sm" lineClamp={3} style={{ overflowWrap: 'anywhere' }}>
          {post.content}
        </Text>
        <Text size="xs" c="dimmed">
          <Trans>Published {published}</Trans> · {post.subcategory?.name ?? post.category.name}
        </Text>
        <Group justify="space-between" mt="auto" gap="xs">
          <Anchor component={Link} to={postPath} size="sm">
            <Plural value={count} _0="No replies yet" one="View # reply" other="View # replies" />
          </Anchor>
          <Anchor component={Link} to={postPath} size="sm">
            <Trans>View more</Trans>
          </Anchor>
        </Group>
      </Stack>
    </Card>
  );
}
