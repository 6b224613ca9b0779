import { useLingui } from '@lingui/react/macro';
import { Avatar, Badge, Group, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import type { Ref } from 'react';
import type { Meeting } from 'shared-contracts';
import { rateName } from 'shared-contracts';
import { useShell } from 'shared-contracts/react';
import type { Role } from '../api/keys.ts';
import { formatLongDate } from '../format/dates.ts';
import { isLive, statusColor, useMeetingWords } from '../format/labels.ts';
import { counterpartOf } from '../format/people.ts';
import classes from './MeetingRow.module.css';

interface MeetingRowProps {
  meeting: Meeting;
  role: Role;
  onOpen(meeting: Meeting): void;
  buttonRef?: Ref<HTMLButtonElement>;
}

/**
 * One meeting of the list, a button that opens its detail: the counterpart's photo, name and role;
 * the status (customer) or the rate's meeting (expert); date and start time.
 */
export function MeetingRow({ meeting, role, onOpen, buttonRef }: MeetingRowProps) {
  const { locale } = useShell();
  const { t } = useLingui();
  const words = useMeetingWords();
  const person = counterpartOf(meeting, role, locale);
  const kind =
    role === 'customer' ? words.status(meeting.status) : words.rateMeeting(rateName(meeting.rate, locale));
  const date = formatLongDate(meeting.date, locale);
  return (
    <UnstyledButton
      ref={buttonRef}
      className={classes.row}
      onClick={() => onOpen(meeting)}
      aria-haspopup="dialog"
    >
      <Group gap="sm" align="center" justify="space-between">
        <Group wrap="nowrap" gap="sm" miw={0} style={{ flex: '1 1 12rem' }}>
          <Avatar
            aria-hidden
            src={person.picture}
            alt=""
            radius="xl"
            size="md"
            name={person.name}
            color="initials"
          />
          <Stack gap={0} miw={0}>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {person.name}
            </Text>
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {person.role ?? words.customer}
            </Text>
          </Stack>
        </Group>
        <Stack gap={2} align="flex-end" ml="auto" style={{ flexShrink: 0 }}>
          {role === 'customer' ? (
            <Badge variant="light" color={statusColor(meeting.status)}>
              {kind}
            </Badge>
          ) : (
            <>
              <Text size="sm" fw={500}>
                {kind}
              </Text>
              {!isLive(meeting.status) && meeting.status !== 'finished' && (
                <Badge variant="light" color={statusColor(meeting.status)}>
                  {words.status(meeting.status)}
                </Badge>
              )}
            </>
          )}
          <Text size="sm">{date}</Text>
          <Text size="sm" c="dimmed">
            {meeting.start_time}
          </Text>
        </Stack>
      </Group>
      <VisuallyHidden>{t`Open the details`}</VisuallyHidden>
    </UnstyledButton>
  );
}
