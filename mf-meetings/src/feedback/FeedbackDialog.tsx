import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { ApiError } from 'shared-contracts';
import { useShell } from 'shared-contracts/react';
import type { Role } from '../api/keys.ts';
import { useMeeting } from '../api/useMeetings.ts';
import { counterpartOf, feedbackGiven } from '../format/people.ts';
import { CustomerReviewForm } from './CustomerReviewForm.tsx';
import { ExpertReviewForm } from './ExpertReviewForm.tsx';

interface FeedbackDialogProps {
  /** The meeting to review (the URL's `feedback`); null: closed. */
  meetingId: number | null;
  role: Role;
  /** Skip, Escape, the close button, or after the review is sent. */
  onClose(): void;
  /** After the review is sent (before closing): the lists read again. */
  onSent(): void;
}

/**
 * 'Give feedback' with Skip (spec §2): the customer rates the expert (rating and a preset answer,
 * 'other' with its text), the expert rates the customer (rating and a comment).
 */
export function FeedbackDialog({ meetingId, role, onClose, onSent }: FeedbackDialogProps) {
  const { t } = useLingui();
  return (
    <Modal
      opened={meetingId !== null}
      onClose={onClose}
      title={t`Give feedback`}
      size={500}
      centered
      returnFocus={false}
    >
      {meetingId !== null && (
        <FeedbackBody meetingId={meetingId} role={role} onClose={onClose} onSent={onSent} />
      )}
    </Modal>
  );
}

function FeedbackBody({ meetingId, role, onClose, onSent }: FeedbackDialogProps & { meetingId: number }) {
  const meeting = useMeeting(meetingId);
  const { locale } = useShell();
  if (meeting.error) {
    const notYours =
      meeting.error instanceof ApiError && (meeting.error.status === 403 || meeting.error.status === 404);
    return (
      <Stack>
        <Alert
          color="red"
          role="alert"
          title={
            notYours ? (
              <Trans>This meeting cannot be found among yours</Trans>
            ) : (
              <Trans>The meeting could not be loaded</Trans>
            )
          }
        >
          {notYours ? (
            <Trans>The link may be wrong, or the meeting belongs to another account.</Trans>
          ) : (
            meeting.error.message
          )}
        </Alert>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            <Trans>Close</Trans>
          </Button>
          {!notYours && (
            <Button onClick={() => void meeting.mutate()}>
              <Trans>Retry</Trans>
            </Button>
          )}
        </Group>
      </Stack>
    );
  }
  if (!meeting.data) {
    return (
      <Group justify="center" py="md">
        <Loader aria-label="…" />
        <Text>
          <Trans>Loading the meeting…</Trans>
        </Text>
      </Group>
    );
  }
  const counterpart = counterpartOf(meeting.data, role, locale);
  if (feedbackGiven(meeting.data, role)) {
    return (
      <Stack>
        <Text>
          <Trans>You already gave feedback for this meeting with {counterpart.name}.</Trans>
        </Text>
        <Group justify="flex-end">
          <Button onClick={onClose}>
            <Trans>Close</Trans>
          </Button>
        </Group>
      </Stack>
    );
  }
  const done = () => {
    onSent();
    onClose();
  };
  return role === 'customer' ? (
    <CustomerReviewForm meeting={meeting.data} counterpart={counterpart} onSkip={onClose} onDone={done} />
  ) : (
    <ExpertReviewForm meeting={meeting.data} counterpart={counterpart} onSkip={onClose} onDone={done} />
  );
}
