import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Box, Button, Card, Group, ScrollArea, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link } from 'react-router-dom';
import { POSTS_PER_PAGE, type PostsStripProps } from 'shared-contracts';
import { useSWRConfig } from 'swr';
import { LoadError } from '../components/LoadError.tsx';
import { NewPostDialog } from './NewPostDialog.tsx';
import { PostCard } from './PostCard.tsx';
import classes from './PostsStrip.module.css';
import { useLiveAnswers } from './useLiveAnswers.ts';
import { isPostKey, usePosts } from './usePosts.ts';

/** The customer home's posts: 'New post' first, then the latest ten, side by side (spec §2). */
export function PostsStrip({ postsPath, onPostsChanged }: PostsStripProps) {
  const { t } = useLingui();
  const posts = usePosts(1, POSTS_PER_PAGE);
  const [writing, { open, close }] = useDisclosure(false);
  const { mutate } = useSWRConfig();
  useLiveAnswers();

  const created = () => {
    void mutate(isPostKey);
    onPostsChanged?.();
  };

  return (
    <Box component="section" aria-labelledby="posts-strip-title">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4" id="posts-strip-title">
          <Trans>Posts</Trans>
        </Title>
        <Anchor component={Link} to={postsPath} size="sm">
          <Trans>See all posts</Trans>
        </Anchor>
      </Group>
      {posts.error && !posts.data ? (
        <LoadError error={posts.error} onRetry={() => void posts.mutate()} retrying={posts.isValidating} />
      ) : (
        <ScrollArea type="auto" offsetScrollbars aria-label={t`Your latest posts`}>
          <Group wrap="nowrap" align="stretch" gap="md" pb="xs">
            <Card withBorder radius="md" padding="md" className={classes.item}>
              <Stack justify="center" align="center" h="100%" gap="xs">
                <Text size="sm" c="dimmed" ta="center">
                  <Trans>Ask the experts of a category</Trans>
                </Text>
                <Button onClick={open}>
                  <Trans>New post</Trans>
                </Button>
              </Stack>
            </Card>
            {posts.data ? (
              posts.data.data.map((post) => (
                <Box key={post.id} className={classes.item}>
                  <PostCard post={post} postPath={`${postsPath}/${post.id}`} />
                </Box>
              ))
            ) : (
              <Skeleton
                className={classes.item}
                h={180}
                radius="md"
                role="status"
                aria-label={t`Loading your posts`}
              />
            )}
          </Group>
        </ScrollArea>
      )}
      {posts.data?.data.length === 0 ? (
        <Text c="dimmed" mt="xs">
          <Trans>You don't have any post</Trans>
        </Text>
      ) : null}
      <NewPostDialog opened={writing} onClose={close} onCreated={created} />
    </Box>
  );
}
