import { Trans, useLingui } from '@lingui/react/macro';
import { Avatar, Button, Divider, Group, Modal, Rating, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { formatDollars, type Meeting, rateName } from 'shared-contracts';
import { useShell } from 'shared-contracts/react';
import type { Role } from '../api/keys.ts';
import { formatLongDate } from '../format/dates.ts';
import { isLive, useMeetingWords } from '../format/labels.ts';
import { counterpartOf, feedbackGiven } from '../format/people.ts';
import { CancelStep } from './change/CancelStep.tsx';
import { MeetingChangeNotice } from './change/MeetingChangeNotice.tsx';
import { RescheduleStep } from './change/RescheduleStep.tsx';
import { roomPathOf } from './roomPath.ts';

/** What the dialog shows: the details, or one of the changes the viewer may make. */
type Step = 'detail' | 'cancel' | 'reschedule';

interface MeetingDetailDialogProps {
  /** The meeting shown; null: closed. */
  meeting: Meeting | null;
  role: Role;
  onClose(): void;
  /** 'Give feedback': a finished meeting the viewer has not reviewed. */
  onGiveFeedback(meeting: Meeting): void;
  /** A change made from the dialog (cancelled, moved): the lists read again. */
  onChanged(meeting: Meeting): void;
}

/** A meeting's details, the customer's comments (questions) and the feedback the viewer gave (spec §2). */
export function MeetingDetailDialog({
  meeting,
  role,
  onClose,
  onGiveFeedback,
  onChanged,
}: MeetingDetailDialogProps) {
  const { t } = useLingui();
  const [step, setStep] = useState<Step>('detail');
  const [shownId, setShownId] = useState<number | null>(null);
  // Another meeting opened: its dialog starts at the details.
  if ((meeting?.id ?? null) !== shownId) {
    setShownId(meeting?.id ?? null);
    setStep('detail');
  }
  const title =
    step === 'cancel'
      ? t`Cancel meeting`
      : step === 'reschedule'
        ? t`Reschedule meeting`
        : t`Meeting details`;
  const body = useRef<HTMLDivElement>(null);
  // A step replaces the content of the open dialog: the focus goes to its start (the cancel step
  // puts it on its Back button itself), not to the page behind.
  useEffect(() => {
    if (step !== 'cancel') body.current?.focus({ preventScroll: true });
  }, [step]);
  const changed = (next: Meeting) => {
    setStep('detail');
    onChanged(next);
  };
  return (
    <Modal opened={meeting !== null} onClose={onClose} title={title} size={650} centered>
      <div ref={body} tabIndex={-1} style={{ outline: 'none' }}>
        {meeting && step === 'detail' && (
          <MeetingDetail
            meeting={meeting}
            role={role}
            onGiveFeedback={onGiveFeedback}
            onCancel={() => setStep('cancel')}
            onReschedule={() => setStep('reschedule')}
          />
        )}
        {meeting && step === 'reschedule' && (
          <RescheduleStep meeting={meeting} onDone={changed} onBack={() => setStep('detail')} />
        )}
        {meeting && step === 'cancel' && (
          <CancelStep meeting={meeting} role={role} onDone={changed} onBack={() => setStep('detail')} />
        )}
      </div>
    </Modal>
  );
}

function MeetingDetail({
  meeting,
  role,
  onGiveFeedback,
  onCancel,
  onReschedule,
}: Pick<MeetingDetailDialogProps, 'role' | 'onGiveFeedback'> & {
  meeting: Meeting;
  onCancel(): void;
  onReschedule(): void;
}) {
  const { locale } = useShell();
  const { t } = useLingui();
  const words = useMeetingWords();
  const person = counterpartOf(meeting, role, locale);
  const given = feedbackGiven(meeting, role);
  const finished = meeting.status === 'finished';
  const otherComment = role === 'customer' ? meeting.expert_feedback?.other_comment : null;
  return (
    <Stack>
      <Group wrap="nowrap">
        <Avatar
          aria-hidden
          src={person.picture}
          alt=""
          radius="xl"
          size="lg"
          name={person.name}
          color="initials"
        />
        <Stack gap={0} miw={0}>
          <Text fw={600}>{person.name}</Text>
          <Text size="sm" c="dimmed">
            {person.role ?? words.customer}
          </Text>
        </Stack>
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" component="dl" m={0}>
        <Field label={t`Status`}>{words.status(meeting.status)}</Field>
        <Field label={t`Rate`}>{`${rateName(meeting.rate, locale)} (${meeting.rate.duration} min)`}</Field>
        <Field label={t`Date`}>{formatLongDate(meeting.date, locale)}</Field>
        <Field label={t`Time`}>{`${meeting.start_time} – ${meeting.end_time}`}</Field>
        <Field label={role === 'customer' ? t`Price paid` : t`Price`}>
          {formatDollars(role === 'customer' ? meeting.booking.total : meeting.booking.price, locale)}
        </Field>
        {meeting.refunded > 0 && (
          <Field label={t`Refunded to the customer`}>{formatDollars(meeting.refunded, locale)}</Field>
        )}
      </SimpleGrid>
      <MeetingChangeNotice meeting={meeting} role={role} />
      <Divider />
      <section aria-labelledby={`comments-${meeting.id}`}>
        <Title order={3} size="h5" id={`comments-${meeting.id}`} mb={4}>
          <Trans>Comments</Trans>
        </Title>
        <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {meeting.comments?.trim() ? (
            meeting.comments
          ) : role === 'customer' ? (
            <Trans>You left no questions.</Trans>
          ) : (
            <Trans>The customer left no questions.</Trans>
          )}
        </Text>
      </section>
      <Divider />
      <section aria-labelledby={`feedback-${meeting.id}`}>
        <Title order={3} size="h5" id={`feedback-${meeting.id}`} mb={4}>
          <Trans>Feedback given</Trans>
        </Title>
        {given ? (
          <Stack gap={4}>
            <Rating value={given.rating} readOnly aria-label={words.stars(given.rating)} role="img" />
            <Text style={{ overflowWrap: 'anywhere' }}>
              {role === 'customer' ? words.answer(given.comment) : given.comment}
            </Text>
            {otherComment && (
              <Text c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {otherComment}
              </Text>
            )}
          </Stack>
        ) : (
          <Text c="dimmed">
            {finished ? (
              <Trans>You have not given feedback yet.</Trans>
            ) : isLive(meeting.status) ? (
              <Trans>Feedback opens when the meeting has finished.</Trans>
            ) : (
              <Trans>There is no feedback for a meeting that did not take place.</Trans>
            )}
          </Text>
        )}
      </section>
      <Group justify="flex-end">
        {meeting.changes.cancel && (
          <Button variant="subtle" color="red" onClick={onCancel}>
            <Trans>Cancel meeting</Trans>
          </Button>
        )}
        {meeting.changes.reschedule && (
          <Button variant="default" onClick={onReschedule}>
            <Trans>Reschedule</Trans>
          </Button>
        )}
        {finished && !given && (
          <Button onClick={() => onGiveFeedback(meeting)}>
            <Trans>Give feedback</Trans>
          </Button>
        )}
        {isLive(meeting.status) && (
          <Button component={Link} to={roomPathOf(role, meeting.id)} variant="light">
            <Trans>Go to the meeting room</Trans>
          </Button>
        )}
      </Group>
    </Stack>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text component="dt" size="sm" c="dimmed">
        {label}
      </Text>
      <Text component="dd" m={0}>
        {children}
      </Text>
    </div>
  );
}
