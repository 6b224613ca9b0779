import { Trans } from '@lingui/react/macro';
import { Anchor, Divider, Group, Skeleton, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { Area } from 'shared-contracts';
import { useExpertFeedbacks } from '../api/useExpertFeedbacks.ts';
import { useFeedbackStats } from '../api/useFeedbackStats.ts';
import { LoadError } from '../components/LoadError.tsx';
import { ReviewList } from '../reviews/ReviewList.tsx';
import { ReviewsSkeleton } from '../reviews/ReviewsSkeleton.tsx';
import { ReviewsSummary } from '../reviews/ReviewsSummary.tsx';
import { Section } from './Section.tsx';

/** How many of the newest reviews the expert page shows; the rest are on the reviews page. */
const LATEST_REVIEWS = 3;

interface ReviewsSectionProps {
  expertId: number;
  area: Area;
  /** The all-reviews page; null where there is none (the expert's own view). */
  reviewsPath: string | null;
}

/**
 * The expert page's reviews: the figures for everyone; the newest reviews for signed-in users (the
 * api keeps the reviews themselves from guests), and a link to all of them.
 */
export function ReviewsSection({ expertId, area, reviewsPath }: ReviewsSectionProps) {
  const stats = useFeedbackStats(expertId);
  const signedIn = area !== 'guest';
  const hasReviews = (stats.data?.count ?? 0) > 0;
  const latest = useExpertFeedbacks(expertId, 1, LATEST_REVIEWS, signedIn && hasReviews);

  const seeAll =
    reviewsPath && hasReviews ? (
      <Anchor component={Link} to={reviewsPath} size="sm">
        <Trans>See all reviews</Trans>
      </Anchor>
    ) : undefined;

  return (
    <Section title={<Trans>Reviews</Trans>} action={seeAll}>
      {stats.error && !stats.data ? (
        <LoadError error={stats.error} retrying={stats.isValidating} onRetry={() => void stats.mutate()} />
      ) : !stats.data ? (
        <Group gap="xl" aria-busy="true">
          <Skeleton height={72} width={96} />
          <Skeleton height={72} flex={1} />
        </Group>
      ) : !hasReviews ? (
        <Text c="dimmed" size="sm">
          <Trans>No reviews yet</Trans>
        </Text>
      ) : (
        <Stack gap="md">
          <ReviewsSummary stats={stats.data} />
          {signedIn && (
            <>
              <Divider />
              {latest.error && !latest.data ? (
                <LoadError
                  error={latest.error}
                  retrying={latest.isValidating}
                  onRetry={() => void latest.mutate()}
                />
              ) : !latest.data ? (
                <ReviewsSkeleton rows={LATEST_REVIEWS} />
              ) : (
                <ReviewList reviews={latest.data.data} />
              )}
            </>
          )}
        </Stack>
      )}
    </Section>
  );
}
