import { Trans, useLingui } from '@lingui/react/macro';
import { Avatar, Group, Stack, Text } from '@mantine/core';
import { type ExpertFeedback, personName } from 'shared-contracts';
import { useShell } from 'shared-contracts/react';
import { RatingStars } from '../components/RatingStars.tsx';
import { formatDay } from '../format/dates.ts';
import { safeUrl } from '../format/urls.ts';
import { REVIEW_COMMENTS } from './reviewComment.ts';

/**
 * One review: who wrote it (only the expert is told; everyone else reads 'A customer'), when, the
 * stars and the answer chosen, with the customer's own words when the expert may read them.
 */
export function ReviewItem({ review }: { review: ExpertFeedback }) {
  const { i18n } = useLingui();
  const { locale } = useShell();
  const name = review.customer ? personName(review.customer, locale) : null;
  const comment = i18n._(REVIEW_COMMENTS[review.comment] ?? REVIEW_COMMENTS.other);
  return (
    <Group align="flex-start" gap="sm" wrap="nowrap" component="article">
      <Avatar
        src={safeUrl(review.customer?.profile_picture)}
        name={name ?? undefined}
        alt=""
        radius="xl"
        color="initials"
      />
      <Stack gap={2} miw={0}>
        <Group gap="xs" wrap="wrap">
          <Text fw={600} size="sm">
            {name ?? <Trans>A customer</Trans>}
          </Text>
          <Text size="xs" c="dimmed" component="time" dateTime={review.created_at}>
            {formatDay(review.created_at, i18n.locale)}
          </Text>
        </Group>
        <RatingStars value={review.rating} size="xs" />
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {review.other_comment ? `${comment}: ${review.other_comment}` : comment}
        </Text>
      </Stack>
    </Group>
  );
}
