import type { SocialProviderName } from 'shared-contracts';

const NAMES: Record<SocialProviderName, string> = { google: 'Google', facebook: 'Facebook', apple: 'Apple' };

/** The provider as people know it (a brand name, the same in every language). */
export const providerName = (provider: SocialProviderName) => NAMES[provider];
