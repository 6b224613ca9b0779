import type { CategorySearchProps } from 'shared-contracts';
import { CategorySearchScreen } from '../categories/CategorySearchScreen.tsx';
import { RoutePage } from '../components/RoutePage.tsx';

/** `./CategorySearch`: /customer/app/experts. */
export default function CategorySearch(props: CategorySearchProps) {
  return (
    <RoutePage>
      <CategorySearchScreen {...props} />
    </RoutePage>
  );
}
