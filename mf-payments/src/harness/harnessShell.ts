import { notifications } from '@mantine/notifications';
import { type ApiClient, type CustomerProfile, createApiClient, type Locale, paths } from 'shared-contracts';
import type { Notify, Session } from 'shared-contracts/react';

export const GUEST: Session = { status: 'guest', user: null, userType: null };

export function createHarnessApi(locale: () => Locale, onUnauthorized: () => void): ApiClient {
  return createApiClient({
    locale,
    onUnauthorized,
    fallbackMessage: () => (locale() === 'es' ? 'Ha ocurrido un error' : 'Something went wrong'),
  });
}

/** A customer signed in through the real shell (same origin cookie) is picked up; else a guest. */
export async function loadSession(api: ApiClient): Promise<Session> {
  try {
    const { data } = await api.get<CustomerProfile>(paths.customerProfile);
    return { status: 'signed-in', user: data, userType: 'customer' };
  } catch {
    return GUEST;
  }
}

export const harnessNotify: Notify = {
  success: (message, title) => notifications.show({ color: 'green', message, title }),
  error: (message, title) => notifications.show({ color: 'red', message, title }),
};
