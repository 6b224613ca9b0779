import type { ReactNode } from 'react';
import { RemoteCatalogGate } from 'shared-contracts/react';
import { catalogs } from './catalogs.ts';

/** Renders its children once this remote's messages are in the shared Lingui instance. */
export function MeetingsCatalog({ children }: { children: ReactNode }) {
  return <RemoteCatalogGate catalogs={catalogs}>{children}</RemoteCatalogGate>;
}
