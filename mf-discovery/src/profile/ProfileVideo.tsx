import { Trans } from '@lingui/react/macro';
import { Anchor, AspectRatio } from '@mantine/core';
import { isVideoFile, safeUrl } from '../format/urls.ts';
import classes from './ProfileVideo.module.css';
import { Section } from './Section.tsx';

export function ProfileVideo({ url }: { url: string }) {
  const href = safeUrl(url);
  if (!href) return null;
  return (
    <Section title={<Trans>Profile video</Trans>}>
      {isVideoFile(href) ? (
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
