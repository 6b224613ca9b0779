import type { ExpertSearchProps } from 'shared-contracts';
import { RoutePage } from '../components/RoutePage.tsx';
import { ExpertSearchScreen } from '../experts/ExpertSearchScreen.tsx';

/** `./ExpertSearch`: /customer/app/experts/search and the guest /experts/search. */
export default function ExpertSearch(props: ExpertSearchProps) {
  return (
    <RoutePage>
      <ExpertSearchScreen {...props} />
    </RoutePage>
  );
}
