import type { ExpertProfileProps } from 'shared-contracts';
import { RoutePage } from '../components/RoutePage.tsx';
import { ExpertProfileScreen } from '../profile/ExpertProfileScreen.tsx';

/** `./ExpertProfile`: /customer/app/experts/:id and the guest /experts/:id. */
export default function ExpertProfile(props: ExpertProfileProps) {
  return (
    <RoutePage embedded={Boolean(props.owner)}>
      <ExpertProfileScreen {...props} />
    </RoutePage>
  );
}
