import { Trans } from '@lingui/react/macro';
import { Avatar, Button, Card, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { Meeting } from 'shared-contracts';
import { rateName } from 'shared-contracts';
import { useShell } from 'shared-contracts/react';
import type { Role } from '../api/keys.ts';
import { isLive } from '../format/labels.ts';
import { counterpartOf } from '../format/people.ts';
import { roomPathOf } from './roomPath.ts';

interface MeetingCardProps {
  meeting: Meeting;
  role: Role;
  /** 'Start meeting' leads to the room; otherwise it shows disabled (only the first card starts). */
  canStart: boolean;
  /** A line under the time (the date, in the soon list). */
  extra?: string;
}

/**
 * A meeting of a home strip: counterpart, start–end time, rate name and 'Start meeting' (spec §2),
 * hidden once the meeting has finished.
 */
export function MeetingCard({ meeting, role, canStart, extra }: MeetingCardProps) {
  const { locale } = useShell();
  const person = counterpartOf(meeting, role, locale);
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={person.name}>
      <Stack gap="xs">
        <Group wrap="nowrap" gap="sm">
          <Avatar aria-hidden src={person.picture} alt="" radius="xl" name={person.name} color="initials" />
          <Stack gap={0} miw={0}>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {person.name}
            </Text>
            <Text size="sm" c="dimmed">
              {rateName(meeting.rate, locale)}
            </Text>
          </Stack>
        </Group>
        <Text size="sm">
          {extra ? `${extra} · ` : ''}
          {`${meeting.start_time} – ${meeting.end_time}`}
        </Text>
        {isLive(meeting.status) &&
          (canStart ? (
            <Button component={Link} to={roomPathOf(role, meeting.id)} size="sm">
              <Trans>Start meeting</Trans>
            </Button>
          ) : (
            <Button size="sm" disabled>
              <Trans>Start meeting</Trans>
            </Button>
          ))}
      </Stack>
    </Card>
  );
}
