import { Trans } from '@lingui/react/macro';
import { Button, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useSearchParams } from 'react-router-dom';
import { POSTS_PER_PAGE, type PostsProps } from 'shared-contracts';
import { useSWRConfig } from 'swr';
import { LoadError } from '../components/LoadError.tsx';
import { PaginationNav } from '../experts/PaginationNav.tsx';
import { NewPostDialog } from './NewPostDialog.tsx';
import { PostCard } from './PostCard.tsx';
import { useLiveAnswers } from './useLiveAnswers.ts';
import { isPostKey, usePosts } from './usePosts.ts';

/** `/customer/app/posts`: every post of the customer, newest first, paged (`?page=`). */
export function PostsScreen({ postsPath }: PostsProps) {
  const [params] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const posts = usePosts(page, POSTS_PER_PAGE);
  const [writing, { open, close }] = useDisclosure(false);
  const { mutate } = useSWRConfig();
  useLiveAnswers();

  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={1} size="h2">
          <Trans>My posts</Trans>
        </Title>
        <Button onClick={open}>
          <Trans>New post</Trans>
        </Button>
      </Group>
      {posts.error && !posts.data ? (
        <LoadError error={posts.error} onRetry={() => void posts.mutate()} retrying={posts.isValidating} />
      ) : !posts.data ? (
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
          {[1, 2, 3].map((key) => (
            <Skeleton key={key} h={180} radius="md" />
          ))}
        </SimpleGrid>
      ) : posts.data.data.length === 0 ? (
        <Text c="dimmed">
          <Trans>You don't have any post</Trans>
        </Text>
      ) : (
        <>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
            {posts.data.data.map((post) => (
              <PostCard key={post.id} post={post} postPath={`${postsPath}/${post.id}`} />
            ))}
          </SimpleGrid>
          <PaginationNav
            currentPage={page}
            lastPage={posts.data.meta.last_page}
            pageTo={(next) => ({ search: `?page=${next}` })}
          />
        </>
      )}
      <NewPostDialog opened={writing} onClose={close} onCreated={() => void mutate(isPostKey)} />
    </Stack>
  );
}
