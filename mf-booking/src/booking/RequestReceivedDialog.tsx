import { valibotResolver } from '@hookform/resolvers/valibot';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { type MeetCommentsInput, MeetCommentsSchema, paths } from 'shared-contracts';
import { useShell } from 'shared-contracts/react';

interface RequestReceivedDialogProps {
  /** The booked meeting; null while nothing is booked (the dialog is closed). */
  meetingId: number | null;
  homePath: string;
}

/** After payment: optional comments for the meeting, then the customer home (spec §2, §4). */
export function RequestReceivedDialog({ meetingId, homePath }: RequestReceivedDialogProps) {
  const { t } = useLingui();
  const { api, locale, notify } = useShell();
  const navigate = useNavigate();
  const form = useForm<MeetCommentsInput>({
    resolver: valibotResolver(MeetCommentsSchema, { lang: locale }),
    defaultValues: { comments: '' },
  });
  const goHome = () => navigate(homePath);

  const send = form.handleSubmit(async (values) => {
    if (meetingId === null) return;
    try {
      const answer = await api.put(paths.meetComments(meetingId), values);
      notify.success(answer.message ?? t`Comments sent successfully`);
      goHome();
    } catch (error) {
      form.setError('comments', { message: error instanceof Error ? error.message : String(error) });
    }
  });

  return (
    <Modal opened={meetingId !== null} onClose={goHome} title={t`Request Received`} size={500} centered>
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
    </Modal>
  );
}
