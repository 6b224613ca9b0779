import { Fragment } from 'react';
import { useLocation, useParams, useSearchParams } from 'react-router-dom';
import { NotFoundPage } from '../pages/NotFoundPage.tsx';
import type { RemotePage } from '../remote-pages/remote-page.tsx';

/** The element of a table route: the remote with its props, or not found for invalid params. */
export function RemotePageRoute({ page }: { page: RemotePage }) {
  const params = useParams();
  const [search] = useSearchParams();
  const { pathname } = useLocation();
  const element = page.render(params, search);
  if (!element) return <NotFoundPage />;
  // Another page of the same route (another expert) mounts afresh: nothing of the last one stays.
  return <Fragment key={pathname}>{element}</Fragment>;
}
