import { Loader } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { Route, Routes, useParams } from 'react-router-dom';
import { HarnessBar, RemoteHarness } from 'remote-kit/harness';
import { pages } from 'shared-contracts/pages';
import { catalogs } from '../i18n/catalogs.ts';

// The exposed module, loaded the way the shell loads it: lazily, at the shell's path.
const Booking = lazy(() => import('../routes/Booking.tsx'));

/** The remote alone (`npm run dev -w mf-booking`): the shell's providers from the remote kit. */
export function HarnessApp() {
  return (
    <RemoteHarness catalogs={catalogs}>
      <HarnessBar name="mf-booking" />
      <Suspense fallback={<Loader m="xl" />}>
        <Routes>
          <Route path={pages.customer.booking.pattern} element={<BookingRoute />} />
          <Route path="*" element={<BookingRoute fallbackId={1} />} />
        </Routes>
      </Suspense>
    </RemoteHarness>
  );
}

function BookingRoute({ fallbackId }: { fallbackId?: number }) {
  const { id } = useParams();
  const expertId = Number(id ?? fallbackId);
  return (
    <Booking
      key={expertId}
      expertId={expertId}
      homePath={pages.customer.home.build()}
      expertPath={pages.customer.expert.build({ id: expertId })}
    />
  );
}
