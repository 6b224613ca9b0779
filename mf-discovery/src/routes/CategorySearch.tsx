import type { CategorySearchProps } from 'shared-contracts';
import { CategorySearchScreen } from '../categories/CategorySearchScreen.tsx';
import { DiscoveryCatalog } from '../i18n/DiscoveryCatalog.tsx';

/** `./CategorySearch`: /customer/app/experts. */
export default function CategorySearch(props: CategorySearchProps) {
  return (
    <DiscoveryCatalog>
      <CategorySearchScreen {...props} />
    </DiscoveryCatalog>
  );
}
