import { Trans } from '@lingui/react/macro';
import { Anchor, AspectRatio, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { isVideoFile, safeUrl } from '../format/urls.ts';
import classes from './ProfileVideo.module.css';
import { Section } from './Section.tsx';

export function ProfileVideo({ url, action }: { url: string | null; action?: ReactNode }) {
  const href = safeUrl(url);
  if (!href && !action) return null;
  return (
    <Section title={<Trans>Profile video</Trans>} action={action}>
      {!href ? (
        <Text c="dimmed" size="sm">
          <Trans>No video yet</Trans>
        </Text>
      ) : isVideoFile(href) ? (
        <AspectRatio ratio={16 / 9}>
          {/* biome-ignore lint/a11y/useMediaCaption: experts upload their own videos without captions */}
          <video controls preload="metadata" src={href} className={classes.video} />
        </AspectRatio>
      ) : (
        <Anchor href={href} target="_blank" rel="noopener noreferrer">
          <Trans>Watch the profile video</Trans>
        </Anchor>
      )}
    </Section>
  );
}
