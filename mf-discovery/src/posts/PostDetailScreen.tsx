import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Badge, Group, Loader, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link, useNavigate } from 'react-router-dom';
import { ApiError, type PostDetailProps } from 'shared-contracts';
import { useShell } from 'shared-contracts/react';
import { LoadError } from '../components/LoadError.tsx';
import { AnswerItem } from './AnswerItem.tsx';
import { DeletePostButton } from './DeletePostButton.tsx';
import { isExpired, publishedOn } from './post-dates.ts';
import { useLiveAnswers } from './useLiveAnswers.ts';
import { usePost, usePostAnswers } from './usePosts.ts';

/** `/customer/app/posts/{id}`: the post, its answers as they arrive, and Delete. */
export function PostDetailScreen({ postId, postsPath, expertsPath }: PostDetailProps) {
  const { t } = useLingui();
  const { locale } = useShell();
  const navigate = useNavigate();
  const post = usePost(postId);
  const answers = usePostAnswers(postId);
  useLiveAnswers();

  const back = (
    <Anchor component={Link} to={postsPath} size="sm">
      <Trans>Back to my posts</Trans>
    </Anchor>
  );
  if (post.error && !post.data) {
    const missing =
      post.error instanceof ApiError && (post.error.status === 404 || post.error.status === 403);
    return (
      <Stack gap="md">
        {back}
        {missing ? (
          <Text role="alert">
            <Trans>This post does not exist or is not yours.</Trans>
          </Text>
        ) : (
          <LoadError error={post.error} onRetry={() => void post.mutate()} retrying={post.isValidating} />
        )}
      </Stack>
    );
  }
  if (!post.data) return <Loader aria-label={t`Loading the post`} />;

  const data = post.data;
  const published = publishedOn(data, locale);
  const count = answers.data?.length ?? data.answers_count;
  return (
    <Stack gap="lg">
      {back}
      <Stack gap="xs" component="article" aria-labelledby="post-title">
        <Group justify="space-between" align="flex-start">
          <Title order={1} size="h2" id="post-title" style={{ overflowWrap: 'anywhere' }}>
            {data.title}
          </Title>
          <DeletePostButton postId={data.id} onDeleted={() => navigate(postsPath, { replace: true })} />
        </Group>
        <Group gap="xs">
          <Badge variant="light">{data.subcategory?.name ?? data.category.name}</Badge>
          {isExpired(data) ? (
            <Badge color="gray" variant="light">
              <Trans>Expired</Trans>
            </Badge>
          ) : null}
          <Text size="sm" c="dimmed">
            <Trans>Published {published}</Trans>
          </Text>
        </Group>
        <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{data.content}</Text>
      </Stack>
      <Stack gap="sm" component="section" aria-labelledby="answers-title">
        <Title order={2} size="h4" id="answers-title">
          <Plural value={count} _0="No answers yet" one="# answer" other="# answers" />
        </Title>
        {answers.error && !answers.data ? (
          <LoadError
            error={answers.error}
            onRetry={() => void answers.mutate()}
            retrying={answers.isValidating}
          />
        ) : !answers.data ? (
          <Skeleton h={90} radius="md" />
        ) : answers.data.length === 0 ? (
          <Text c="dimmed">
            <Trans>The experts of this category will answer here.</Trans>
          </Text>
        ) : (
          <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-live="polite">
            {answers.data.map((answer) => (
              <AnswerItem key={answer.id} answer={answer} expertsPath={expertsPath} />
            ))}
          </Stack>
        )}
      </Stack>
    </Stack>
  );
}
