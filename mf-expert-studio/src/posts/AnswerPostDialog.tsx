import { valibotResolver } from '@hookform/resolvers/valibot';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  ApiError,
  call,
  LIMITS,
  type Post,
  type PostAnswerCreateInput,
  PostAnswerCreateSchema,
  postApi,
} from 'shared-contracts';
import { useShell } from 'shared-contracts/react';

interface Props {
  /** The post answered; null: closed. */
  post: Post | null;
  onClose(): void;
  onAnswered(): void;
}

/** Answer a customer's post (at most 250 characters); 'Answer created successfully'. */
export function AnswerPostDialog({ post, onClose, onAnswered }: Props) {
  const { t } = useLingui();
  return (
    <Modal opened={post !== null} onClose={onClose} title={t`Answer the post`} size={500} centered>
      {post && <AnswerForm post={post} onClose={onClose} onAnswered={onAnswered} />}
    </Modal>
  );
}

function AnswerForm({ post, onClose, onAnswered }: Props & { post: Post }) {
  const { t } = useLingui();
  const { api, locale, notify } = useShell();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<PostAnswerCreateInput>({
    resolver: valibotResolver(PostAnswerCreateSchema, { lang: locale }),
    defaultValues: { content: '' },
  });
  const length = form.watch('content')?.length ?? 0;
  const limit = LIMITS.comment;

  const send = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const answer = await call(api, postApi.answer, { params: { id: post.id }, body: values });
      notify.success(answer.message ?? t`Answer created successfully`);
      onAnswered();
    } catch (error) {
      const field = error instanceof ApiError ? error.fieldErrors.content?.[0] : undefined;
      if (field) form.setError('content', { message: field });
      else setFailure(error instanceof Error ? error.message : String(error));
    }
  });

  return (
    <form onSubmit={send} noValidate>
      <Stack>
        <div>
          <Text fw={600}>{post.title}</Text>
          <Text size="sm" c="dimmed">
            {post.content}
          </Text>
        </div>
        <Textarea
          label={t`Your answer`}
          description={t`${length} / ${limit} characters`}
          rows={5}
          data-autofocus
          {...form.register('content')}
          error={form.formState.errors.content?.message}
        />
        {failure && (
          <Alert color="red" role="alert" title={t`The answer was not sent`}>
            {failure}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" loading={form.formState.isSubmitting}>
            <Trans>Send answer</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
