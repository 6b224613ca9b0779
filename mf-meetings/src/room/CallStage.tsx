import { Trans, useLingui } from '@lingui/react/macro';
import { useChat, useRemoteParticipants, useRoomContext } from '@livekit/components-react';
import { Box, Drawer, Flex, Paper, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { Room } from 'livekit-client';
import { useState } from 'react';
import type { Meeting } from 'shared-contracts';
import { AudioBlockedNotice } from './AudioBlockedNotice.tsx';
import { CallControls } from './CallControls.tsx';
import { ChatPanel, Countdown } from './ChatPanel.tsx';
import { ExtensionPanel } from './extension/ExtensionPanel.tsx';
import { ReconnectingNotice } from './ReconnectingNotice.tsx';
import { useCallTracks } from './useCallTracks.ts';
import { useCountdown } from './useCountdown.ts';
import { VideoTile } from './VideoTile.tsx';

interface Props {
  meeting: Meeting;
  /** The access token's expiry: the countdown runs to it. */
  end: Date | null;
  selfName: string;
  onLeave(room: Room, ended: boolean): void;
  /** The extension was paid: the meeting with its later end and the caller's new token. */
  onExtended(meeting: Meeting): void;
}

/**
 * The joined call: the other side's video, the own small view, the controls, the chat with its
 * countdown, and the extension flow.
 */
export function CallStage({ meeting, end, selfName, onLeave, onExtended }: Props) {
  const { t } = useLingui();
  const room = useRoomContext();
  const wide = useMediaQuery('(min-width: 62em)', true);
  const [chatOpen, setChatOpen] = useState(false);
  const { remote, self } = useCallTracks();
  const others = useRemoteParticipants();
  const { secondsLeft, finished } = useCountdown(end, () => onLeave(room, true));
  const other = others[0];
  // One chat for the call: the panel moves between the side and the drawer with the width.
  const messages = useChat();
  const chat = <ChatPanel secondsLeft={secondsLeft} finished={finished} chat={messages} />;

  return (
    <Flex gap="md" direction={wide ? 'row' : 'column'}>
      <Stack gap="sm" style={{ flex: 1, minWidth: 0 }}>
        <ReconnectingNotice />
        <AudioBlockedNotice />
        <ExtensionPanel meeting={meeting} secondsLeft={secondsLeft} onExtended={onExtended} />
        <Box pos="relative" h={{ base: 300, sm: 460 }}>
          <VideoTile
            trackRef={other ? remote : undefined}
            name={other ? other.name || other.identity : ''}
            testId="remote-video"
            empty={other ? <Trans>Camera off</Trans> : <Trans>Waiting for others</Trans>}
          />
          <Box
            pos="absolute"
            right={8}
            top={8}
            w={{ base: 110, sm: 180 }}
            h={{ base: 80, sm: 120 }}
            style={{ boxShadow: '0 0 0 2px white', borderRadius: 8 }}
          >
            <VideoTile
              trackRef={self}
              name={selfName}
              mirrored
              testId="self-video"
              empty={<Trans>Your camera is off</Trans>}
            />
          </Box>
        </Box>
        {!wide && !chatOpen && <Countdown secondsLeft={secondsLeft} finished={finished} />}
        <CallControls
          chat={wide ? undefined : { open: chatOpen, onToggle: () => setChatOpen((open) => !open) }}
          onLeave={() => onLeave(room, false)}
        />
      </Stack>
      {wide ? (
        <Paper withBorder p="md" radius="md" w={320} component="aside" aria-label={t`Chat`}>
          {chat}
        </Paper>
      ) : (
        <Drawer
          keepMounted
          opened={chatOpen}
          onClose={() => setChatOpen(false)}
          position="bottom"
          title={t`Chat`}
          size="70%"
        >
          {chat}
        </Drawer>
      )}
    </Flex>
  );
}
