import { Trans } from '@lingui/react/macro';
import { AspectRatio, Center, Paper, Text } from '@mantine/core';
import type { LocalVideoTrack } from 'livekit-client';
import { useEffect, useRef } from 'react';

/** The hair check's own camera, mirrored as in a mirror. */
export function CameraPreview({ track, label }: { track: LocalVideoTrack | undefined; label: string }) {
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const element = video.current;
    if (!track || !element) return;
    track.attach(element);
    return () => {
      track.detach(element);
    };
  }, [track]);
  return (
    <AspectRatio ratio={16 / 9}>
      <Paper bg="dark.7" radius="md" style={{ overflow: 'hidden' }}>
        {track ? (
          <video
            ref={video}
            aria-label={label}
            muted
            playsInline
            autoPlay
            style={{ width: '100%', height: '100%', objectFit: 'cover', transform: 'scaleX(-1)' }}
          />
        ) : (
          <Center h="100%">
            <Text c="gray.3">
              <Trans>Camera off</Trans>
            </Text>
          </Center>
        )}
      </Paper>
    </AspectRatio>
  );
}
