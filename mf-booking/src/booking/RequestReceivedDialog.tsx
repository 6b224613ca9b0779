import { valibotResolver } from '@hookform/resolvers/valibot';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { ApiError, call, type MeetCommentsInput, MeetCommentsSchema, meetingApi } from 'shared-contracts';
import { useShell } from 'shared-contracts/react';

interface RequestReceivedDialogProps {
  /**
   * The booked meeting (the URL's `meeting`, so a reload shows the dialog again); null while nothing
   * is booked (the dialog is closed).
   */
  meetingId: number | null;
  homePath: string;
}

/**
 * After payment: optional comments for the meeting, then the customer home (spec §2, §4). A meeting
 * id from the URL that is not the customer's (the comments call answers 403 or 404) shows why and
 * the way home instead of the form.
 */
export function RequestReceivedDialog({ meetingId, homePath }: RequestReceivedDialogProps) {
  const { t } = useLingui();
  const { api, locale, notify } = useShell();
  const navigate = useNavigate();
  const form = useForm<MeetCommentsInput>({
    resolver: valibotResolver(MeetCommentsSchema, { lang: locale }),
    defaultValues: { comments: '' },
  });
  const goHome = () => navigate(homePath);
  const [notYours, setNotYours] = useState<number | null>(null);

  const send = form.handleSubmit(async (values) => {
    if (meetingId === null) return;
    try {
      const answer = await call(api, meetingApi.comments, { params: { id: meetingId }, body: values });
      notify.success(answer.message ?? t`Comments sent successfully`);
      goHome();
    } catch (error) {
      if (error instanceof ApiError && (error.status === 403 || error.status === 404)) {
        setNotYours(meetingId);
        return;
      }
      form.setError('comments', { message: error instanceof Error ? error.message : String(error) });
    }
  });

  return (
    <Modal opened={meetingId !== null} onClose={goHome} title={t`Request Received`} size={500} centered>
      {notYours !== null && notYours === meetingId ? (
        <Stack>
          <Alert color="red" role="alert" title={t`This meeting cannot be found among yours`}>
            <Trans>The link may be wrong, or the meeting belongs to another account. Nothing was sent.</Trans>
          </Alert>
          <Group justify="flex-end">
            <Button onClick={goHome}>
              <Trans>Go to my home</Trans>
            </Button>
          </Group>
        </Stack>
      ) : (
        <form onSubmit={send} noValidate>
          <Stack>
            <Text>
              <Trans>
                Your meeting is booked and paid. You can leave the expert a comment about it (optional).
              </Trans>
            </Text>
            <Textarea
              label={t`Comments`}
              rows={4}
              {...form.register('comments')}
              error={form.formState.errors.comments?.message}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={goHome}>
                <Trans>Skip</Trans>
              </Button>
              <Button type="submit" loading={form.formState.isSubmitting}>
                <Trans>Send comments</Trans>
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
