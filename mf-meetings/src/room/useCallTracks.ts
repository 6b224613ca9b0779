import { isTrackReference, type TrackReferenceOrPlaceholder, useTracks } from '@livekit/components-react';
import { Track } from 'livekit-client';

/**
 * The video of the call: the other side's (their screen when shared, else their camera, a
 * placeholder when it is off) and this side's own camera. `remote` is undefined while alone.
 */
export function useCallTracks() {
  const tracks = useTracks(
    [
      { source: Track.Source.Camera, withPlaceholder: true },
      { source: Track.Source.ScreenShare, withPlaceholder: false },
    ],
    { onlySubscribed: false },
  );
  const remotes = tracks.filter((ref) => !ref.participant.isLocal);
  const remote: TrackReferenceOrPlaceholder | undefined =
    remotes.find((ref) => ref.source === Track.Source.ScreenShare && isTrackReference(ref)) ??
    remotes.find((ref) => ref.source === Track.Source.Camera);
  const self = tracks.find((ref) => ref.participant.isLocal && ref.source === Track.Source.Camera);
  return { remote, self };
}
