import { usePreviewTracks } from '@livekit/components-react';
import { type LocalAudioTrack, type LocalVideoTrack, MediaDeviceFailure, Track } from 'livekit-client';
import { useCallback, useMemo, useState } from 'react';

/**
 * The hair check's live camera and microphone (LiveKit's `usePreviewTracks`). A refused
 * permission calls `onBlocked`; another failure (no device, device busy) is returned to be shown.
 */
export function usePreview(onBlocked: () => void) {
  const [failure, setFailure] = useState<MediaDeviceFailure | null>(null);
  const onError = useCallback(
    (error: Error) => {
      const kind = MediaDeviceFailure.getFailure(error) ?? null;
      if (kind === MediaDeviceFailure.PermissionDenied) onBlocked();
      else setFailure(kind ?? MediaDeviceFailure.Other);
    },
    [onBlocked],
  );
  const tracks = usePreviewTracks({ audio: true, video: true }, onError);
  return useMemo(
    () => ({
      audioTrack: tracks?.find((track) => track.kind === Track.Kind.Audio) as LocalAudioTrack | undefined,
      videoTrack: tracks?.find((track) => track.kind === Track.Kind.Video) as LocalVideoTrack | undefined,
      failure,
    }),
    [tracks, failure],
  );
}
