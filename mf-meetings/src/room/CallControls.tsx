import { Trans, useLingui } from '@lingui/react/macro';
import { useTrackToggle } from '@livekit/components-react';
import { Button, Group } from '@mantine/core';
import { Track } from 'livekit-client';

interface Props {
  /** The chat toggle (small screens: it opens the drawer); absent when the chat is always shown. */
  chat?: { open: boolean; onToggle(): void };
  onLeave(): void;
}

/** Camera, microphone, screen share, chat and leave; each toggle tells its state (aria-pressed). */
export function CallControls({ chat, onLeave }: Props) {
  const { t } = useLingui();
  const camera = useTrackToggle({ source: Track.Source.Camera });
  const microphone = useTrackToggle({ source: Track.Source.Microphone });
  const screen = useTrackToggle({ source: Track.Source.ScreenShare });
  const canShare = typeof navigator !== 'undefined' && Boolean(navigator.mediaDevices?.getDisplayMedia);

  return (
    <Group justify="center" gap="xs" role="toolbar" aria-label={t`Call controls`}>
      <Button
        variant={camera.enabled ? 'filled' : 'default'}
        aria-pressed={camera.enabled}
        disabled={camera.pending}
        onClick={() => void camera.toggle()}
      >
        <Trans>Camera</Trans>
      </Button>
      <Button
        variant={microphone.enabled ? 'filled' : 'default'}
        aria-pressed={microphone.enabled}
        disabled={microphone.pending}
        onClick={() => void microphone.toggle()}
      >
        <Trans>Microphone</Trans>
      </Button>
      {canShare && (
        <Button
          variant={screen.enabled ? 'filled' : 'default'}
          aria-pressed={screen.enabled}
          disabled={screen.pending}
          onClick={() => void screen.toggle()}
        >
          <Trans>Share screen</Trans>
        </Button>
      )}
      {chat && (
        <Button variant={chat.open ? 'filled' : 'default'} aria-pressed={chat.open} onClick={chat.onToggle}>
          <Trans>Chat</Trans>
        </Button>
      )}
      <Button color="red" onClick={onLeave}>
        <Trans>Leave</Trans>
      </Button>
    </Group>
  );
}
