import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { Post } from 'shared-contracts';
import { RemoteCatalogGate } from 'shared-contracts/react';
import { useOpenPosts } from '../api/useOpenPosts.ts';
import { catalogs } from '../i18n/catalogs.ts';
import { AnswerPostDialog } from '../posts/AnswerPostDialog.tsx';
import { OpenPostCard } from '../posts/OpenPostCard.tsx';

/** `./OpenPosts`: the expert home's strip of open posts in the expert's categories, each answerable. */
export default function OpenPosts() {
  return (
    <RemoteCatalogGate catalogs={catalogs}>
      <OpenPostsStrip />
    </RemoteCatalogGate>
  );
}

function OpenPostsStrip() {
  const { t } = useLingui();
  const posts = useOpenPosts();
  const [answering, setAnswering] = useState<Post | null>(null);

  return (
    <Stack gap="sm" component="section" aria-labelledby="open-posts">
      <Title order={2} size="h3" id="open-posts">
        <Trans>Posts in your categories</Trans>
      </Title>
      {posts.error ? (
        <Alert color="red" role="alert" title={t`The posts could not be loaded`}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{posts.error.message}</Text>
            <Button size="xs" variant="default" onClick={() => void posts.mutate()}>
              <Trans>Retry</Trans>
            </Button>
          </Stack>
        </Alert>
      ) : !posts.data ? (
        <Loader aria-label={t`Loading the posts`} />
      ) : posts.data.data.length === 0 ? (
        <Text c="dimmed">
          <Trans>There are no open posts in your categories right now.</Trans>
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {posts.data.data.map((post) => (
            <OpenPostCard key={post.id} post={post} onAnswer={setAnswering} />
          ))}
        </SimpleGrid>
      )}
      <AnswerPostDialog
        post={answering}
        onClose={() => setAnswering(null)}
        onAnswered={() => {
          setAnswering(null);
          void posts.mutate();
        }}
      />
    </Stack>
  );
}
