import type { Locale } from 'shared-contracts';
import { Providers } from '../providers/Providers.tsx';
import { RealtimeNotifications } from '../realtime/RealtimeNotifications.tsx';
import { AppRoutes } from './routes.tsx';

export function App({ initialLocale }: { initialLocale: Locale }) {
  return (
    <Providers initialLocale={initialLocale}>
      <RealtimeNotifications />
      <AppRoutes />
    </Providers>
  );
}
