import type { ExpertProfileProps } from 'shared-contracts';
import { DiscoveryCatalog } from '../i18n/DiscoveryCatalog.tsx';
import { ExpertProfileScreen } from '../profile/ExpertProfileScreen.tsx';

/** `./ExpertProfile`: /customer/app/experts/:id and the guest /experts/:id. */
export default function ExpertProfile(props: ExpertProfileProps) {
  return (
    <DiscoveryCatalog>
      <ExpertProfileScreen {...props} />
    </DiscoveryCatalog>
  );
}
