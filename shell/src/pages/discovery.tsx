import { useParams } from 'react-router-dom';
import { RemoteRoute } from '../federation/RemoteRoute.tsx';
import { CUSTOMER_APP } from '../session/area.ts';
import { NotFoundPage } from './NotFoundPage.tsx';

/** Discovery routes delegate to the mf_discovery remote; the shell owns the paths. */
const CUSTOMER_EXPERTS = `${CUSTOMER_APP}/experts`;

/** Categories: /customer/app/experts, and /experts for guests (the way in from the home page). */
export function CategorySearchRoute({ area }: { area: 'customer' | 'guest' }) {
  return (
    <RemoteRoute
      remote="mf_discovery"
      module="./CategorySearch"
      props={{ searchPath: area === 'customer' ? `${CUSTOMER_EXPERTS}/search` : '/experts/search' }}
    />
  );
}

export function ExpertSearchRoute({ area }: { area: 'customer' | 'guest' }) {
  return (
    <RemoteRoute
      remote="mf_discovery"
      module="./ExpertSearch"
      props={{ area, expertPath: area === 'customer' ? CUSTOMER_EXPERTS : '/experts' }}
    />
  );
}

export function ExpertProfileRoute({ area }: { area: 'customer' | 'guest' }) {
  const { id } = useParams();
  const expertId = Number(id);
  if (!/^\d+$/.test(id ?? '') || !Number.isSafeInteger(expertId) || expertId < 1) return <NotFoundPage />;
  return (
    <RemoteRoute
      key={expertId}
      remote="mf_discovery"
      module="./ExpertProfile"
      props={{
        area,
        expertId,
        searchPath: area === 'customer' ? `${CUSTOMER_EXPERTS}/search` : '/experts/search',
      }}
    />
  );
}
