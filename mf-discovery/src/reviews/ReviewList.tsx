import { Divider, Stack } from '@mantine/core';
import { Fragment } from 'react';
import type { ExpertFeedback } from 'shared-contracts';
import { ReviewItem } from './ReviewItem.tsx';

export function ReviewList({ reviews }: { reviews: ExpertFeedback[] }) {
  return (
    <Stack gap="md">
      {reviews.map((review, index) => (
        <Fragment key={review.id}>
          {index > 0 && <Divider />}
          <ReviewItem review={review} />
        </Fragment>
      ))}
    </Stack>
  );
}
