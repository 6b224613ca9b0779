import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Button, Group, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { type FormEvent, useCallback, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { Meeting, MeetingsProps } from 'shared-contracts';
import { useShell } from 'shared-contracts/react';
import { useSWRConfig } from 'swr';
import { isMeetingsKey } from '../api/keys.ts';
import { useLiveMeetings } from '../api/useLiveMeetings.ts';
import { useMeetingList } from '../api/useMeetings.ts';
import { FeedbackDialog } from '../feedback/FeedbackDialog.tsx';
import { MeetingDetailDialog } from './MeetingDetailDialog.tsx';
import { MeetingRow } from './MeetingRow.tsx';

/** A positive whole number from the URL, else null (a URL may hold anything). */
function positive(value: string | null): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  const number = Number(value);
  return number > 0 ? number : null;
}

/**
 * The meeting list of the customer or the expert (spec §2): search on Enter (`?search=`), pages
 * (`?page=`), a row opens the detail; `?feedback=<id>` opens that meeting's feedback (the room
 * leads here when a call ends), and closing it stays here without the parameter.
 */
export function MeetingsScreen({ area, expertSearchPath }: MeetingsProps) {
  const { t } = useLingui();
  const { session } = useShell();
  const [params, setParams] = useSearchParams();
  const search = params.get('search')?.trim() ?? '';
  const page = positive(params.get('page')) ?? 1;
  const feedbackId = positive(params.get('feedback'));
  const list = useMeetingList(area, search, page);
  const { mutate } = useSWRConfig();
  useLiveMeetings();

  const [detail, setDetail] = useState<Meeting | null>(null);
  const rows = useRef(new Map<number, HTMLButtonElement>());
  const heading = useRef<HTMLHeadingElement>(null);

  const update = useCallback(
    (change: (next: URLSearchParams) => void) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          change(next);
          return next;
        },
        { preventScrollReset: true },
      );
    },
    [setParams],
  );

  const submitSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = String(new FormData(event.currentTarget).get('search') ?? '').trim();
    update((next) => {
      if (text) next.set('search', text);
      else next.delete('search');
      next.delete('page');
    });
  };

  const goToPage = (target: number) =>
    update((next) => {
      if (target > 1) next.set('page', String(target));
      else next.delete('page');
    });

  const closeFeedback = () => {
    const id = feedbackId;
    update((next) => next.delete('feedback'));
    // The dialog was opened from a row's detail or from the URL: focus goes back to the row, else the title.
    setTimeout(() => {
      const row = id === null ? undefined : rows.current.get(id);
      (row ?? heading.current)?.focus();
    }, 0);
  };

  const giveFeedback = (meeting: Meeting) => {
    setDetail(null);
    update((next) => next.set('feedback', String(meeting.id)));
  };

  // The row's latest data while its detail is open (a realtime event may have changed it).
  const shown = detail ? (list.data?.data.find((meeting) => meeting.id === detail.id) ?? detail) : null;
  const meta = list.data?.meta;
  const meetings = list.data?.data ?? [];

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Title order={1} ref={heading} tabIndex={-1}>
          <Trans>Meetings</Trans>
        </Title>
        <search style={{ flex: '1 1 16rem', maxWidth: '24rem' }}>
          <form onSubmit={submitSearch}>
            <TextInput
              key={search}
              name="search"
              type="search"
              defaultValue={search}
              label={area === 'customer' ? t`Search by expert` : t`Search by customer`}
              description={t`Press Enter to search`}
              maxLength={120}
            />
          </form>
        </search>
      </Group>

      {search && (
        <Text size="sm" aria-live="polite">
          <Trans>Results for “{search}”</Trans>
        </Text>
      )}

      {list.error && (
        <Alert color="red" role="alert" title={t`The meetings could not be loaded`}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{list.error.message}</Text>
            <Button size="xs" onClick={() => void list.mutate()}>
              <Trans>Retry</Trans>
            </Button>
          </Stack>
        </Alert>
      )}

      {list.error && !list.data ? null : !list.data ? (
        <Stack gap="sm" role="status" aria-busy="true" aria-label={t`Loading meetings`}>
          <Skeleton height={72} radius="md" />
          <Skeleton height={72} radius="md" />
          <Skeleton height={72} radius="md" />
        </Stack>
      ) : meetings.length === 0 ? (
        <Stack gap={4} align="center" py="xl" ta="center">
          <Title order={2} size="h4">
            <Trans>You don't have any meetings</Trans>
          </Title>
          {search ? (
            <Text c="dimmed">
              <Trans>No meeting matches “{search}”.</Trans>
            </Text>
          ) : area === 'customer' && expertSearchPath ? (
            <Anchor component={Link} to={expertSearchPath}>
              <Trans>Search an expert and create a new meeting for discuss any topic.</Trans>
            </Anchor>
          ) : (
            <Text c="dimmed">
              <Trans>Search an expert and create a new meeting for discuss any topic.</Trans>
            </Text>
          )}
        </Stack>
      ) : (
        <Stack
          component="ul"
          gap="sm"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-busy={list.isValidating}
        >
          {meetings.map((meeting) => (
            <li key={meeting.id}>
              <MeetingRow
                meeting={meeting}
                role={area}
                onOpen={setDetail}
                buttonRef={(element) => {
                  if (element) rows.current.set(meeting.id, element);
                  else rows.current.delete(meeting.id);
                }}
              />
            </li>
          ))}
        </Stack>
      )}

      {meta && meta.last_page > 1 && (
        <Group justify="center" component="nav" aria-label={t`Pages of meetings`}>
          <Button variant="default" disabled={page <= 1} onClick={() => goToPage(page - 1)}>
            <Trans>Previous</Trans>
          </Button>
          <Text size="sm" aria-live="polite">
            <Trans>
              Page {meta.current_page} of {meta.last_page}
            </Trans>
          </Text>
          <Button variant="default" disabled={page >= meta.last_page} onClick={() => goToPage(page + 1)}>
            <Trans>Next</Trans>
          </Button>
        </Group>
      )}

      <MeetingDetailDialog
        meeting={shown}
        role={area}
        onClose={() => setDetail(null)}
        onGiveFeedback={giveFeedback}
        onChanged={(changed) => {
          setDetail(changed);
          void mutate(isMeetingsKey);
        }}
      />
      <FeedbackDialog
        meetingId={session.status === 'signed-in' ? feedbackId : null}
        role={area}
        onClose={closeFeedback}
        onSent={() => void mutate(isMeetingsKey)}
      />
    </Stack>
  );
}
