import { Trans } from '@lingui/react/macro';
import { LiveKitRoom, RoomAudioRenderer } from '@livekit/components-react';
import { type DisconnectReason, MediaDeviceFailure, type Room, type RoomOptions } from 'livekit-client';
import { useMemo, useState } from 'react';
import type { Meeting } from 'shared-contracts';
import { CallStage } from './CallStage.tsx';
import type { DeviceChoices } from './useCallState.ts';
import { WaitView } from './WaitView.tsx';

interface Props {
  serverUrl: string;
  token: string;
  meeting: Meeting;
  end: Date | null;
  choices: DeviceChoices;
  phase: 'joining' | 'joined' | 'leaving';
  onConnected(): void;
  onDisconnected(reason?: DisconnectReason): void;
  onBlocked(): void;
  onError(): void;
  onLeave(room: Room, ended: boolean): void;
  onExtended(meeting: Meeting): void;
}

/** The connection to the meeting's LiveKit room (`LiveKitRoom`), with the devices of the hair check. */
export function CallRoom({
  serverUrl,
  token,
  meeting,
  end,
  choices,
  phase,
  onConnected,
  onDisconnected,
  onBlocked,
  onError,
  onLeave,
  onExtended,
}: Props) {
  // The token joined with stays for this connection: a new one (an extension) moves the end but
  // must not make LiveKitRoom connect again, which would drop the call while it reconnects.
  const [joinToken] = useState(token);
  const options = useMemo<RoomOptions>(
    () => ({
      adaptiveStream: true,
      dynacast: true,
      audioCaptureDefaults: choices.audioInput ? { deviceId: choices.audioInput } : undefined,
      videoCaptureDefaults: choices.videoInput ? { deviceId: choices.videoInput } : undefined,
      audioOutput: choices.audioOutput ? { deviceId: choices.audioOutput } : undefined,
    }),
    [choices],
  );
  return (
    <LiveKitRoom
      serverUrl={serverUrl}
      token={joinToken}
      connect
      audio
      video
      options={options}
      onConnected={onConnected}
      onDisconnected={onDisconnected}
      onError={onError}
      onMediaDeviceFailure={(failure) => {
        if (failure === MediaDeviceFailure.PermissionDenied) onBlocked();
      }}
    >
      {phase === 'joined' && (
        <CallStage
          meeting={meeting}
          end={end}
          selfName={choices.name}
          onLeave={onLeave}
          onExtended={onExtended}
        />
      )}
      {phase === 'joining' && (
        <WaitView>
          <Trans>Joining the call…</Trans>
        </WaitView>
      )}
      {phase === 'leaving' && (
        <WaitView>
          <Trans>Leaving the call…</Trans>
        </WaitView>
      )}
      <RoomAudioRenderer />
    </LiveKitRoom>
  );
}
