import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Image, SimpleGrid, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { GalleryItem } from 'shared-contracts';
import { safeUrl } from '../format/urls.ts';
import classes from './GallerySection.module.css';
import { Section } from './Section.tsx';

export function GallerySection({
  gallery,
  name,
  action,
}: {
  gallery: GalleryItem[];
  name: string;
  action?: ReactNode;
}) {
  const { t } = useLingui();
  const photos = [
    ...new Set(
      gallery.flatMap((item) => {
        const src = safeUrl(item.file);
        return src ? [src] : [];
      }),
    ),
  ];
  return (
    <Section title={<Trans>Gallery</Trans>} action={action}>
      {photos.length === 0 ? (
        <Text c="dimmed" size="sm">
          <Trans>No photos yet</Trans>
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
          {photos.map((src, index) => {
            const position = index + 1;
            return (
              <Anchor
                key={src}
                href={src}
                target="_blank"
                rel="noopener noreferrer"
                className={classes.photo}
              >
                <Image
                  src={src}
                  alt={t`Photo ${position} of ${name}`}
                  radius="md"
                  className={classes.image}
                />
              </Anchor>
            );
          })}
        </SimpleGrid>
      )}
    </Section>
  );
}
