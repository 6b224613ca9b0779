import { Trans, useLingui } from '@lingui/react/macro';
import { Group, ScrollArea, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import type { TodayMeetingsProps } from 'shared-contracts';
import { useLiveMeetings } from '../api/useLiveMeetings.ts';
import { useTodayMeetings } from '../api/useMeetings.ts';
import { today } from '../format/dates.ts';
import { MeetingsCatalog } from '../i18n/MeetingsCatalog.tsx';
import { MeetingCard } from '../meetings/MeetingCard.tsx';
import { WidgetFailure } from './WidgetFailure.tsx';

/** `./TodayMeetings`: today's meetings strip of the customer's and the expert's home (spec §2). */
export default function TodayMeetings(props: TodayMeetingsProps) {
  return (
    <MeetingsCatalog>
      <TodayStrip {...props} />
    </MeetingsCatalog>
  );
}

function TodayStrip({ area }: TodayMeetingsProps) {
  const { t } = useLingui();
  const id = useId();
  const meetings = useTodayMeetings(area, today());
  useLiveMeetings();
  return (
    <section aria-labelledby={id}>
      <Title order={2} size="h4" id={id} mb="sm">
        <Trans>Today's meetings</Trans>
      </Title>
      {meetings.error && !meetings.data ? (
        <WidgetFailure message={meetings.error.message} onRetry={() => void meetings.mutate()} />
      ) : !meetings.data ? (
        <Group role="status" aria-busy="true" aria-label={t`Loading meetings`}>
          <Skeleton height={140} width={240} radius="md" />
          <Skeleton height={140} width={240} radius="md" />
        </Group>
      ) : meetings.data.length === 0 ? (
        <Text c="dimmed">
          <Trans>You don't have any meet today</Trans>
        </Text>
      ) : (
        <ScrollArea type="auto" offsetScrollbars>
          <Group component="ul" wrap="nowrap" align="stretch" p={0} m={0} style={{ listStyle: 'none' }}>
            {meetings.data.map((meeting, index) => (
              <Stack component="li" key={meeting.id} w={240} style={{ flexShrink: 0 }}>
                <MeetingCard meeting={meeting} role={area} canStart={index === 0} />
              </Stack>
            ))}
          </Group>
        </ScrollArea>
      )}
    </section>
  );
}
