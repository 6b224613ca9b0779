import type { ComponentProps } from 'react';
import { Providers } from '../providers/Providers.tsx';
import { RealtimeNotifications } from '../realtime/RealtimeNotifications.tsx';
import { AppRoutes } from './routes.tsx';

/**
 * The whole page. The server's render and the browser's hydration render this same tree (React's
 * ids follow its shape), with what differs passed to the providers.
 */
export function App(props: Omit<ComponentProps<typeof Providers>, 'children'>) {
  return (
    <Providers {...props}>
      <RealtimeNotifications />
      <AppRoutes />
    </Providers>
  );
}
