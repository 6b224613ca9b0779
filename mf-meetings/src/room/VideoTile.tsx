import { isTrackReference, type TrackReferenceOrPlaceholder, VideoTrack } from '@livekit/components-react';
import { Badge, Box, Center, Text } from '@mantine/core';
import { Track } from 'livekit-client';
import type { ReactNode } from 'react';

interface Props {
  trackRef: TrackReferenceOrPlaceholder | undefined;
  /** Who it is, shown on the tile and read as the video's name. */
  name: string;
  /** The own camera: mirrored. */
  mirrored?: boolean;
  /** Shown when there is no video (camera off, nobody there). */
  empty: ReactNode;
  testId: string;
}

/** One participant's video (LiveKit's `VideoTrack`), or what stands for it. */
export function VideoTile({ trackRef, name, mirrored = false, empty, testId }: Props) {
  const playing = trackRef && isTrackReference(trackRef) && !trackRef.publication.isMuted;
  return (
    <Box pos="relative" h="100%" w="100%" bg="dark.7" style={{ borderRadius: 8, overflow: 'hidden' }}>
      {playing ? (
        <VideoTrack
          trackRef={trackRef}
          aria-label={name}
          data-testid={testId}
          style={{
            width: '100%',
            height: '100%',
            objectFit: trackRef.source === Track.Source.ScreenShare ? 'contain' : 'cover',
            transform: mirrored ? 'scaleX(-1)' : undefined,
          }}
        />
      ) : (
        <Center h="100%" p="sm">
          <Text c="gray.2" ta="center">
            {empty}
          </Text>
        </Center>
      )}
      {name && (
        <Badge pos="absolute" bottom={8} left={8} color="dark" variant="filled" tt="none">
          {name}
        </Badge>
      )}
    </Box>
  );
}
