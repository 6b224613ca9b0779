import { Trans } from '@lingui/react/macro';
import { LiveKitRoom, RoomAudioRenderer } from '@livekit/components-react';
import { type DisconnectReason, MediaDeviceFailure, type Room, type RoomOptions } from 'livekit-client';
import { useMemo } from 'react';
import { CallStage } from './CallStage.tsx';
import type { DeviceChoices } from './useCallState.ts';
import { WaitView } from './WaitView.tsx';

interface Props {
  serverUrl: string;
  token: string;
  end: Date | null;
  choices: DeviceChoices;
  phase: 'joining' | 'joined' | 'leaving';
  onConnected(): void;
  onDisconnected(reason?: DisconnectReason): void;
  onBlocked(): void;
  onError(): void;
  onLeave(room: Room, ended: boolean): void;
}

/** The connection to the meeting's LiveKit room (`LiveKitRoom`), with the devices of the hair check. */
export function CallRoom({
  serverUrl,
  token,
  end,
  choices,
  phase,
  onConnected,
  onDisconnected,
  onBlocked,
  onError,
  onLeave,
}: Props) {
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
      token={token}
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
      {phase === 'joined' && <CallStage end={end} selfName={choices.name} onLeave={onLeave} />}
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
