import type { RemoteName } from 'shared-contracts';
import { type ComponentExpose, RemoteView, type RemoteViewProps } from 'shared-contracts/react';
import { PageLoader } from '../components/PageLoader.tsx';

/** One remote module as the page's content: the shared remote view with the page loader and failure. */
export function RemoteRoute<R extends RemoteName, K extends ComponentExpose<R>>(view: RemoteViewProps<R, K>) {
  return <RemoteView {...view} variant="page" loading={<PageLoader />} />;
}
