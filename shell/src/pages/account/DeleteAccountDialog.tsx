import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Button, Group, List, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import {
  type AccountDeleteInput,
  AccountDeleteSchema,
  type AccountStatus,
  ApiError,
  accountApi,
  call,
  formatDollars,
} from 'shared-contracts';
import { PasswordField, useSchemaForm } from 'shared-contracts/forms';
import { pages } from 'shared-contracts/pages';
import { applyFieldErrors, errorMessage, useShell } from 'shared-contracts/react';
import { useShellExtras } from '../../session/shell-extras.ts';
import { MeetingsToCancel } from './MeetingsToCancel.tsx';

interface DeleteAccountDialogProps {
  opened: boolean;
  status: AccountStatus;
  onClose(): void;
}

type Values = Required<AccountDeleteInput>;

/**
 * The confirmation of "Delete my account": what goes (the meetings to come first, cancelled with
 * their refund) and what stays, then the current password (or, for an account without one, its
 * email typed again). Success signs the browser out and goes home.
 */
export function DeleteAccountDialog({ opened, status, onClose }: DeleteAccountDialogProps) {
  const { t } = useLingui();
  const { api, notify, locale } = useShell();
  const { accountDeleted } = useShellExtras();
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useSchemaForm<Values>(AccountDeleteSchema, { defaultValues: { password: '', email: '' } });
  const { errors, isSubmitting } = form.formState;

  const close = () => {
    form.reset();
    setRefusal(null);
    onClose();
  };

  const submit = form.handleSubmit(async (values) => {
    setRefusal(null);
    try {
      const answer = await call(api, accountApi.remove, {
        body: status.has_password ? { password: values.password } : { email: values.email },
      });
      notify.success(answer.message ?? t`Your account has been deleted.`);
      accountDeleted();
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) {
        applyFieldErrors<Values>(error, ['password', 'email'], form.setError);
        return;
      }
      setRefusal(errorMessage(error, t`An error has occurred`));
    }
  });

  return (
    <Modal opened={opened} onClose={close} title={t`Delete your account?`} size="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text>
            <Trans>This cannot be undone. Deleting your account:</Trans>
          </Text>
          <List spacing="xs">
            {status.meetings_to_cancel > 0 && (
              <List.Item>
                <MeetingsToCancel count={status.meetings_to_cancel} refund={status.cancellation_refund} />
              </List.Item>
            )}
            <List.Item>
              <Trans>signs you out on every device;</Trans>
            </List.Item>
            <List.Item>
              <Trans>erases your name, email, phone, photos, posts and expert profile;</Trans>
            </List.Item>
            <List.Item>
              <Trans>removes your saved cards from our payment provider.</Trans>
            </List.Item>
          </List>
          {status.available_earnings > 0 && (
            <Alert color="yellow" title={t`Earnings not requested`}>
              <Trans>
                You have {formatDollars(status.available_earnings, locale)} of earnings you have not
                requested. Request them before deleting your account: they cannot be requested afterwards.
              </Trans>{' '}
              <Anchor component={Link} to={pages.expert.fundsRequest.build()} onClick={close}>
                <Trans>Request funds</Trans>
              </Anchor>
            </Alert>
          )}
          <Text size="sm" c="dimmed">
            <Trans>
              Your past meetings and their payments are kept without your name, for the other side's records
              and our accounts.
            </Trans>
          </Text>
          {status.has_password ? (
            <PasswordField
              label={t`Your password`}
              autoComplete="current-password"
              required
              data-autofocus
              {...form.register('password')}
              error={errors.password?.message}
            />
          ) : (
            <TextInput
              label={t`Type your email address to confirm`}
              description={status.email}
              type="email"
              autoComplete="off"
              required
              data-autofocus
              {...form.register('email')}
              error={errors.email?.message}
            />
          )}
          {refusal && (
            <Alert color="red" role="alert">
              {refusal}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={isSubmitting}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" color="red" loading={isSubmitting}>
              <Trans>Delete my account</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
