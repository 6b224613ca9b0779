import type { ExpertSearchProps } from 'shared-contracts';
import { ExpertSearchScreen } from '../experts/ExpertSearchScreen.tsx';
import { DiscoveryCatalog } from '../i18n/DiscoveryCatalog.tsx';

/** `./ExpertSearch`: /customer/app/experts/search and the guest /experts/search. */
export default function ExpertSearch(props: ExpertSearchProps) {
  return (
    <DiscoveryCatalog>
      <ExpertSearchScreen {...props} />
    </DiscoveryCatalog>
  );
}
