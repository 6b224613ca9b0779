import { Plural, useLingui } from '@lingui/react/macro';
import { Box, Group, Progress, Rating, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { FeedbackStats } from 'shared-contracts';
import { formatRating } from '../format/names.ts';

const STARS = ['5', '4', '3', '2', '1'] as const;

/** The average, how many reviews, and how many gave each of 5 to 1 stars. */
export function ReviewsSummary({ stats }: { stats: FeedbackStats }) {
  const { t, i18n } = useLingui();
  const reviews = stats.count;
  const shown = formatRating(stats.average, i18n.locale);
  return (
    <Group align="center" gap="xl" wrap="wrap">
      <Stack gap={4} align="center">
        <Stack gap={4} align="center" role="img" aria-label={t`Rated ${shown} out of 5`}>
          <Text fz={40} fw={700} lh={1}>
            {shown}
          </Text>
          <Rating value={stats.average} fractions={4} readOnly size="sm" />
        </Stack>
        <Text size="sm" c="dimmed">
          <Plural value={reviews} one="# review" other="# reviews" />
        </Text>
      </Stack>
      <Stack gap={6} flex={1} miw={200} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
        {STARS.map((star) => {
          const stars = Number(star);
          const count = stats.distribution[star] ?? 0;
          const share = stats.count ? (count / stats.count) * 100 : 0;
          return (
            <Group key={star} component="li" gap="sm" wrap="nowrap">
              <Text size="sm" w={88} style={{ flexShrink: 0, whiteSpace: 'nowrap' }}>
                <Plural value={stars} one="# star" other="# stars" />
              </Text>
              <Box flex={1} aria-hidden="true">
                <Progress value={share} color="yellow" size="md" />
              </Box>
              <Text size="sm" w={32} ta="right" style={{ flexShrink: 0 }}>
                {count}
                <VisuallyHidden>
                  <Plural value={count} one="review" other="reviews" />
                </VisuallyHidden>
              </Text>
            </Group>
          );
        })}
      </Stack>
    </Group>
  );
}
