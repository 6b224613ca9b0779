import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { call, LIMITS, PostCreateSchema, postApi, translate } from 'shared-contracts';
import { useSchemaForm } from 'shared-contracts/forms';
import { applyFieldErrors, errorMessage, useCategories, useShell } from 'shared-contracts/react';
import { LoadError } from '../components/LoadError.tsx';

interface NewPostDialogProps {
  opened: boolean;
  onClose(): void;
  /** The post is published (its toast shown): lists and counts should be read again. */
  onCreated(): void;
}

interface NewPostValues {
  title: string;
  content: string;
  category_id: string | null;
  subcategory_id: string | null;
}

const EMPTY: NewPostValues = { title: '', content: '', category_id: null, subcategory_id: null };

/** 'New post' (spec §2 Posts): title, content (at most 600), category, subcategory, 'Create post'. */
export function NewPostDialog({ opened, onClose, onCreated }: NewPostDialogProps) {
  const { t } = useLingui();
  return (
    <Modal opened={opened} onClose={onClose} title={t`New post`} size="lg">
      {opened && <NewPostForm onClose={onClose} onCreated={onCreated} />}
    </Modal>
  );
}

function NewPostForm({ onClose, onCreated }: Omit<NewPostDialogProps, 'opened'>) {
  const { t } = useLingui();
  const { api, notify } = useShell();
  const categories = useCategories();
  const form = useSchemaForm<NewPostValues>(PostCreateSchema, {
    defaultValues: EMPTY,
    // The schema checks the category only once the other fields pass; shown with them here.
    refine: (values, locale) =>
      values.category_id ? {} : { category_id: translate('fieldRequired', locale) },
  });
  const { errors, isSubmitting } = form.formState;
  const categoryId = form.watch('category_id');
  const contentLength = form.watch('content').length;
  const limit = LIMITS.post;
  const category = categories.data?.find((item) => String(item.id) === categoryId);

  const submit = form.handleSubmit(async (values) => {
    try {
      const answer = await call(api, postApi.create, { body: values });
      notify.success(answer.message ?? t`Post created successfully`);
      onCreated();
      onClose();
    } catch (error) {
      applyFieldErrors<NewPostValues>(
        error,
        ['title', 'content', 'category_id', 'subcategory_id'],
        form.setError,
      );
      notify.error(errorMessage(error, t`An error has occurred`), t`Error`);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t`Title`}
          required
          maxLength={LIMITS.post}
          data-autofocus
          {...form.register('title')}
          error={errors.title?.message}
        />
        <Textarea
          label={t`Content`}
          required
          rows={5}
          maxLength={LIMITS.post}
          description={t`${contentLength} / ${limit} characters`}
          {...form.register('content')}
          error={errors.content?.message}
        />
        {categories.error && !categories.data ? (
          <LoadError
            error={categories.error}
            onRetry={() => void categories.mutate()}
            retrying={categories.isValidating}
          />
        ) : null}
        <Controller
          control={form.control}
          name="category_id"
          render={({ field }) => (
            <Select
              label={t`Category`}
              placeholder={t`Select a category of expertise`}
              required
              searchable
              data={(categories.data ?? []).map((item) => ({ value: String(item.id), label: item.name }))}
              value={field.value}
              onChange={(value) => {
                field.onChange(value);
                form.setValue('subcategory_id', null);
              }}
              onBlur={field.onBlur}
              error={errors.category_id?.message}
            />
          )}
        />
        <Controller
          control={form.control}
          name="subcategory_id"
          render={({ field }) => (
            <Select
              label={t`Subcategory`}
              placeholder={t`Select a subcategory`}
              required
              searchable
              disabled={!category}
              data={(category?.subcategories ?? []).map((sub) => ({
                value: String(sub.id),
                label: sub.name,
              }))}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={errors.subcategory_id?.message}
            />
          )}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" loading={isSubmitting}>
            <Trans>Create post</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
