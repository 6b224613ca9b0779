import { Trans, useLingui } from '@lingui/react/macro';
import type { useChat } from '@livekit/components-react';
import { Alert, Box, Button, Group, Paper, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { formatCountdown } from './useCountdown.ts';

interface CountdownProps {
  secondsLeft: number | null;
  finished: boolean;
}

interface Props extends CountdownProps {
  /** LiveKit's `useChat()` of the call, held above the panel so its history outlives a layout change. */
  chat: ReturnType<typeof useChat>;
}

/** The call's chat under the time left. */
export function ChatPanel({ secondsLeft, finished, chat }: Props) {
  const { t } = useLingui();
  const { send, chatMessages, isSending } = chat;
  const [draft, setDraft] = useState('');

  return (
    <Stack gap="sm" h="100%">
      <Countdown secondsLeft={secondsLeft} finished={finished} />
      <ScrollArea.Autosize mah={{ base: 360 }} type="auto" style={{ flex: 1 }}>
        <Stack gap="xs" aria-live="polite" aria-label={t`Chat messages`} role="log">
          {chatMessages.length === 0 && (
            <Text size="sm" c="dimmed">
              <Trans>No messages yet.</Trans>
            </Text>
          )}
          {chatMessages.map((message) => (
            <Paper key={message.id} p="xs" radius="sm" bg={message.from?.isLocal ? 'blue.0' : 'gray.0'}>
              <Text size="xs" fw={600}>
                {message.from?.isLocal ? t`You` : message.from?.name || message.from?.identity}
              </Text>
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {message.message}
              </Text>
            </Paper>
          ))}
        </Stack>
      </ScrollArea.Autosize>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          const text = draft.trim();
          if (!text) return;
          void send(text).then(() => setDraft(''));
        }}
      >
        <Group gap="xs" wrap="nowrap" align="flex-end">
          <TextInput
            style={{ flex: 1 }}
            label={t`Message`}
            value={draft}
            onChange={(event) => setDraft(event.currentTarget.value)}
          />
          <Button type="submit" loading={isSending}>
            <Trans>Send</Trans>
          </Button>
        </Group>
      </form>
    </Stack>
  );
}

/** The time left of the meeting; at zero, that the call is ending. */
export function Countdown({ secondsLeft, finished }: CountdownProps) {
  if (finished)
    return (
      <Alert color="red" variant="light" role="status">
        <Trans>Time is up. The call ends in a few seconds.</Trans>
      </Alert>
    );
  if (secondsLeft === null) return null;
  const time = formatCountdown(secondsLeft);
  return (
    <Box>
      <Text size="sm" c="dimmed">
        <Trans>Time left</Trans>
      </Text>
      <Text fw={700} size="xl" ff="monospace" role="timer" aria-live="off">
        {time}
      </Text>
    </Box>
  );
}
