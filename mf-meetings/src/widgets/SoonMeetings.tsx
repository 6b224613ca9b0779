import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Avatar, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { SoonMeetingsProps } from 'shared-contracts';
import { rateName } from 'shared-contracts';
import { useShell } from 'shared-contracts/react';
import { useLiveMeetings } from '../api/useLiveMeetings.ts';
import { useSoonMeetings } from '../api/useMeetings.ts';
import { formatLongDate } from '../format/dates.ts';
import { useMeetingWords } from '../format/labels.ts';
import { counterpartOf } from '../format/people.ts';
import { MeetingsCatalog } from '../i18n/MeetingsCatalog.tsx';
import { roomPathOf } from '../meetings/roomPath.ts';
import { WidgetFailure } from './WidgetFailure.tsx';

/**
 * `./SoonMeetings`: the coming meetings (statuses booked and start soon, GET /meets with
 * `status=booked,start soon`), soonest first, with the 'Start soon' card for the first one when it
 * starts soon (spec §2).
 */
export default function SoonMeetings(props: SoonMeetingsProps) {
  return (
    <MeetingsCatalog>
      <SoonList {...props} />
    </MeetingsCatalog>
  );
}

function SoonList({ area, meetingsPath, startSoonCard = true }: SoonMeetingsProps) {
  const { t } = useLingui();
  const { locale } = useShell();
  const words = useMeetingWords();
  const id = useId();
  const meetings = useSoonMeetings(area);
  useLiveMeetings();
  const first = meetings.data?.[0];
  return (
    <section aria-labelledby={id}>
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4" id={id}>
          <Trans>Upcoming meetings</Trans>
        </Title>
        <Anchor component={Link} to={meetingsPath} size="sm">
          <Trans>See all meetings</Trans>
        </Anchor>
      </Group>
      {meetings.error && !meetings.data ? (
        <WidgetFailure message={meetings.error.message} onRetry={() => void meetings.mutate()} />
      ) : !meetings.data ? (
        <Stack role="status" aria-busy="true" aria-label={t`Loading meetings`}>
          <Skeleton height={56} radius="md" />
          <Skeleton height={56} radius="md" />
        </Stack>
      ) : meetings.data.length === 0 || !first ? (
        <Text c="dimmed">
          <Trans>You don't have any meetings</Trans>
        </Text>
      ) : (
        <Stack gap="sm">
          {startSoonCard && first.status === 'start soon' && (
            <Card
              withBorder
              radius="md"
              bg="var(--mantine-color-teal-light)"
              component="article"
              aria-labelledby={`${id}-soon`}
            >
              <Stack gap="xs">
                <Text fw={700} id={`${id}-soon`}>
                  <Trans>Start soon</Trans>
                </Text>
                <Text>
                  <Trans>
                    Your meeting with {counterpartOf(first, area, locale).name} starts at {first.start_time}.
                  </Trans>
                </Text>
                <Button
                  component={Link}
                  to={roomPathOf(area, first.id)}
                  size="sm"
                  style={{ alignSelf: 'flex-start' }}
                >
                  <Trans>Start meeting</Trans>
                </Button>
              </Stack>
            </Card>
          )}
          <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
            {meetings.data.map((meeting) => {
              const person = counterpartOf(meeting, area, locale);
              return (
                <Group component="li" key={meeting.id} justify="space-between" gap="sm">
                  <Group wrap="nowrap" gap="sm" miw={0} style={{ flex: '1 1 10rem' }}>
                    <Avatar
                      aria-hidden
                      src={person.picture}
                      alt=""
                      radius="xl"
                      name={person.name}
                      color="initials"
                    />
                    <Stack gap={0} miw={0}>
                      <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                        {person.name}
                      </Text>
                      <Text size="sm" c="dimmed">
                        {area === 'customer'
                          ? words.status(meeting.status)
                          : words.rateMeeting(rateName(meeting.rate, locale))}
                      </Text>
                    </Stack>
                  </Group>
                  <Stack gap={0} align="flex-end" ml="auto" style={{ flexShrink: 0 }}>
                    <Text size="sm">{formatLongDate(meeting.date, locale)}</Text>
                    <Text size="sm" c="dimmed">{`${meeting.start_time} – ${meeting.end_time}`}</Text>
                  </Stack>
                </Group>
              );
            })}
          </Stack>
        </Stack>
      )}
    </section>
  );
}
