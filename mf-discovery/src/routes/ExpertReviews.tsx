import type { ExpertReviewsProps } from 'shared-contracts';
import { RoutePage } from '../components/RoutePage.tsx';
import { ExpertReviewsScreen } from '../reviews/ExpertReviewsScreen.tsx';

/** `./ExpertReviews`: /customer/app/experts/:id/reviews. */
export default function ExpertReviews(props: ExpertReviewsProps) {
  return (
    <RoutePage>
      <ExpertReviewsScreen {...props} />
    </RoutePage>
  );
}
