import { Trans } from '@lingui/react/macro';
import { Anchor, Breadcrumbs, Card, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router-dom';
import { ApiError, type ExpertReviewsProps } from 'shared-contracts';
import { pages } from 'shared-contracts/pages';
import { useExpert } from '../api/useExpert.ts';
import { useExpertFeedbacks } from '../api/useExpertFeedbacks.ts';
import { useFeedbackStats } from '../api/useFeedbackStats.ts';
import { EmptyResult } from '../components/EmptyResult.tsx';
import { ExpertNotFound } from '../components/ExpertNotFound.tsx';
import { LoadError } from '../components/LoadError.tsx';
import { PaginationNav } from '../experts/PaginationNav.tsx';
import { fullName } from '../format/names.ts';
import { readPageParam } from '../search/pagination.ts';
import { ReviewList } from './ReviewList.tsx';
import { ReviewsSkeleton } from './ReviewsSkeleton.tsx';
import { ReviewsSummary } from './ReviewsSummary.tsx';

export const REVIEWS_PER_PAGE = 10;

const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/** Every review of an expert, newest first, a page at a time (`?page=`). */
export function ExpertReviewsScreen({ expertId, expertPath }: ExpertReviewsProps) {
  const [params] = useSearchParams();
  const page = readPageParam(params.get('page'));
  const validId = Number.isInteger(expertId) && expertId > 0;
  const expert = useExpert(expertId);
  const stats = useFeedbackStats(expertId);
  const reviews = useExpertFeedbacks(expertId, page, REVIEWS_PER_PAGE, validId);

  if (!validId || isNotFound(expert.error) || isNotFound(reviews.error)) {
    return <ExpertNotFound backTo={pages.customer.expertSearch.build()} />;
  }

  const name = expert.data ? fullName(expert.data) : null;

  return (
    <Stack gap="lg">
      <Breadcrumbs>
        <Anchor component={Link} to={expertPath}>
          {name ?? <Trans>Expert</Trans>}
        </Anchor>
        <Text span aria-current="page">
          <Trans>Reviews</Trans>
        </Text>
      </Breadcrumbs>
      <Title order={1} size="h2">
        {name ? <Trans>Reviews of {name}</Trans> : <Trans>Reviews</Trans>}
      </Title>
      {stats.data && stats.data.count > 0 && (
        <Card withBorder radius="md" padding="lg">
          <ReviewsSummary stats={stats.data} />
        </Card>
      )}
      {!stats.data && !stats.error && <Skeleton height={120} radius="md" />}
      <Card
        withBorder
        radius="md"
        padding="lg"
        component="section"
        aria-busy={reviews.isValidating || undefined}
      >
        {reviews.error && !reviews.data ? (
          <LoadError
            error={reviews.error}
            retrying={reviews.isValidating}
            onRetry={() => void reviews.mutate()}
          />
        ) : !reviews.data ? (
          <ReviewsSkeleton rows={4} />
        ) : reviews.data.data.length === 0 ? (
          <EmptyResult title={<Trans>No reviews yet</Trans>}>
            <Trans>Reviews appear here once customers rate their meetings with this expert.</Trans>
          </EmptyResult>
        ) : (
          <ReviewList reviews={reviews.data.data} />
        )}
      </Card>
      {reviews.data && (reviews.data.meta.last_page > 1 || page > 1) && (
        <PaginationNav
          currentPage={reviews.data.meta.current_page}
          lastPage={reviews.data.meta.last_page}
          pageTo={(next) => ({ search: next > 1 ? `?page=${next}` : '' })}
          onNavigate={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
        />
      )}
    </Stack>
  );
}
